import type { Db } from "~/db/connection.server";
import { reusableQuery } from "~/db/reusable-query.server";
import { DEFAULT_AUTHOR_NAME } from "~/lib/constants";
import { STAFF_ROLES } from "~/lib/staff-text";
import { staffRoleOf } from "~/auth/policy";
import type { AuthorRef } from "./types";

/**
 * A post's authors in byline order (migration 035, decision 0039). `posts.author_id` is the
 * primary author (position 0), written here with the list so the two never disagree.
 */

/** Replaces a post's authors with `authorIds` (first = primary), in the caller's transaction. */
export async function setPostAuthors(
  db: Db,
  postId: string,
  authorIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(authorIds)];
  await db
    .updateTable("posts")
    .set({ author_id: ids[0] ?? null })
    .where("id", "=", postId)
    .execute();
  await db.deleteFrom("post_authors").where("post_id", "=", postId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto("post_authors")
    .values(ids.map((authorId, position) => ({ post_id: postId, author_id: authorId, position })))
    .execute();
}

/** The authors' ids of one post, in byline order. */
export async function authorIdsOfPost(db: Db, postId: string): Promise<string[]> {
  const rows = await authorIdsOf(db, { postId });
  return rows.map((row) => row.author_id);
}

const authorIdsOf = reusableQuery((db, { postId }: { postId: string }) =>
  db
    .selectFrom("post_authors")
    .select("author_id")
    .where("post_id", "=", postId)
    .orderBy("position"),
);

/** The authors' ids of several posts (a bulk action's), in one query. */
export async function authorIdsOfPosts(
  db: Db,
  postIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom("post_authors")
    .select(["post_id", "author_id"])
    .where("post_id", "in", postIds)
    .orderBy("post_id")
    .orderBy("position")
    .execute();
  for (const row of rows)
    byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row.author_id]);
  return byPost;
}

/**
 * The bylines of many posts in ONE query (a listing's cards, a feed, an export page): never a
 * query per card.
 */
export async function authorsOfPosts(
  db: Db,
  postIds: readonly string[],
): Promise<Map<string, AuthorRef[]>> {
  const byPost = new Map<string, AuthorRef[]>();
  if (postIds.length === 0) return byPost;
  const rows = await bylinesOf(db, { postIds });
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ id: row.id, name: row.full_name, avatarUrl: row.avatar_url });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

const bylinesOf = reusableQuery((db, { postIds }: { postIds: readonly string[] }) =>
  db
    .selectFrom("post_authors as pa")
    .innerJoin("profiles as a", "a.id", "pa.author_id")
    .select(["pa.post_id", "a.id", "a.full_name", "a.avatar_url"])
    .where("pa.post_id", "in", postIds)
    .orderBy("pa.post_id")
    .orderBy("pa.position"),
);

/**
 * Why an editor's list of authors cannot be stored, or null when it can. New names must be staff;
 * those already on the byline may stay (a guest or imported writer, a seeded author, someone who
 * has left), so saving a post never forces its author off.
 */
export async function postAuthorsProblem(
  db: Db,
  authorIds: readonly string[],
  currentAuthorIds: readonly string[],
): Promise<string | null> {
  if (authorIds.length === 0) return "A post needs at least one author.";
  if (new Set(authorIds).size !== authorIds.length) return "Each author can be listed only once.";
  const added = authorIds.filter((id) => !currentAuthorIds.includes(id));
  const staff = await staffAmong(db, added);
  if (added.some((id) => !staff.has(id))) return "Authors must be staff members of the site.";
  return null;
}

async function staffAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.role"])
    .where("user.id", "in", ids)
    .execute();
  return new Set(rows.filter((row) => staffRoleOf(row.role) !== null).map((row) => row.id));
}

export interface AuthorOption {
  id: string;
  name: string;
}

/**
 * The editor's author choices, by name: staff, and whoever is on this post's byline already
 * (who may stay there without being staff, `postAuthorsProblem`).
 */
export async function listAuthorOptions(
  db: Db,
  currentAuthorIds: readonly string[],
): Promise<AuthorOption[]> {
  const [rows, current] = await Promise.all([
    db
      .selectFrom("user")
      .innerJoin("profiles", "profiles.id", "user.id")
      .select(["user.id", "user.name", "user.email", "user.role", "profiles.full_name"])
      .where((eb) => eb.or(STAFF_ROLES.map((role) => eb("user.role", "like", `%${role}%`))))
      .execute(),
    currentAuthorIds.length === 0
      ? []
      : db
          .selectFrom("profiles")
          .select(["id", "full_name"])
          .where("id", "in", currentAuthorIds)
          .execute(),
  ]);
  const options = new Map<string, string>();
  for (const row of rows) {
    if (staffRoleOf(row.role) !== null) options.set(row.id, row.full_name || row.name || row.email);
  }
  for (const row of current) {
    if (!options.has(row.id)) options.set(row.id, row.full_name ?? DEFAULT_AUTHOR_NAME);
  }
  return [...options]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
