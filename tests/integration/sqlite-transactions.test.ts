import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
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
  },
);
