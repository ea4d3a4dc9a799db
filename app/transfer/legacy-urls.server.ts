import type { Db } from "~/db/connection.server";
import { normalisePath } from "./text";

/** Records old addresses of an imported post; a key already owned by another post stays theirs. */
export async function recordLegacyKeys(db: Db, postId: string, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await db
    .insertInto("legacy_redirects")
    .values(unique.map((key) => ({ key, post_id: postId })))
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** The WordPress permalink shapes whose last segment is the post's old slug. */
const DATED_OR_CATEGORY = [
  /^\/\d{4}\/\d{2}\/\d{2}\/([^/]+)$/,
  /^\/\d{4}\/\d{2}\/([^/]+)$/,
  /^\/category\/.+\/([^/]+)$/,
];

/** Lookup keys for a request, most specific first. */
export function legacyKeysOf(pathname: string, search: URLSearchParams): string[] {
  const keys: string[] = [];
  const postId = search.get("p");
  if (pathname === "/" && postId && /^\d{1,20}$/.test(postId)) keys.push(`p:${postId}`);
  const path = normalisePath(pathname);
  if (path !== "/") {
    keys.push(`path:${path}`);
    for (const pattern of DATED_OR_CATEGORY) {
      const match = pattern.exec(path);
      if (match) keys.push(`slug:${match[1]}`);
    }
  }
  return keys;
}

/**
 * Where an old address of an imported, published post lives now (`/article/{slug}`), or null:
 * every other path keeps its usual answer.
 */
export async function findLegacyRedirect(db: Db, url: URL): Promise<string | null> {
  const keys = legacyKeysOf(url.pathname, url.searchParams);
  if (keys.length === 0) return null;
  const rows = await db
    .selectFrom("legacy_redirects")
    .innerJoin("posts", "posts.id", "legacy_redirects.post_id")
    .select(["legacy_redirects.key", "posts.slug"])
    .where("legacy_redirects.key", "in", keys)
    .where("posts.published", "=", true)
    .execute();
  const slugByKey = new Map(rows.map((row) => [row.key, row.slug]));
  const slug = keys.map((key) => slugByKey.get(key)).find(Boolean);
  return slug ? `/article/${slug}` : null;
}
