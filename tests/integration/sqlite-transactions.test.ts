import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/connection.server";

/**
 * Several worker processes share one SQLite file. A transaction that reads and then writes must
 * hold the write lock from its first statement: a deferred one fails with SQLITE_BUSY when
 * another process commits between its read and its write (sign-up did, under two workers).
 */
describe("SQLite transactions across processes", () => {
  let dir: string;
  let db: Db;
  let other: SQLite.Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "techpulse-tx-"));
    const file = path.join(dir, "site.db");
    db = openDatabase({ sqlitePath: file });
    await sql`create table counter (n integer not null)`.execute(db);
    await sql`insert into counter (n) values (0)`.execute(db);
    // Another process's connection, which gives up at once instead of waiting for the lock.
    other = new SQLite(file, { timeout: 0 });
  });

  afterAll(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
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
});
