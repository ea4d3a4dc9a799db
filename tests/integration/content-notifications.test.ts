import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { watchContentVersion } from "~/cache/content-version.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { listenForContentChanges } from "~/db/content-notifications.server";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { describeOnEngine } from "../helpers/database";
import { testWriter } from "../helpers/writer";

/**
 * Across servers on PostgreSQL a change is announced (LISTEN/NOTIFY, migration 016), so a
 * publish or a settings change shows on every server within 1 s. The periodic fallback is set
 * to a minute here: what these tests see arrives by notification.
 */
const NO_FALLBACK_MS = 60_000;

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describeOnEngine("postgres", "content changes announced across servers", ({ openOptions }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  /** A "server": a pool of its own on the test's database. */
  const server = (): Db => {
    const db = openDatabase({ ...openOptions(), poolSize: 2 });
    cleanups.push(() => db.destroy());
    return db;
  };

  it("a settings change through one server reaches another's watcher well under 1 s", async () => {
    const writer = server();
    const reader = server();
    const changes: number[] = [];
    let onChange: (version: number) => void = () => {};
    const stop = await watchContentVersion(reader, {
      intervalMs: NO_FALLBACK_MS,
      onChange: (version) => {
        changes.push(version);
        onChange(version);
      },
    });
    cleanups.push(stop);

    const timings: number[] = [];
    for (let round = 1; round <= 5; round += 1) {
      const title = `Notified ${round}`;
      const seen = waitFor<number>((resolve) => (onChange = resolve), 1_000);
      const started = performance.now();
      await saveSiteSettings(testWriter(writer), { ...(await getSiteSettings(writer)), title });
      await seen;
      timings.push(performance.now() - started);
      // The reader's settings follow its version at once (no 5 s bound any more).
      expect((await getSiteSettings(reader)).title).toBe(title);
    }
    console.log(
      `settings change → other server's onChange: ${timings.map((ms) => ms.toFixed(1)).join(", ")} ms`,
    );
    expect(Math.max(...timings)).toBeLessThan(500);
    expect(changes).toHaveLength(5);
  });

  it("reconnects after its connection is killed and still hears changes", async () => {
    const writer = server();
    const listenerDb = server();
    let notified = 0;
    let onNotify = () => {};
    const listener = listenForContentChanges(listenerDb, () => {
      notified += 1;
      onNotify();
    })!;
    cleanups.push(() => listener.stop());
    await listener.firstAttempt;
    const firstPid = listener.backendPid();
    expect(firstPid).toBeTypeOf("number");

    await sql`SELECT pg_terminate_backend(${firstPid})`.execute(writer);
    // Back within the first waits (250 ms, then 500 ms…); a reconnection itself notifies, since
    // a change may have been missed.
    await expect
      .poll(() => listener.backendPid() !== undefined && listener.backendPid() !== firstPid, {
        timeout: 5_000,
      })
      .toBe(true);
    await expect.poll(() => notified, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

    const heard = waitFor<void>((resolve) => (onNotify = resolve), 1_000);
    await writer.updateTable("settings").set({ updated_at: new Date().toISOString() }).execute();
    await heard;
  });

  it("ignores changes in another schema of the same database", async () => {
    const listenerDb = server();
    let notified = 0;
    const listener = listenForContentChanges(listenerDb, () => void (notified += 1))!;
    cleanups.push(() => listener.stop());
    await listener.firstAttempt;
    const before = notified;
    await sql`SELECT pg_notify('techpulse_content_version', 'some_other_schema')`.execute(server());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notified).toBe(before);
  });
});
