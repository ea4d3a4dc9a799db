import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";

/**
 * Transactions that take SQLite's write lock when they begin (`BEGIN IMMEDIATE`). With several
 * processes on one database file (a worker per core), a deferred transaction that reads and
 * then writes fails at once with SQLITE_BUSY when another process committed in between, and
 * no busy timeout helps; an immediate one waits for the lock (busy_timeout) and then runs.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #onDestroy: () => Promise<void>;

  constructor(config: ImmediateSqliteDialectConfig) {
    super(config);
    this.#onDestroy = config.onDestroy ?? (async () => {});
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
