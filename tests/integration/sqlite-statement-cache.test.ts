import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withStatementCache } from "~/db/sqlite-statement-cache.server";

describe("SQLite statement cache", () => {
  let raw: SQLite.Database;
  let db: Kysely<{ items: { n: number } }>;

  afterEach(async () => {
    await db.destroy();
  });

  function open() {
    raw = new SQLite(":memory:");
    const prepare = vi.spyOn(raw, "prepare");
    db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
    return prepare;
  }

  it("prepares a query's SQL once and reuses it with new parameters", async () => {
    const prepare = open();
    await sql`create table items (n integer not null)`.execute(db);
    for (let n = 1; n <= 5; n++) await db.insertInto("items").values({ n }).execute();
    const over = (min: number) =>
      db.selectFrom("items").select("n").where("n", ">", min).orderBy("n").execute();
    expect((await over(3)).map((row) => row.n)).toEqual([4, 5]);
    expect((await over(1)).map((row) => row.n)).toEqual([2, 3, 4, 5]);
    // create, insert, select: three statements, whatever the number of executions.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it("runs other queries while a streamed query is read, and after one stopped early", async () => {
    open();
    await sql`create table items (n integer not null)`.execute(db);
    await db
      .insertInto("items")
      .values([1, 2, 3, 4].map((n) => ({ n })))
      .execute();
    const streamed: number[] = [];
    for await (const row of db.selectFrom("items").select("n").orderBy("n").stream()) {
      streamed.push(row.n);
      if (row.n === 2) break;
    }
    expect(streamed).toEqual([1, 2]);
    // The same statement again, from the start.
    const again = await db.selectFrom("items").select("n").orderBy("n").execute();
    expect(again.map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it("keeps a bounded number of statements, dropping the least recently used", async () => {
    const prepare = open();
    await sql`create table items (n integer not null)`.execute(db);
    // 600 distinct statements, then the first and the last again: the first was evicted.
    for (let i = 0; i < 600; i++) await sql`select ${sql.lit(i)} as n`.execute(db);
    prepare.mockClear();
    await sql`select ${sql.lit(599)} as n`.execute(db);
    expect(prepare).not.toHaveBeenCalled();
    await sql`select ${sql.lit(0)} as n`.execute(db);
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
