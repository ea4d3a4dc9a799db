import type { Db } from "~/db/connection.server";
import { categoryTag, postsAnswer, type PostsView } from "~/ghost-api/content-api.server";
import { parseContentRequest } from "~/ghost-api/content-request";

/**
 * The bodies of webhook calls, in Ghost's shape: `{"post": {"current": {…}, "previous": {…}}}`.
 * Read inside the transaction of the write that caused them, so `current` is the object as that
 * write left it. A deletion's event is told before its rows go: the object is then `previous`
 * and `current` is `{}`, as Ghost sends it. TechPulse does not keep an object's state from
 * before a change, so other events' `previous` is `{}` (docs/api.md says so).
 */
export type WebhookPayload = Record<string, { current: object; previous: object }> | object;

/** Every post, whatever its status: the webhook sees what the Admin API's editor role sees. */
const EVERY_POST: PostsView = { visible: (eb) => eb.lit(true), admin: true };

/** The post as the Admin API serialises it (with html, plaintext, tags, authors, status). */
export async function ghostPost(
  db: Db,
  origin: string,
  postId: string,
): Promise<Record<string, unknown> | null> {
  const parsed = parseContentRequest(
    `posts/${postId}`,
    new URLSearchParams({ formats: "html,plaintext" }),
  );
  if (!parsed.ok) return null;
  const answer = await postsAnswer(db, origin, parsed.request, EVERY_POST);
  if (answer.status !== 200) return null;
  const [post] = (answer.body as { posts: Record<string, unknown>[] }).posts;
  return post ?? null;
}

/** A category as Ghost's tag (the Content API's shape). */
export async function ghostTag(
  db: Db,
  origin: string,
  categoryId: string,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom("categories")
    .select(["id", "name", "slug", "description"])
    .where("id", "=", categoryId)
    .executeTakeFirst();
  return row ? categoryTag({ ...row, description: row.description ?? "" }, origin) : null;
}

/** A newsletter subscriber in the shape of Ghost's (pre-members) subscriber object. */
export async function ghostSubscriber(
  db: Db,
  subscriberId: string,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "status", "created_at", "updated_at", "unsubscribed_at"])
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: null,
    email: row.email,
    status: row.status === "confirmed" ? "subscribed" : row.status,
    post_id: null,
    subscribed_url: null,
    subscribed_referrer: null,
    unsubscribed_url: null,
    unsubscribed_at: row.unsubscribed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A reader's comment in the shape of Ghost's comments API (its text as escaped paragraphs). */
export async function ghostComment(
  db: Db,
  origin: string,
  commentId: string,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comments.id",
      "comments.post_id",
      "comments.thread_id",
      "comments.author_id",
      "comments.author_name",
      "comments.body",
      "comments.status",
      "comments.created_at",
      "comments.edited_at",
      "posts.slug as post_slug",
    ])
    .where("comments.id", "=", commentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    post_id: row.post_id,
    parent_id: row.thread_id,
    status: row.status,
    html: paragraphs(row.body),
    created_at: row.created_at,
    edited_at: row.edited_at,
    member: { id: row.author_id, name: row.author_name },
    post: { id: row.post_id, url: `${origin}/article/${encodeURIComponent(row.post_slug)}` },
  };
}

/** Ghost's envelope: `{resource: {current, previous}}`. */
export function envelope(
  resource: string,
  current: Record<string, unknown> | null,
  previous: Record<string, unknown> | null = null,
): WebhookPayload {
  return { [resource]: { current: current ?? {}, previous: previous ?? {} } };
}

function paragraphs(text: string): string {
  const escaped = text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
  return escaped
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== "")
    .map((part) => `<p>${part.replaceAll("\n", "<br>")}</p>`)
    .join("");
}
