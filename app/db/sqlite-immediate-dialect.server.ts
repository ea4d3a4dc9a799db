import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";

/** How long a statement waits for another process to release SQLite's write lock. */
export const SQLITE_WRITE_LOCK_WAIT_MS = 5_000;
const FIRST_RETRY_MS = 1;
const LONGEST_RETRY_MS = 25;

function isBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "SQLITE_BUSY";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A statement that finds the write lock held by another process fails with SQLITE_BUSY and has
 * done nothing, so it is run again after a pause. SQLite's own busy_timeout would wait inside
 * the synchronous better-sqlite3 call, freezing this process's event loop (no cache hit, health
 * check or timer runs) for as long as the other process writes; here the wait is on timers. The
 * connection stays held meanwhile, so this process's statements keep their order.
 */
function waitingForTheWriteLock(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: async (query) => {
      const deadline = Date.now() + SQLITE_WRITE_LOCK_WAIT_MS;
      for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_RETRY_MS)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!isBusy(error) || Date.now() + pause > deadline) throw error;
          await sleep(pause);
        }
      }
    },
    // Reads: in WAL mode a reader never waits for the write lock.
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * Transactions that take SQLite's write lock when they begin (`BEGIN IMMEDIATE`). With several
 * processes on one database file (a worker per core), a deferred transaction that reads and
 * then writes fails at once with SQLITE_BUSY when another process committed in between, and
 * no wait helps; an immediate one waits for the lock (`waitingForTheWriteLock`) and then runs.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #onDestroy: () => Promise<void>;

  constructor(config: ImmediateSqliteDialectConfig) {
    super(config);
    this.#onDestroy = config.onDestroy ?? (async () => {});
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return waitingForTheWriteLock(await super.acquireConnection());
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  override async destroy(): Promise<void> {
    await this.#onDestroy();
    await super.destroy();
  }
}

interface ImmediateSqliteDialectConfig extends SqliteDialectConfig {
  /** Also run when the connection is destroyed (the read thread stops with it). */
  onDestroy?: () => Promise<void>;
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ImmediateSqliteDialectConfig;

  constructor(config: ImmediateSqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
