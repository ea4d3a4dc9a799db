import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { readOffMainThread } from "~/db/off-thread-reads.server";
import { searchArticles } from "~/content/search.server";
import {
  createTestDatabase,
  describeOnEngine,
  seedDemo,
  type TestDatabase,
} from "../helpers/database";

/** A query that keeps SQLite busy for a while: counting to `n` through a recursive CTE. */
const busyCount = (n: number) =>
  sql<{ n: number }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n})
    SELECT count(*) AS n FROM c`;

/** How often a 5 ms timer fired on the main thread while `work` ran, and how long it took. */
async function mainThreadTicksDuring(work: () => Promise<unknown>) {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  const started = performance.now();
  // Let the timer start before the work is queued.
  await new Promise((resolve) => setTimeout(resolve, 10));
  ticks = 0;
  await work();
  clearInterval(timer);
  return { ticks, ms: performance.now() - started };
}

describeOnEngine(
  "sqlite",
  "slow SQLite reads run off the main thread (issue 9)",
  ({ db: fileDb }) => {
    /** The test's database, a file: its slow reads have a thread. */
    let db: Db;
    /** The same content in memory, which no thread can share: its reads stay on the main thread. */
    let memory: TestDatabase;

    beforeAll(async () => {
      memory = await createTestDatabase("sqlite");
      await seedDemo(memory.db);
    }, 60_000);
    beforeEach(() => {
      db = fileDb();
    });

    afterAll(async () => {
      await memory.cleanup();
    });

    it("a long read on the thread leaves the main thread free; the same read on it does not", async () => {
      const n = 3_000_000;
      const offThread = await mainThreadTicksDuring(async () => {
        expect(await readOffMainThread(db, busyCount(n))).toEqual([{ n }]);
      });
      const onMainThread = await mainThreadTicksDuring(async () => {
        expect((await busyCount(n).execute(db)).rows).toEqual([{ n }]);
      });
      // The synchronous driver holds the main thread for the whole query; the thread does not.
      expect(onMainThread.ticks).toBeLessThanOrEqual(1);
      expect(offThread.ticks).toBeGreaterThanOrEqual(Math.min(10, offThread.ms / 50));
    });

    it("sees every write committed on the main connection, and refuses writes itself", async () => {
      const before = await readOffMainThread(
        db,
        sql<{ n: number }>`SELECT count(*) AS n FROM tags`,
      );
      await sql`INSERT INTO tags (id, name, slug) VALUES ('tag-off-thread', 'Off thread', 'off-thread')`.execute(
        db,
      );
      const after = await readOffMainThread(db, sql<{ n: number }>`SELECT count(*) AS n FROM tags`);
      expect(after[0]!.n).toBe(before[0]!.n + 1);
      await expect(readOffMainThread(db, sql`DELETE FROM tags`)).rejects.toThrow();
      expect(
        (await readOffMainThread(db, sql<{ n: number }>`SELECT count(*) AS n FROM tags`))[0]!.n,
      ).toBe(after[0]!.n);
    });

    it("search through the thread finds what the main thread finds", async () => {
      for (const query of ["security", "kubern", "quantum computing", "rust", "zzyzx"]) {
        expect(await searchArticles(db, query, 10), query).toEqual(
          await searchArticles(memory.db, query, 10),
        );
      }
    });

    it("a bad query fails its caller with SQLite's message; the thread keeps serving", async () => {
      await expect(readOffMainThread(db, sql`SELECT * FROM no_such_table`)).rejects.toThrow(
        /no such table/,
      );
      expect(await readOffMainThread(db, sql<{ one: number }>`SELECT 1 AS one`)).toEqual([
        { one: 1 },
      ]);
    });
  },
  seedDemo,
);
