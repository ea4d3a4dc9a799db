import type { Insertable } from "kysely";
import type { PostsTable } from "../app/db/schema";

/** Types of the archive generator (bench/archive-data.js), for the tests that reuse it. */

/** One generated post: a row the posts table takes as it is, and the ids of its tags. */
export type GeneratedPost = Required<
  Pick<
    Insertable<PostsTable>,
    | "id"
    | "title"
    | "slug"
    | "excerpt"
    | "content"
    | "content_text"
    | "word_count"
    | "featured_image"
    | "published"
    | "published_at"
    | "created_at"
    | "updated_at"
  >
> & { category_id: string; author_id: string; tags: string[] };

export function archivePosts(options: {
  count: number;
  categoryIds: string[];
  authorIds: string[];
  tagIds: string[];
  trendingTagIds: string[];
  seed?: number;
}): Generator<GeneratedPost>;

export function fillSqlite(file: string, count: number, onProgress?: (done: number) => void): void;
export function fillPostgres(
  url: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void>;
