import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Db } from "~/db/connection.server";
import { SQLITE_WRITE_LOCK_WAIT_MS } from "~/db/sqlite-immediate-dialect.server";
import { describeOnEngine } from "../helpers/database";

/**
 * Several worker processes share one SQLite file. A transaction that reads and then writes must
 * hold the write lock from its first statement: a deferred one fails with SQLITE_BUSY when
 * another process commits between its read and its write (sign-up did, under two workers).
 */
describeOnEngine(
  "sqlite",
  "SQLite transactions across processes",
  ({ db: testDb, openOptions }) => {
    let db: Db;
    let other: SQLite.Database;

    beforeEach(async () => {
      db = testDb();
      await sql`create table counter (n integer not null)`.execute(db);
      await sql`insert into counter (n) values (0)`.execute(db);
      // Another process's connection, which gives up at once instead of waiting for the lock.
      other = new SQLite(openOptions().sqlitePath, { timeout: 0 });
    });

    afterEach(() => {
      other.close();
    });

    it("takes the write lock when the transaction begins, before its first read", async () => {
      let writeDuringTransaction: unknown = null;
      await db.transaction().execute(async (trx) => {
        try {
          other.prepare("update counter set n = n + 100").run();
        } catch (error) {
          writeDuringTransaction = error;
        }
        const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
        await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
      });
      expect(writeDuringTransaction).toMatchObject({ code: "SQLITE_BUSY" });
      // Once committed, the other connection writes again and no increment was lost.
      other.prepare("update counter set n = n + 100").run();
      expect(other.prepare("select n from counter").get()).toEqual({ n: 101 });
    });

    it("waits for another process's write lock without stopping this process's event loop", async () => {
      other.exec("begin immediate");
      other.prepare("update counter set n = n + 100").run();
      // The other process commits once this event loop has turned ten times during the wait,
      // however long those turns take on a loaded machine. A busy wait inside SQLite would block
      // the loop: no commit would come, and the write would give up with SQLITE_BUSY.
      let ticks = 0;
      const ticker = setInterval(() => {
        ticks += 1;
        if (ticks === 10) other.exec("commit");
      }, 5);
      try {
        await sql`update counter set n = n + 1`.execute(db);
      } finally {
        clearInterval(ticker);
      }
      expect(ticks).toBeGreaterThanOrEqual(10);
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
      expect(rows[0]!.n).toBe(101);
    });

    it("gives up with SQLITE_BUSY once the wait is over, and leaves the data as it was", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
      other.exec("begin immediate");
      try {
        const write = sql`update counter set n = n + 1`.execute(db);
        const outcome = write.then(
          () => null,
          (error: unknown) => error,
        );
        await vi.advanceTimersByTimeAsync(SQLITE_WRITE_LOCK_WAIT_MS - 100);
        await vi.advanceTimersByTimeAsync(200);
        expect(await outcome).toMatchObject({ code: "SQLITE_BUSY" });
      } finally {
        vi.useRealTimers();
        other.exec("rollback");
      }
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
      expect(rows[0]!.n).toBe(0);
    });
  },
);
