import type { MediaUsage, MediaUsagePost, MediaUsePlace } from "./types";

/**
 * The words for where an image is used: the delete confirmation (browser) and the refusal of an
 * unconfirmed delete (server) say the same.
 */

/** How many posts the confirmation lists by name; the rest are counted. */
export const MEDIA_USAGE_LIST_LIMIT = 50;

export const MEDIA_PLACE_TEXT: Record<MediaUsePlace, string> = {
  featured: "featured image",
  social: "social image",
  body: "in the text",
};

export const MEDIA_STATUS_TEXT: Record<MediaUsagePost["status"], string> = {
  published: "Published",
  scheduled: "Scheduled",
  draft: "Draft",
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Whether anything shows the image. */
export function isMediaUsed(usage: MediaUsage): boolean {
  return usage.postCount > 0 || usage.profiles.length > 0;
}

/** "Used in 3 posts (2 published) and 1 author profile." */
export function mediaUsageSummary(usage: MediaUsage): string {
  const parts: string[] = [];
  if (usage.postCount > 0) {
    parts.push(`${plural(usage.postCount, "post", "posts")} (${usage.publishedCount} published)`);
  }
  if (usage.profiles.length > 0) {
    parts.push(plural(usage.profiles.length, "author profile", "author profiles"));
  }
  return `Used in ${parts.join(" and ")}.`;
}

/**
 * The refusal of a delete that was not confirmed: the summary, then every listed use by name,
 * so an API client sees as much as the dialog does.
 */
export function mediaInUseMessage(usage: MediaUsage): string {
  const named = [
    ...usage.posts.map(
      (post) => `“${post.title}” (${MEDIA_STATUS_TEXT[post.status].toLowerCase()})`,
    ),
    ...usage.profiles.map((name) => `${name}'s profile picture`),
  ];
  const more = usage.postCount - usage.posts.length;
  return (
    `This image is still used. ${mediaUsageSummary(usage)} ${named.join(", ")}` +
    `${more > 0 ? ` and ${plural(more, "more post", "more posts")}` : ""}. ` +
    "Deleting it would leave them with a broken image; confirm the deletion to go ahead."
  );
}
