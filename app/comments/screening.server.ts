import { createHash } from "node:crypto";
import { databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import { COMMENT_MAX_LINKS, COMMENT_RATE_LIMIT, NEW_ACCOUNT_MINUTES } from "./comment-limits";
import type { CommentSettings } from "./comment-settings";
import { commentLinks } from "./comment-text";

/** Why a new comment waits for a moderator (shown in the admin queue); null: publish it. */
export type HoldReason =
  | "honeypot"
  | "rate limit (account)"
  | "rate limit (address)"
  | "links"
  | "blocked word"
  | "blocked domain"
  | "duplicate"
  | "new account"
  | "first comment";

export interface Submission {
  authorId: string;
  accountCreatedAt: string;
  body: string;
  ipHash: string | null;
  honeypot: string;
}

/** The address as the comments table keeps it: a short hash, never the address itself. */
export function commentIpHash(ip: string | null | undefined): string | null {
  if (!ip) return null;
  return createHash("sha256")
    .update(`comment:${ip.trim().toLowerCase()}`)
    .digest("hex")
    .slice(0, 32);
}

/** What the text alone says: too many links, a blocked word or domain. Also run on edits. */
export function screenText(settings: CommentSettings, body: string): HoldReason | null {
  const links = commentLinks(body);
  if (links.length > COMMENT_MAX_LINKS) return "links";
  const lower = body.toLowerCase();
  if (settings.blockedWords.some((word) => containsWord(lower, word))) return "blocked word";
  const blocked = (host: string) =>
    settings.blockedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  if (links.some((link) => blocked(link.hostname.toLowerCase()))) return "blocked domain";
  return null;
}

function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(text);
}

/**
 * Screens a new comment (issue 39, item 7): spam and abuse are held, never published and never
 * lost. The rate limits count the comments table itself, so every process and server agrees.
 * A filled honeypot is a bot: the caller stores it as spam.
 */
export async function screenNewComment(
  db: Db,
  settings: CommentSettings,
  submission: Submission,
): Promise<HoldReason | null> {
  if (submission.honeypot.trim() !== "") return "honeypot";
  const windowStart = databaseNowPlus(db, -COMMENT_RATE_LIMIT.windowMinutes * 60_000);
  const byAccount = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("author_id", "=", submission.authorId)
    .where("created_at", ">", windowStart)
    .executeTakeFirstOrThrow();
  if (Number(byAccount.n) >= COMMENT_RATE_LIMIT.count) return "rate limit (account)";
  if (submission.ipHash) {
    const byAddress = await db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("ip_hash", "=", submission.ipHash)
      .where("created_at", ">", windowStart)
      .executeTakeFirstOrThrow();
    if (Number(byAddress.n) >= COMMENT_RATE_LIMIT.count) return "rate limit (address)";
  }
  const text = screenText(settings, submission.body);
  if (text) return text;
  const duplicate = await db
    .selectFrom("comments")
    .select("id")
    .where("author_id", "=", submission.authorId)
    .where("body", "=", submission.body)
    .executeTakeFirst();
  if (duplicate) return "duplicate";
  const youngAfter = new Date(Date.now() - NEW_ACCOUNT_MINUTES * 60_000).toISOString();
  if (submission.accountCreatedAt > youngAfter) return "new account";
  if (settings.holdFirstComment) {
    const earlier = await db
      .selectFrom("comments")
      .select("id")
      .where("author_id", "=", submission.authorId)
      .where("status", "=", "published")
      .executeTakeFirst();
    if (!earlier) return "first comment";
  }
  return null;
}
