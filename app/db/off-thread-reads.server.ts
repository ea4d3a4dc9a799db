import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { CompiledQuery, Kysely, RawBuilder } from "kysely";
import { rowNormaliser, sqliteParameters, type ResultColumn } from "./sqlite-values.server";

/**
 * Reads that can take long on a big archive (search) run on a worker thread with its own
 * read-only SQLite connection: better-sqlite3 is synchronous, so on the main thread one slow
 * query would hold every other request of the process (issue 9, decision 0010). PostgreSQL is
 * asynchronous already, and an in-memory SQLite database (tests) cannot be shared with a
 * thread: both run the query as usual. The thread's rows are normalised as the connection's are
 * (`sqlite-values.server.ts`), from the result columns it reports with them.
 */

/** Plain JavaScript run with `eval`, so it loads the same way from the sources and the build. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("cache_size = -65536");
const statements = new Map();
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let prepared = statements.get(sql);
    if (!prepared) {
      const statement = db.prepare(sql);
      if (!statement.reader) throw new Error("Only reads run off the main thread");
      const columns = statement.columns().map(({ name, table, column }) => ({ name, table, column }));
      prepared = { statement, columns };
      if (statements.size < 200) statements.set(sql, prepared);
    }
    const rows = prepared.statement.all(...parameters);
    parentPort.postMessage({ id, rows, columns: prepared.columns });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
type AnyDb = Kysely<any>;

interface Pending {
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: Error) => void;
}

class SqliteReadThread {
  #worker: Worker | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;

  constructor(readonly path: string) {}

  all(query: CompiledQuery): Promise<Record<string, unknown>[]> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref(); // keep the process alive while a read is under way, not after
      worker.postMessage({ id, sql: query.sql, parameters: sqliteParameters(query.parameters) });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        path: this.path,
        driver: createRequire(import.meta.url).resolve("better-sqlite3"),
      },
    });
    worker.on("message", (message: ReadThreadMessage) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) worker.unref();
      if (message.error) {
        pending.reject(
          Object.assign(new Error(message.error.message), { code: message.error.code }),
        );
      } else {
        const rows = message.rows ?? [];
        pending.resolve(rowNormaliser(message.columns ?? [])?.(rows) ?? rows);
      }
    });
    // A thread that fails (or is terminated) fails what it held; the next read starts a new one.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`SQLite read thread exited (${code})`)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}

interface ReadThreadMessage {
  id: number;
  rows?: Record<string, unknown>[];
  columns?: ResultColumn[];
  error?: { message: string; code?: string };
}

const threads = new WeakMap<AnyDb, SqliteReadThread>();

/**
 * Called by openDatabase for an SQLite file: its slow reads get a thread of their own. Returns
 * the function that stops the thread, for the connection's destroy.
 */
export function attachReadThread(db: AnyDb, sqlitePath: string): () => Promise<void> {
  const thread = new SqliteReadThread(sqlitePath);
  threads.set(db, thread);
  return () => thread.close();
}

/** The rows of a read that may be slow, without holding the main thread on SQLite. */
export async function readOffMainThread<Row>(db: AnyDb, query: RawBuilder<Row>): Promise<Row[]> {
  const thread = threads.get(db);
  if (!thread) return (await query.execute(db)).rows;
  return (await thread.all(query.compile(db))) as Row[];
}
