import { decodeEntities } from "~/content/html.server";
import type { Db } from "~/db/connection.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { MEDIA_ALT_MAX_LENGTH } from "./constants";

const IMG_TAG = /<img\b[^>]*>/gi;
/** A stored variant's address ends in `<fileKey>-<width>.webp`; the key is `uploads/YYYY/MM/<id>`. */
const LIBRARY_SRC = /(uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36})-\d+\.webp(?:[?#]|$)/i;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? "") : null;
}

/**
 * The alt text the article gives each library image it shows, by the image's storage key (the
 * first non-empty one when an image appears twice). Images from elsewhere are left out.
 */
export function libraryImageAlts(html: string): Map<string, string> {
  const alts = new Map<string, string>();
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const fileKey = LIBRARY_SRC.exec(attribute(tag, "src") ?? "")?.[1];
    const alt = attribute(tag, "alt")?.trim().slice(0, MEDIA_ALT_MAX_LENGTH);
    if (fileKey && alt && !alts.has(fileKey)) alts.set(fileKey, alt);
  }
  return alts;
}

/**
 * Library images that have no alt text of their own take the one an editor wrote for them in an
 * article, as their default: the library shows it, and the next insert suggests it. An alt text
 * the library already has is kept (it is the suggestion people chose; an article may describe
 * the same picture for its own context).
 */
export async function adoptArticleAlts(db: Db, postId: string): Promise<void> {
  const post = await db
    .selectFrom("posts")
    .select("content")
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post) return;
  for (const [fileKey, alt] of libraryImageAlts(post.content)) {
    await db
      .updateTable("media")
      .set({ alt })
      .where("file_key", "=", fileKey)
      .where("alt", "=", "")
      .execute();
  }
}

/** Runs `adoptArticleAlts` in the transaction of every post write that may add images. */
export function subscribeMediaToPosts(events: DomainEvents): void {
  events.duringTransaction("post.created", (event, trx) => adoptArticleAlts(trx, event.postId));
  events.duringTransaction("post.updated", (event, trx) => adoptArticleAlts(trx, event.postId));
}
