import { expect, it } from "vitest";
import {
  CategoryError,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
} from "~/taxonomy/categories.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const input = {
  name: "Space",
  slug: "space",
  description: "Rockets and orbits.",
  icon: "rocket",
  color: "indigo",
} as const;

describeEachEngine(
  "admin categories",
  ({ db }) => {
    it("creates at the end, renames, edits slug/description/icon/colour", async () => {
      const id = await createCategory(testWriter(db()), input);
      let all = await listAdminCategories(db());
      expect(all.at(-1)).toMatchObject({ id, name: "Space", postCount: 0 });
      await expect(createCategory(testWriter(db()), input)).rejects.toBeInstanceOf(CategoryError);
      expect(
        await updateCategory(testWriter(db()), id, {
          ...input,
          name: "Space & Science",
          slug: "space-science",
          color: "teal",
        }),
      ).toBe(true);
      all = await listAdminCategories(db());
      expect(all.at(-1)).toMatchObject({
        name: "Space & Science",
        slug: "space-science",
        color: "teal",
      });
      expect((await listCategories(db())).map((c) => c.slug)).toContain("space-science");
      await expect(
        updateCategory(testWriter(db()), id, { ...input, slug: all[0]!.slug }),
      ).rejects.toThrow(/already uses/);
    });

    it("reorders with neighbours", async () => {
      const before = (await listAdminCategories(db())).map((c) => c.id);
      expect(await moveCategory(testWriter(db()), before[1]!, "up")).toBe(true);
      const after = (await listAdminCategories(db())).map((c) => c.id);
      expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
      expect(await moveCategory(testWriter(db()), after[0]!, "up")).toBe(false);
      expect((await listCategories(db())).map((c) => c.id).slice(0, 2)).toEqual([
        before[1],
        before[0],
      ]);
    });

    it("refuses to delete a category with posts until told where they go", async () => {
      const [source, target] = await listAdminCategories(db());
      expect(source!.postCount).toBeGreaterThan(0);
      await expect(deleteCategory(testWriter(db()), source!.id)).rejects.toThrow(
        /still has \d+ posts?/,
      );
      expect((await listAdminCategories(db())).find((c) => c.id === source!.id)).toBeTruthy();
      expect(await deleteCategory(testWriter(db()), source!.id, target!.id)).toBe(true);
      const moved = (await listAdminCategories(db())).find((c) => c.id === target!.id)!;
      expect(moved.postCount).toBe(source!.postCount + target!.postCount);

      const empty = await createCategory(testWriter(db()), { ...input, slug: "empty-one" });
      expect(await deleteCategory(testWriter(db()), empty)).toBe(true);
      expect(await deleteCategory(testWriter(db()), empty)).toBe(false);

      const third = (await listAdminCategories(db())).find((c) => c.postCount > 0)!;
      expect(await deleteCategory(testWriter(db()), third.id, "")).toBe(true);
      const uncategorized = await db()
        .selectFrom("posts")
        .select("id")
        .where("category_id", "is", null)
        .execute();
      expect(uncategorized.length).toBe(third.postCount);
    });
  },
  seedDemo,
);
