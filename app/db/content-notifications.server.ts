import type pg from "pg";
import { logger } from "~/logger.server";
import { dedicatedClientConfig, type Db } from "./connection.server";
import { pgDriver } from "./pg.server";

/**
 * The channel the content version's trigger notifies on PostgreSQL (migration 016); the payload
 * is the schema of the table written, so a listener ignores other schemas' writes (tests give
 * each run a schema of its own in one database).
 */
export const CONTENT_VERSION_CHANNEL = "techpulse_content_version";

/** Waits between reconnection attempts after the listening connection is lost: doubling. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface ContentChangeListener {
  /** Settles once the first attempt to listen has succeeded or failed (then it retries). */
  firstAttempt: Promise<void>;
  /** The PostgreSQL backend of the listening connection, while there is one (diagnostics). */
  backendPid: () => number | undefined;
  stop: () => Promise<void>;
}

/**
 * Calls `onNotify` whenever another connection (this process's pool, another process or server)
 * commits a write to public content, and after every reconnection (a change may have been missed
 * meanwhile). It holds one connection of its own, outside the pool: a pooled client cannot stay
 * in LISTEN while the pool hands it to queries. When that connection is lost it reconnects with
 * growing waits, and logs once per outage. Returns undefined on SQLite, which has no
 * notifications: one machine's processes poll a local file cheaply instead.
 */
export function listenForContentChanges(
  db: Db,
  onNotify: () => void,
): ContentChangeListener | undefined {
  const settings = dedicatedClientConfig(db);
  if (!settings) return undefined;
  let current: pg.Client | undefined;
  let stopped = false;
  let failing = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const client = new (pgDriver().Client)(settings);
    current = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      if (stopped) return;
      if (!failing) {
        logger.warn(
          { err: error, retryInMs: delay },
          "lost the database change listener; reconnecting (pages refresh by periodic check meanwhile)",
        );
      }
      failing = true;
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    // An unhandled `error` event would end the process; a lost connection is an outage to ride.
    client.on("error", onLost);
    client.on("end", () => onLost(new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === CONTENT_VERSION_CHANNEL && message.payload === schema) onNotify();
    });
    let schema: string | undefined;
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>("SELECT current_schema() AS schema");
      schema = rows[0]?.schema;
      await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    if (failing) logger.info("database change listener works again");
    failing = false;
    delay = RECONNECT_MIN_MS;
    onNotify();
  };

  return {
    firstAttempt: connect(),
    backendPid: () => (current as { processID?: number } | undefined)?.processID ?? undefined,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
