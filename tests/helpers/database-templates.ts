import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseOptions, type Db } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";

/**
 * A migrated (and optionally seeded) database that each test gets a fresh copy of, so no test
 * sees what another one wrote (see describeEachEngine).
 */
export interface DatabaseTemplate {
  /**
   * The database for the next test: the template's content, nothing else; and the options that
   * open another connection to it (a second worker, a child process).
   */
  freshCopy: () => Promise<{ db: Db; options: DatabaseOptions }>;
  /** Done with the current copy. */
  releaseCopy: () => Promise<void>;
  /** Removes the template and any copy. */
  cleanup: () => Promise<void>;
}

/** A PostgreSQL schema of its own, with an admin connection beside the site's pool. */
export interface PostgresSchema {
  db: Db;
  schema: string;
  options: DatabaseOptions;
  query: <Row>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;
  /** Closes both connections and drops the schema and these others. */
  drop: (extraSchemas?: string[]) => Promise<void>;
}

type Setup = ((db: Db) => Promise<unknown>) | undefined;

async function migrateAndSetUp(db: Db, setup: Setup): Promise<void> {
  await migrateToLatest(db);
  if (setup) await setup(db);
}

/** Copies live in memory-backed /dev/shm where there is one: a copy per test costs a millisecond. */
const SCRATCH_ROOT = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** The file and what SQLite may keep beside it (closing normally folds the WAL back in). */
const SQLITE_FILES = ["", "-wal", "-shm"];

/**
 * SQLite: the template is a file, and each test opens a copy of it, a real file as the site
 * uses (off-thread reads included), not an in-memory database.
 */
export async function createSqliteTemplate(setup: Setup): Promise<DatabaseTemplate> {
  const dir = mkdtempSync(path.join(SCRATCH_ROOT, "techpulse-test-"));
  const templateFile = path.join(dir, "template.db");
  const template = openDatabase({ sqlitePath: templateFile });
  try {
    await migrateAndSetUp(template, setup);
  } catch (error) {
    await template.destroy();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  await template.destroy();

  let copies = 0;
  let copy: { db: Db; file: string } | undefined;
  const releaseCopy = async () => {
    if (!copy) return;
    const { db, file } = copy;
    copy = undefined;
    await db.destroy();
    for (const suffix of SQLITE_FILES) rmSync(file + suffix, { force: true });
  };
  return {
    freshCopy: async () => {
      await releaseCopy();
      copies += 1;
      const file = path.join(dir, `test-${copies}.db`);
      for (const suffix of SQLITE_FILES.slice(0, 2)) {
        if (existsSync(templateFile + suffix)) copyFileSync(templateFile + suffix, file + suffix);
      }
      const options = { sqlitePath: file };
      copy = { db: openDatabase(options), file };
      return { db: copy.db, options };
    },
    releaseCopy,
    cleanup: async () => {
      await releaseCopy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL: the block's schema is migrated and set up once, and its rows are kept in a
 * template schema beside it. Before each test after the first, every table is emptied and
 * refilled from the template in one transaction, which takes milliseconds; cloning a database
 * (CREATE DATABASE … TEMPLATE: ~50 ms, and ~350 ms to drop) or migrating a schema per test
 * (150–500 ms) measured far slower for ~300 tests. Triggers and foreign-key checks are off
 * while the rows go back (session_replication_role, so the test role must be a superuser, as
 * the default postgres role is): the rows are the template's, consistent already.
 */
export async function createPostgresTemplate(
  { db, schema, options, query, drop }: PostgresSchema,
  setup: Setup,
): Promise<DatabaseTemplate> {
  const templateSchema = `${schema}_template`;
  let restore: string;
  try {
    await migrateAndSetUp(db, setup);
    restore = await snapshotPostgres(query, schema, templateSchema);
  } catch (error) {
    await drop([templateSchema]);
    throw error;
  }
  // The first test gets the template as it stands; later ones get it back.
  let pristine = true;
  return {
    freshCopy: async () => {
      if (!pristine) {
        await query(restore).catch(async (error: unknown) => {
          await query("ROLLBACK").catch(() => {});
          throw error;
        });
      }
      pristine = false;
      return { db, options };
    },
    releaseCopy: async () => {},
    cleanup: () => drop([templateSchema]),
  };
}

/** Copies every table's rows into `templateSchema`; returns the SQL that puts them back. */
async function snapshotPostgres(
  query: PostgresSchema["query"],
  schema: string,
  templateSchema: string,
): Promise<string> {
  // Generated columns (the posts' search vector) are computed again on insert.
  const { rows } = await query<{ table: string; columns: string }>(
    `SELECT c.table_name AS table,
            string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      GROUP BY c.table_name
      ORDER BY c.table_name`,
    [schema],
  );
  await query(`CREATE SCHEMA ${templateSchema}`);
  const refills: string[] = [];
  for (const { table, columns } of rows) {
    const source = `${schema}."${table}"`;
    const kept = `${templateSchema}."${table}"`;
    await query(`CREATE TABLE ${kept} AS SELECT ${columns} FROM ${source}`);
    const { rows: count } = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${kept}`);
    if (count[0]!.n > 0) {
      refills.push(`INSERT INTO ${source} (${columns}) SELECT ${columns} FROM ${kept};`);
    }
  }
  const tables = rows.map(({ table }) => `${schema}."${table}"`).join(", ");
  return [
    "BEGIN;",
    "SET LOCAL session_replication_role = replica;",
    `TRUNCATE ${tables};`,
    ...refills,
    "COMMIT;",
  ].join("\n");
}
