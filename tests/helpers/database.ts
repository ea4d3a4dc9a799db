import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe } from "vitest";
import { openDatabase, type DatabaseOptions, type Db, type Engine } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/seed/seed.server";
import {
  createPostgresTemplate,
  createSqliteTemplate,
  type DatabaseTemplate,
  type PostgresSchema,
} from "./database-templates";

/** PostgreSQL runs only when this is set; then it must work (no silent skip). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * The engines this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_ENGINES=postgres leaves SQLite out, for CI's PostgreSQL pass after a SQLite pass of the
 * same suite (the SQLite-vs-PostgreSQL comparison still opens both).
 */
export const ENGINES: Engine[] = !TEST_DATABASE_URL
  ? ["sqlite"]
  : process.env.TEST_ENGINES === "postgres"
    ? ["postgres"]
    : ["sqlite", "postgres"];

/** A fixed clock, so seeded dates are identical on both engines and across runs. */
export const SEED_NOW = new Date("2026-03-15T12:00:00.000Z");

export interface TestDatabase {
  engine: Engine;
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  cleanup: () => Promise<void>;
}

/** A fresh, empty database: SQLite in memory, or a PostgreSQL schema of its own. */
export async function createTestDatabase(
  engine: Engine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const handle = engine === "postgres" ? await createPostgres() : createSqlite();
  if (options.migrate ?? true) await migrateToLatest(handle.db);
  return handle;
}

function createSqlite(): TestDatabase {
  const db = openDatabase({ sqlitePath: ":memory:" });
  return { engine: "sqlite", db, cleanup: () => db.destroy() };
}

async function createPostgres(): Promise<TestDatabase> {
  const { db, drop } = await openPostgresSchema();
  return { engine: "postgres", db, cleanup: drop };
}

/** A new schema of its own on TEST_DATABASE_URL, a connection to it, and an admin connection. */
async function openPostgresSchema(): Promise<PostgresSchema> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL is not usable (${String(error)}); ` +
        "unset it to run the SQLite pass only",
      { cause: error },
    );
  }
  const options = { databaseUrl: TEST_DATABASE_URL, sqlitePath: "", pgSchema: schema };
  const db = openDatabase({ ...options, poolSize: 4 });
  return {
    db,
    schema,
    options,
    query: async <Row>(text: string, values?: unknown[]) =>
      (await admin.query(text, values)) as unknown as { rows: Row[] },
    drop: async (extraSchemas = []) => {
      try {
        await db.destroy();
        for (const name of [schema, ...extraSchemas]) {
          await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
        }
      } finally {
        await admin.end();
      }
    },
  };
}

/** A verified account row, for tests that need a user id (an uploader, an editor…). */
export async function insertTestUser(
  db: Db,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({ ...user, email_verified: true, created_at: now, updated_at: now })
    .execute();
}

/**
 * A one-paragraph post row (titled `title`, by default "Post" and a few letters of its id), for
 * tests that need a post to act on: a draft unless `published`
 * (then published at `publishedAt`, by default now), by `authorId` or nobody, in no category.
 * Returns its id.
 */
export async function insertTestPost(
  db: Db,
  post: {
    title?: string;
    published?: boolean;
    publishedAt?: string;
    authorId?: string | null;
  } = {},
): Promise<string> {
  const id = randomUUID();
  const published = post.published ?? false;
  await db
    .insertInto("posts")
    .values({
      id,
      title: post.title ?? `Post ${id.slice(0, 8)}`,
      slug: `post-${id}`,
      excerpt: "",
      content: "<p>Text</p>",
      content_text: "Text",
      word_count: 1,
      published,
      published_at: published ? (post.publishedAt ?? new Date().toISOString()) : null,
      author_id: post.authorId ?? null,
      category_id: null,
    })
    .execute();
  return id;
}

/** Seeds the demo content without images, at the fixed clock. */
export function seedDemo(db: Db) {
  return seedDemoContent(db, { dataDir: "/nonexistent", now: SEED_NOW, images: false });
}

export interface EngineContext<Fixture = unknown> {
  engine: Engine;
  /** This test's database, a fresh copy of the block's template; valid inside tests and hooks. */
  db: () => Db;
  /**
   * The options that open another connection to this test's database (a second worker, a child
   * process): its SQLite file, or PostgreSQL's URL and schema.
   */
  openOptions: () => DatabaseOptions;
  /** What `setup` returned when it built the template (ids, cookies…); valid in tests and hooks. */
  fixture: () => Fixture;
}

/** Builds a block's template once, after migration: seeds it, adds accounts… */
export type TemplateSetup<Fixture> = (db: Db, engine: Engine) => Promise<Fixture>;

export interface TemplateOptions {
  /**
   * The named exception to a copy per test: the block's tests only read, so they share one copy
   * of the template. For a fixture too heavy to copy before every test (the 2,500-post archive
   * of archive-search: refilling it on PostgreSQL costs seconds a test); a test that writes
   * does not belong in such a block.
   */
  readOnly?: boolean;
}

/**
 * One describe block per engine of the run. The block migrates a template once and runs `setup`
 * on it (e.g. to seed); every test then gets a fresh copy of that template, so no test sees what
 * another one wrote and their order never matters. State a test needs beyond the template belongs
 * in its own body or a `beforeEach` (which runs after the copy is made).
 */
export function describeEachEngine<Fixture = unknown>(
  name: string,
  fn: (context: EngineContext<NoInfer<Fixture>>) => void,
  setup?: TemplateSetup<Fixture>,
  options: TemplateOptions = {},
): void {
  for (const engine of ENGINES) describeOnEngine(engine, name, fn, setup, options);
}

/**
 * The same for one named engine only, for a file that tests that engine's own machinery
 * (SQLite's transactions across processes, its off-thread reads). An engine the run leaves out
 * (no TEST_DATABASE_URL, or CI's PostgreSQL-only pass) shows as skipped.
 */
export function describeOnEngine<Fixture = unknown>(
  engine: Engine,
  name: string,
  fn: (context: EngineContext<NoInfer<Fixture>>) => void,
  setup?: TemplateSetup<Fixture>,
  { readOnly = false }: TemplateOptions = {},
): void {
  const describeIt = ENGINES.includes(engine) ? describe : describe.skip;
  describeIt(`${name} [${engine}]`, () => {
    let template: DatabaseTemplate | undefined;
    let fixture: { value: Fixture } | undefined;
    let current: { db: Db; options: DatabaseOptions } | undefined;
    const setUp = async (db: Db) => {
      fixture = { value: (setup ? await setup(db, engine) : undefined) as Fixture };
    };
    beforeAll(async () => {
      template =
        engine === "postgres"
          ? await createPostgresTemplate(await openPostgresSchema(), setUp)
          : await createSqliteTemplate(setUp);
    });
    afterAll(async () => {
      current = undefined;
      await template?.cleanup();
    });
    beforeEach(async () => {
      if (!template) throw new Error(`no ${engine} template database (did beforeAll fail?)`);
      if (!current || !readOnly) current = await template.freshCopy();
    });
    afterEach(async () => {
      if (readOnly) return;
      current = undefined;
      await template?.releaseCopy();
    });
    fn({
      engine,
      db: () => {
        if (!current) throw new Error(`no ${engine} test database (use db() in tests and hooks)`);
        return current.db;
      },
      openOptions: () => {
        if (!current) throw new Error(`no ${engine} test database (use it in tests and hooks)`);
        return current.options;
      },
      fixture: () => {
        if (!fixture) throw new Error(`no ${engine} template fixture (did beforeAll fail?)`);
        return fixture.value;
      },
    });
  });
}
