/**
 * Another "server process" for the scheduled-publishing tests: runs the job of one process
 * (`startScheduledPublishing`) on its own connection to the test's database and reports on
 * stdout: `ready` after its start-up round, `published <ids as JSON>` after each round that
 * published something. SIGTERM stops it as the server's shutdown does.
 *
 * Env: RUNNER_SQLITE_PATH, or RUNNER_PG_URL with RUNNER_PG_SCHEMA; RUNNER_POLL_MS.
 */
import { openDatabase } from "~/db/connection.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { startScheduledPublishing } from "~/publishing/scheduler.server";

const db = openDatabase({
  sqlitePath: process.env.RUNNER_SQLITE_PATH ?? "",
  databaseUrl: process.env.RUNNER_PG_URL,
  pgSchema: process.env.RUNNER_PG_SCHEMA,
  poolSize: 2,
});
const job = startScheduledPublishing({
  db,
  events: createSiteEvents(),
  logger: {
    info: () => {},
    warn: () => {},
    error: (...args: unknown[]) => console.error(...args),
  } as never,
  pollMs: Number(process.env.RUNNER_POLL_MS ?? 100),
  onPublished: (posts) =>
    process.stdout.write(`published ${JSON.stringify(posts.map((post) => post.id))}\n`),
});
void job.ready.then(() => process.stdout.write("ready\n"));
process.once("SIGTERM", () => {
  void job
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
