import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import * as rootRoute from "~/root";
import * as articleRoute from "~/routes/article";
import * as categoryRoute from "~/routes/category";
import * as homeRoute from "~/routes/home";
import * as rssRoute from "~/routes/feed";
import * as sitemapRoute from "~/routes/sitemap";
import {
  BackupError,
  createBackup,
  restoreBackup,
  type DatabaseLocation,
  type MediaLocation,
} from "~/db/backup.server";
import { openDatabase, type Db, type Engine } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createTestAuth, TEST_ORIGIN } from "../helpers/auth";
import { ENGINES, insertTestPost, seedDemo, TEST_DATABASE_URL } from "../helpers/database";
import { createTestServices } from "../helpers/services";

process.env.SITE_URL = TEST_ORIGIN;

/**
 * Issue 11, operations: a backup made while the site writes restores into an empty database
 * that renders the same public pages. The writes that continue during the backup go to a table
 * no public page shows (contact messages), two rows per transaction, so the restored copy also
 * proves the snapshot is consistent: each pair whole, and the pairs an unbroken prefix.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "techpulse-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Site {
  database: DatabaseLocation;
  media: MediaLocation & { kind: "local" };
  db: Db;
  close: () => Promise<void>;
}

/** A database of its own (a SQLite file, or a PostgreSQL database with a random name). */
async function createSite(engine: Engine, name: string): Promise<Site> {
  const dir = path.join(scratch, `${engine}-${name}`);
  mkdirSync(dir, { recursive: true });
  const media = { kind: "local" as const, dir: path.join(dir, "media") };
  if (engine === "sqlite") {
    const database = { sqlitePath: path.join(dir, "techpulse.sqlite") };
    const db = openDatabase(database);
    return { database, media, db, close: () => db.destroy() };
  }
  const admin = TEST_DATABASE_URL!;
  const databaseName = `techpulse_backup_${randomBytes(5).toString("hex")}`;
  await adminQuery(admin, `CREATE DATABASE ${databaseName}`);
  const url = new URL(admin);
  url.pathname = `/${databaseName}`;
  const database = { databaseUrl: url.href, sqlitePath: "" };
  const db = openDatabase({ ...database, poolSize: 4 });
  return {
    database,
    media,
    db,
    close: async () => {
      await db.destroy();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}

/** CREATE/DROP DATABASE on the test server, through a connection of its own. */
async function adminQuery(connectionString: string, text: string): Promise<void> {
  const admin = openDatabase({ databaseUrl: connectionString, sqlitePath: "", poolSize: 1 });
  try {
    await sql.raw(text).execute(admin);
  } finally {
    await admin.destroy();
  }
}

/** Contact messages written two per transaction until stopped; `committed()` pairs so far. */
interface Writer {
  committed: () => number;
  stop: () => Promise<void>;
}

/**
 * SQLite: another thread with its own connection (as another worker process of the site would
 * be), since the backup's copy step runs synchronously on this thread. PostgreSQL: this
 * process's pool, while pg_dump (another process) reads.
 */
function keepWriting(engine: Engine, site: Site): Writer {
  if (engine === "sqlite") {
    const shared = new Int32Array(new SharedArrayBuffer(8)); // [stop, committed]
    const worker = new Worker(
      `
      const { workerData } = require("node:worker_threads");
      const Database = require("better-sqlite3");
      const db = new Database(workerData.file);
      db.pragma("busy_timeout = 5000");
      const insert = db.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?, 'W', 'w@example.com', ?, 'm', ?)",
      );
      const pair = db.transaction((n) => {
        const at = new Date().toISOString();
        insert.run("pair-" + n + "-a", "pair " + n, at);
        insert.run("pair-" + n + "-b", "pair " + n, at);
      });
      const shared = workerData.shared;
      for (let n = 1; Atomics.load(shared, 0) === 0; n++) {
        pair(n);
        Atomics.store(shared, 1, n);
      }
      db.close();
      `,
      { eval: true, workerData: { file: site.database.sqlitePath, shared } },
    );
    const exited = new Promise<void>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", () => resolve());
    });
    return {
      committed: () => Atomics.load(shared, 1),
      stop: async () => {
        Atomics.store(shared, 0, 1);
        await exited;
      },
    };
  }
  let committed = 0;
  let stopped = false;
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      await site.db.transaction().execute(async (tx) => {
        const at = new Date().toISOString();
        await tx
          .insertInto("contact_messages")
          .values(
            ["a", "b"].map((half) => ({
              id: `pair-${n}-${half}`,
              name: "W",
              email: "w@example.com",
              subject: `pair ${n}`,
              message: "m",
              created_at: at,
            })),
          )
          .execute();
      });
      committed = n;
    }
  })();
  return {
    committed: () => committed,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * What the public pages are made of: the root loader (header, footer, settings) with the home,
 * an article and a category page's loaders, and the RSS feed and sitemap as served. A page is
 * rendered from exactly these, so equal data means equal pages (the per-request CSP nonce is
 * not part of it).
 */
async function publicPages(db: Db, articleSlug: string): Promise<Record<string, unknown>> {
  const auth = createTestAuth(db);
  const { context, cleanup } = createTestServices(db, auth);
  const call = async (
    route: { loader: (args: never) => unknown },
    pathname: string,
    params: Record<string, string> = {},
  ) => {
    const request = new Request(`${TEST_ORIGIN}${pathname}`);
    const outcome = await route.loader({ request, params, context } as never);
    if (outcome instanceof Response) {
      return {
        status: outcome.status,
        type: outcome.headers.get("content-type"),
        body: await outcome.text(),
      };
    }
    return JSON.parse(JSON.stringify(outcome)) as unknown;
  };
  try {
    return {
      root: await call(rootRoute, "/"),
      home: await call(homeRoute, "/"),
      article: await call(articleRoute, `/article/${articleSlug}`, { articleSlug }),
      category: await call(categoryRoute, "/category/ai", { categorySlug: "ai" }),
      rss: await call(rssRoute, "/rss"),
      sitemap: await call(sitemapRoute, "/sitemap.xml"),
    };
  } finally {
    await cleanup();
    auth.cleanup();
  }
}

/** The pairs the database holds: each whole, numbered 1..n without a gap. Returns n. */
async function consistentPairs(db: Db): Promise<number> {
  const rows = await db
    .selectFrom("contact_messages")
    .select("id")
    .where("id", "like", "pair-%")
    .execute();
  const halves = new Map<number, number>();
  for (const { id } of rows) {
    const n = Number(id.split("-")[1]);
    halves.set(n, (halves.get(n) ?? 0) + 1);
  }
  const numbers = [...halves.keys()].sort((a, b) => a - b);
  expect(
    [...halves.values()].every((count) => count === 2),
    "every pair whole",
  ).toBe(true);
  expect(numbers, "pairs 1..n without a gap").toEqual(numbers.map((_, i) => i + 1));
  return numbers.length;
}

for (const engine of ["sqlite", "postgres"] as const) {
  const describeIt = ENGINES.includes(engine) ? describe : describe.skip;
  describeIt(`backup and restore [${engine}]`, () => {
    it("restores a backup taken during writes into an empty database with the same public pages", async () => {
      const source = await createSite(engine, "source");
      const target = await createSite(engine, "target");
      try {
        await migrateToLatest(source.db);
        await seedDemo(source.db);
        // Writes after the seed: a new article, a renamed category, an uploaded file.
        const postId = await insertTestPost(source.db, {
          title: "Written before the backup",
          published: true,
        });
        await source.db
          .updateTable("categories")
          .set({ name: "Artificial Intelligence" })
          .where("slug", "=", "ai")
          .execute();
        mkdirSync(path.join(source.media.dir, "2026"), { recursive: true });
        writeFileSync(path.join(source.media.dir, "2026", "upload.webp"), "image bytes");

        const writer = keepWriting(engine, source);
        let atBackup: number;
        let manifest;
        try {
          await until(() => writer.committed() >= 20, "writes before the backup");
          atBackup = writer.committed();
          manifest = await createBackup({
            database: source.database,
            media: source.media,
            outDir: path.join(scratch, `${engine}-backup`),
            appVersion: "test",
          });
          const afterBackup = writer.committed();
          await until(() => writer.committed() > afterBackup, "writes after the backup");
        } finally {
          await writer.stop();
        }
        expect(manifest).toMatchObject({
          engine,
          appVersion: "test",
          media: { included: true, files: 1 },
        });
        expect(manifest.migrations.latest).toMatch(/^\d{3}_/);

        const report = await restoreBackup({
          backupDir: path.join(scratch, `${engine}-backup`),
          database: target.database,
          media: target.media,
          force: false,
        });
        expect(report.migrated).toEqual([]);
        expect(readFileSync(path.join(target.media.dir, "2026", "upload.webp"), "utf8")).toBe(
          "image bytes",
        );

        // The snapshot is consistent, and it was taken while the writer ran.
        const restoredPairs = await consistentPairs(target.db);
        expect(restoredPairs).toBeGreaterThanOrEqual(atBackup);
        expect(restoredPairs).toBeLessThan(await consistentPairs(source.db));

        const slug = `post-${postId}`;
        const restored = await publicPages(target.db, slug);
        expect(JSON.stringify(restored)).toContain("Written before the backup");
        expect(JSON.stringify(restored)).toContain("Artificial Intelligence");
        expect(restored).toEqual(await publicPages(source.db, slug));

        // Into a database that is no longer empty: refused without --force.
        await expect(
          restoreBackup({
            backupDir: path.join(scratch, `${engine}-backup`),
            database: target.database,
            media: target.media,
            force: false,
          }),
        ).rejects.toThrow(/not empty.*--force/);
        // With --force its content is replaced by the backup's.
        await target.db.deleteFrom("post_tags").execute();
        await restoreBackup({
          backupDir: path.join(scratch, `${engine}-backup`),
          database: target.database,
          media: target.media,
          force: true,
        });
        expect(await publicPages(target.db, slug)).toEqual(restored);
      } finally {
        await source.close();
        await target.close();
      }
    }, 120_000);
  });
}

describe("restore refuses", () => {
  it("a directory without a manifest, and a backup of the other engine", async () => {
    const dir = path.join(scratch, "not-a-backup");
    mkdirSync(dir, { recursive: true });
    const target: DatabaseLocation = { sqlitePath: path.join(scratch, "refused.sqlite") };
    const media: MediaLocation = { kind: "local", dir: path.join(scratch, "refused-media") };
    const restore = () => restoreBackup({ backupDir: dir, database: target, media, force: true });
    await expect(restore()).rejects.toThrow(/manifest\.json is missing/);

    writeFileSync(
      path.join(dir, "manifest.json"),
      JSON.stringify({
        format: "techpulse-backup",
        formatVersion: 1,
        engine: "postgres",
        createdAt: new Date().toISOString(),
        appVersion: "test",
        migrations: { latest: null, applied: [] },
        database: "database.pgdump",
        media: { included: false, reason: "test" },
      }),
    );
    await expect(restore()).rejects.toThrow(BackupError);
    await expect(restore()).rejects.toThrow(/PostgreSQL database: set DATABASE_URL/);
    expect(existsSync(target.sqlitePath)).toBe(false);
  });
});
