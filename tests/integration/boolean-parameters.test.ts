import { sql } from "kysely";
import { expect, it } from "vitest";
import { readOffMainThread } from "~/db/off-thread-reads.server";
import { sqliteParameters } from "~/db/sqlite-values.server";
import { describeEachEngine, describeOnEngine, insertTestPost } from "../helpers/database";

// Booleans are written as parameters on both engines: SQLite's driver refuses JS booleans, so
// they reach it as 1/0 (sqlite-values.server.ts), and come back as booleans.
describeEachEngine("booleans as query parameters", ({ db }) => {
  it("are written, compared, listed and updated, and read back as booleans", async () => {
    const published = await insertTestPost(db(), { published: true });
    const draft = await insertTestPost(db(), { published: false });
    const ids = [published, draft];

    const flags = await db()
      .selectFrom("posts")
      .select(["id", "published"])
      .where("id", "in", ids)
      .orderBy("published", "desc")
      .execute();
    expect(flags).toEqual([
      { id: published, published: true },
      { id: draft, published: false },
    ]);

    const onlyPublished = await db()
      .selectFrom("posts")
      .select("id")
      .where("id", "in", ids)
      .where("published", "=", true)
      .execute();
    expect(onlyPublished).toEqual([{ id: published }]);

    const inList = await db()
      .selectFrom("posts")
      .select("id")
      .where("id", "in", ids)
      .where("published", "in", [false])
      .execute();
    expect(inList).toEqual([{ id: draft }]);

    await db().updateTable("posts").set({ noindex: true }).where("id", "=", draft).execute();
    const raw = await sql<{ id: string }>`SELECT id FROM posts WHERE noindex = ${true}`.execute(
      db(),
    );
    expect(raw.rows).toEqual([{ id: draft }]);
  });
});

describeOnEngine("sqlite", "booleans as parameters of a read off the main thread", ({ db }) => {
  it("reach the read thread's statement as 1/0", async () => {
    await insertTestPost(db(), { published: true });
    const count = (published: boolean) =>
      sql<{ n: number }>`SELECT count(*) AS n FROM posts WHERE published = ${published}`;
    const onMain = await Promise.all([count(true).execute(db()), count(false).execute(db())]);
    const offMain = await Promise.all([
      readOffMainThread(db(), count(true)),
      readOffMainThread(db(), count(false)),
    ]);
    expect(offMain).toEqual(onMain.map((result) => result.rows));
    expect(offMain[0]![0]!.n).toBeGreaterThan(0);
  });
});

it("parameters without a boolean are handed on as they are", () => {
  const parameters = ["a", 1, null];
  expect(sqliteParameters(parameters)).toBe(parameters);
  expect(sqliteParameters([true, "x", false])).toEqual([1, "x", 0]);
});
