import type { Writer } from "~/platform/domain-events.server";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~/db/connection.server";
import { newId } from "~/platform/ids.server";
import type { CategoryFormInput } from "~/lib/schemas";

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
  position: number;
  postCount: number;
}

/** A change the editor can fix, with the field it belongs to. */
export class CategoryError extends DomainError {
  override name = "CategoryError";
  constructor(message: string, field?: keyof CategoryFormInput | "moveTo") {
    super("category-refused", message, 409, { field });
  }
}

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  // Post totals come from post_counts (kept by triggers, migration 007), not from the posts.
  const rows = await db
    .selectFrom("categories")
    .leftJoin("post_counts", (join) =>
      join.onRef("post_counts.key", "=", "categories.id").on("post_counts.scope", "=", "category"),
    )
    .select([
      "categories.id",
      "categories.name",
      "categories.slug",
      "categories.description",
      "categories.icon",
      "categories.color",
      "categories.position",
      "post_counts.total as post_count",
    ])
    .orderBy("categories.position")
    .orderBy("categories.name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    color: row.color,
    position: row.position,
    postCount: row.post_count ?? 0,
  }));
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  let query = db.selectFrom("categories").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  if (await query.executeTakeFirst()) {
    throw new CategoryError(`Another category already uses the slug "${slug}".`, "slug");
  }
}

/** After the last category; the first one is at 0, as the seed numbers them. */
function nextPosition(last: number | null | undefined): number {
  return last === null || last === undefined ? 0 : last + 1;
}

/** Adds a category at the end of the menu; `id` is given only when restoring an export. */
export async function createCategory(
  writer: Writer,
  input: CategoryFormInput,
  id: string = newId(),
): Promise<string> {
  return writer.events.write(writer.db, async ({ db, emit }) => {
    await assertSlugFree(db, input.slug);
    const last = await db
      .selectFrom("categories")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    await db
      .insertInto("categories")
      .values({ id, ...input, position: nextPosition(last?.position) })
      .execute();
    await emit("category.created", { categoryId: id });
    return id;
  });
}

export async function updateCategory(
  writer: Writer,
  id: string,
  input: CategoryFormInput,
): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db, emit }) => {
    await assertSlugFree(db, input.slug, id);
    const result = await db
      .updateTable("categories")
      .set(input)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await emit("category.updated", { categoryId: id });
    return true;
  });
}

/** Swaps a category with its neighbour in the menu order. */
export async function moveCategory(
  writer: Writer,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db: trx, emit }) => {
    const ordered = await trx
      .selectFrom("categories")
      .select(["id", "position"])
      .orderBy("position")
      .orderBy("name")
      .execute();
    const index = ordered.findIndex((row) => row.id === id);
    const other = direction === "up" ? index - 1 : index + 1;
    const neighbour = ordered[other];
    if (index < 0 || !neighbour) return false;
    // Renumber everything so equal positions cannot make a swap a no-op. (The neighbour's
    // index is computed first: looked up during the swap, it would find the moved id.)
    const ids = ordered.map((row) => row.id);
    [ids[index], ids[other]] = [neighbour.id, id];
    for (const [position, categoryId] of ids.entries()) {
      await trx.updateTable("categories").set({ position }).where("id", "=", categoryId).execute();
    }
    await emit("category.moved", { categoryId: id });
    return true;
  });
}

/**
 * Deletes a category. When it still has posts, `moveTo` must say where they go: another
 * category's id, or "" for Uncategorized; otherwise nothing changes and the editor is asked.
 */
export async function deleteCategory(
  writer: Writer,
  id: string,
  moveTo?: string | null,
): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db: trx, emit }) => {
    const category = await trx
      .selectFrom("categories")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!category) return false;
    const posts = await trx
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    const count = posts.total;
    if (count > 0) {
      if (moveTo === undefined || moveTo === null) {
        throw new CategoryError(
          `This category still has ${count} post${count === 1 ? "" : "s"}. Choose where to move ${count === 1 ? "it" : "them"} before deleting it.`,
          "moveTo",
        );
      }
      if (moveTo === id)
        throw new CategoryError("Choose a different category for its posts.", "moveTo");
      if (moveTo) {
        const target = await trx
          .selectFrom("categories")
          .select("id")
          .where("id", "=", moveTo)
          .executeTakeFirst();
        if (!target) throw new CategoryError("That category no longer exists.", "moveTo");
      }
      await trx
        .updateTable("posts")
        .set({ category_id: moveTo || null, updated_at: new Date().toISOString() })
        .where("category_id", "=", id)
        .execute();
    }
    await emit("category.deleted", {
      categoryId: id,
      postsMoved: count,
      postsMovedTo: count > 0 ? moveTo || null : null,
    });
    await trx.deleteFrom("categories").where("id", "=", id).execute();
    return true;
  });
}
