import type { Db } from "~/db/connection.server";
import { toBool, toCount, toIso } from "~/db/values.server";
import { createPost } from "~/content/posts-write.server";
import type { PostFormInput } from "~/lib/schemas";

export type PostStatusFilter = "all" | "published" | "draft";

export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  category: { id: string; name: string } | null;
  author: string | null;
}

export interface AdminPostQuery {
  status: PostStatusFilter;
  categoryId: string | null;
  search: string;
  page: number;
  pageSize: number;
}

/** The admin's post list: every post (drafts too), newest first, filtered and paged. */
export async function listAdminPosts(
  db: Db,
  query: AdminPostQuery,
): Promise<{ items: AdminPostRow[]; total: number }> {
  let base = db
    .selectFrom("posts")
    .leftJoin("categories", "categories.id", "posts.category_id")
    .leftJoin("profiles", "profiles.id", "posts.author_id");
  if (query.status !== "all")
    base = base.where("posts.published", "=", query.status === "published");
  if (query.categoryId) base = base.where("posts.category_id", "=", query.categoryId);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase()}%`;
    base = base.where((eb) => eb(eb.fn("lower", ["posts.title"]), "like", eb.val(pattern)));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        "posts.id",
        "posts.title",
        "posts.slug",
        "posts.published",
        "posts.created_at",
        "posts.updated_at",
        "categories.id as category_id",
        "categories.name as category_name",
        "profiles.full_name as author_name",
      ])
      .orderBy("posts.created_at", "desc")
      .orderBy("posts.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: toCount(count.total as number),
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      published: toBool(row.published),
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
      category:
        row.category_id && row.category_name
          ? { id: row.category_id, name: row.category_name }
          : null,
      author: row.author_name ?? null,
    })),
  };
}

export class DuplicateSlugError extends Error {
  override name = "DuplicateSlugError";
  constructor(readonly slug: string) {
    super(`Another post already uses the slug "${slug}".`);
  }
}

export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Creates a post written in the admin; the HTML is sanitized by `createPost`. */
export async function createAdminPost(
  db: Db,
  input: PostFormInput,
  authorId: string,
): Promise<string> {
  if (await slugTaken(db, input.slug)) throw new DuplicateSlugError(input.slug);
  const categoryId = input.categoryId || null;
  if (categoryId) {
    const exists = await db
      .selectFrom("categories")
      .select("id")
      .where("id", "=", categoryId)
      .executeTakeFirst();
    if (!exists) throw new Error("That category no longer exists.");
  }
  try {
    return await createPost(db, {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      featuredImage: input.featuredImage || null,
      published: input.published,
      categoryId,
      authorId,
    });
  } catch (error) {
    // Two editors saving the same slug at once: the unique index decides.
    if (await slugTaken(db, input.slug)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}
