import type { Db } from "~/db/connection.server";
import { NEWSLETTER_TEST_LIMIT } from "~/lib/constants";
import { PREVIEW_TEXT } from "~/lib/staff-text";
import { queueMail } from "~/platform/mail-queue.server";
import type { RenderedMail } from "~/platform/mail-layout.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import type { NewsletterContext } from "./context.server";
import { postMail, type NewsletterPost } from "./mails.server";

/**
 * The editor's view of a post's newsletter email: exactly what `postMail` renders for a
 * subscriber, with no click tracking, no open pixel and an unsubscribe link that names nobody
 * (a preview or test belongs to no subscriber, so no real subscriber's token is ever put in it).
 */
export function newsletterMailPreview(origin: string, post: NewsletterPost): RenderedMail {
  return postMail(post, origin, `${origin}/newsletter/unsubscribe`);
}

/** The open document's fields an email shows. */
export interface MailText {
  title: string;
  excerpt: string;
  featuredImage: string;
}

/**
 * The email's post: the open document's text, and the stored address it links to (the slug is
 * a saved setting, not text); null when the post does not exist.
 */
export async function newsletterPostOf(
  db: Db,
  postId: string,
  text: MailText,
): Promise<NewsletterPost | null> {
  const row = await db
    .selectFrom("posts")
    .select(["slug", "title"])
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: text.title || row.title,
    slug: row.slug,
    excerpt: text.excerpt,
    featuredImage: text.featuredImage || null,
  };
}

export type TestEmailOutcome =
  | { sent: true; to: string }
  | { sent: false; notFound: true }
  | { sent: false; retryAfterSeconds: number };

/**
 * "Send a test email to me": the newsletter email of the open document to the signed-in staff
 * member's own address only, subject prefixed "[Test] ", through the mail queue. It is no
 * newsletter send (no `newsletter_sends` row, no delivery, nothing counted or tracked) and is
 * rate-limited per person.
 */
export async function sendNewsletterTestEmail(
  context: Pick<NewsletterContext, "db" | "events" | "origin">,
  staff: { id: string; email: string },
  postId: string,
  text: MailText,
): Promise<TestEmailOutcome> {
  const post = await newsletterPostOf(context.db, postId, text);
  if (!post) return { sent: false, notFound: true };
  const limit = await hitRateLimit(context.db, NEWSLETTER_TEST_LIMIT, staff.id);
  if (!limit.allowed) return { sent: false, retryAfterSeconds: limit.retryAfterSeconds };
  const mail = newsletterMailPreview(context.origin, post);
  await queueMail(context, {
    kind: "newsletter.test-send",
    to: staff.email,
    ...mail,
    subject: `${PREVIEW_TEXT.testSubjectPrefix}${mail.subject}`,
  });
  return { sent: true, to: staff.email };
}
