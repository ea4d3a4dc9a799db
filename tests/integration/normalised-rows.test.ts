import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { betterAuthDb, openDatabase, type Db } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { readOffMainThread } from "~/db/off-thread-reads.server";
import type { NewPost } from "~/db/schema";
import { BOOLEAN_COLUMNS, TIMESTAMP_COLUMNS } from "~/db/typed-columns";
import {
  ENGINES,
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../helpers/database";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const POST: NewPost = {
  id: "00000000-0000-4000-8000-000000000001",
  title: "Rows read back",
  slug: "rows-read-back",
  excerpt: "",
  content: "<p>Body</p>",
  content_text: "Body",
  word_count: 2,
  published: true,
  published_at: "2026-01-02T03:04:05.000Z",
  noindex: false,
};

/** The post as every read must return it, whichever engine stored it. */
const EXPECTED = {
  id: POST.id,
  slug: POST.slug,
  word_count: 2,
  published: true,
  noindex: false,
  schedule_email: false,
  published_at: "2026-01-02T03:04:05.000Z",
  scheduled_at: null,
};

async function insertPost(db: Db) {
  await db.insertInto("posts").values(POST).execute();
}

const readPost = (db: Db) =>
  db
    .selectFrom("posts as p")
    .select([
      "p.id",
      "p.slug",
      "p.word_count",
      "p.published",
      "p.noindex",
      "p.schedule_email",
      "p.published_at",
      "p.scheduled_at",
    ])
    .where("p.id", "=", POST.id)
    .executeTakeFirstOrThrow();

describeEachEngine(
  "rows read back are the same JavaScript values on both engines",
  ({ db, engine }) => {
    it("a post: booleans, numbers, ISO-8601 timestamps (not 1/0, not Dates)", async () => {
      expect(await readPost(db())).toStrictEqual(EXPECTED);
      const { created_at, updated_at } = await db()
        .selectFrom("posts")
        .selectAll()
        .where("id", "=", POST.id)
        .executeTakeFirstOrThrow();
      // Filled in by the column default (migration-helpers' `now`), in the same shape.
      expect(created_at).toMatch(ISO);
      expect(updated_at).toMatch(ISO);
    });

    it("counts and bigints are numbers, aggregates and RETURNING included", async () => {
      const { n } = await db()
        .selectFrom("posts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(n).toBe(1);
      const { version } = await db()
        .selectFrom("content_version")
        .select("version")
        .executeTakeFirstOrThrow();
      expect(typeof version).toBe("number");
      const returned = await db()
        .updateTable("posts")
        .set({ noindex: true })
        .where("id", "=", POST.id)
        .returning(["noindex", "published_at"])
        .executeTakeFirstOrThrow();
      expect(returned).toStrictEqual({ noindex: true, published_at: POST.published_at });
      await db().updateTable("posts").set({ noindex: false }).where("id", "=", POST.id).execute();
    });

    it("raw SQL through a join and an alias, and a timestamp written in another shape", async () => {
      await sql`UPDATE posts SET scheduled_at = ${"2026-01-02T05:04:05+02:00"} WHERE id = ${POST.id}`.execute(
        db(),
      );
      const { rows } = await sql<{ live: boolean; due: string; n: number }>`
      SELECT p.published AS live, p.scheduled_at AS due, (SELECT count(*) FROM posts) AS n
      FROM posts p WHERE p.id = ${POST.id}`.execute(db());
      expect(rows).toStrictEqual([{ live: true, due: "2026-01-02T03:04:05.000Z", n: 1 }]);
      await db()
        .updateTable("posts")
        .set({ scheduled_at: null })
        .where("id", "=", POST.id)
        .execute();
    });

    it("Better Auth's view keeps what its adapter expects: Dates on PostgreSQL", async () => {
      const { created_at } = await betterAuthDb(db())
        .selectFrom("posts")
        .select("created_at")
        .where("id", "=", POST.id)
        .executeTakeFirstOrThrow();
      // Its Kysely adapter compares PostgreSQL timestamps with Dates and parses SQLite's text.
      if (engine === "postgres") expect(created_at).toBeInstanceOf(Date);
      else expect(created_at).toMatch(ISO);
    });
  },
  (db) => insertPost(db),
);

describe("the SQLite read thread returns the rows the connection does", () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "techpulse-rows-"));
    db = openDatabase({ sqlitePath: path.join(dir, "site.db") });
    await migrateToLatest(db);
    await insertPost(db);
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("normalises a post read off the main thread", async () => {
    const rows = await readOffMainThread(
      db,
      sql`SELECT p.id, p.slug, p.word_count, p.published, p.noindex, p.schedule_email,
                 p.published_at, p.scheduled_at
          FROM posts p WHERE p.id = ${POST.id}`,
    );
    expect(rows).toStrictEqual([EXPECTED]);
  });
});

describe.runIf(ENGINES.includes("postgres"))("typed-columns.ts", () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
  });
  afterAll(() => handle.cleanup());

  /** PostgreSQL's own column types: the list SQLite's normalisation relies on must match them. */
  async function columnsOfType(dataType: string) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type = ${dataType}
      ORDER BY table_name, column_name`.execute(handle.db);
    return rows.map((row) => `${row.table_name}.${row.column_name}`);
  }
  const listed = (columns: Record<string, readonly string[]>) =>
    Object.entries(columns)
      .flatMap(([table, names]) => names.map((name) => `${table}.${name}`))
      .sort();

  it("lists every boolean and every timestamp column of the schema", async () => {
    expect(listed(BOOLEAN_COLUMNS)).toEqual((await columnsOfType("boolean")).sort());
    expect(listed(TIMESTAMP_COLUMNS)).toEqual(
      (await columnsOfType("timestamp with time zone")).sort(),
    );
  });
});
