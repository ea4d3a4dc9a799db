import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { SpawnedServer } from "../e2e/spawned-server";
import { formPost, signInAsAdmin } from "./admin-session";
import {
  createScratchPostgres,
  postgresProbe,
  sqliteProbe,
  type DatabaseProbe,
  type ScratchDatabase,
} from "./databases";
import { recordFigure } from "./figures";
import { killHard, startAndWaitForListening } from "./server-lifecycle";

/**
 * Issue 11: kill -9 a server during concurrent writes, five times, on each engine. Writers
 * create posts (the admin's new-post form), sign-ups and contact messages as fast as the server
 * answers; every write the server acknowledged (200) is noted; the server is killed mid-stream
 * and restarted on the same data; every acknowledged write must be in the database, and the
 * restarted server's first answer must be a 200.
 *
 * Sized for CI's two cores: 8 writers, killed once at least 12 writes of the round were
 * acknowledged plus a random 0-400 ms; one server process (WEB_CONCURRENCY=1), so the killed pid
 * is the one that serves.
 */
const ROUNDS = 5;
const WRITERS = { post: 3, signup: 2, contact: 3 } as const;
const ACKNOWLEDGED_BEFORE_KILL = 12;

type WriteKind = keyof typeof WRITERS;

/** Where each kind of write lands, and the column that names it. */
const STORED_AT: Record<
  WriteKind,
  { table: string; column: string; value: (key: string) => string }
> = {
  post: { table: "posts", column: "slug", value: (key) => key },
  signup: { table: "user", column: "email", value: (key) => `${key}@example.com` },
  contact: { table: "contact_messages", column: "subject", value: (key) => key },
};

interface Round {
  acknowledged: Record<WriteKind, string[]>;
  statuses: Map<number, number>;
  inFlightAtKill: number;
}

/** One write of a kind, named by `key`: the request a signed-in editor or a visitor sends. */
function write(kind: WriteKind, origin: string, key: string, adminCookie: string) {
  switch (kind) {
    case "post":
      return formPost(
        origin,
        "/admin-hub/posts",
        {
          title: `Resilience ${key}`,
          slug: key,
          excerpt: "Written while the server is killed.",
          content: `<p>Post ${key}, written by a resilience writer.</p>`,
          // Half are published: publishing also purges the page cache.
          ...(key.endsWith("0") || key.endsWith("5") ? { published: "on" } : {}),
        },
        adminCookie,
      );
    case "signup":
      return formPost(origin, "/auth", {
        intent: "signup",
        fullName: `Reader ${key}`,
        email: STORED_AT.signup.value(key),
        password: "a good long password",
      });
    case "contact":
      return formPost(origin, "/contact", {
        name: "Resilience writer",
        email: "writer@example.com",
        subject: key,
        message: `Message ${key}: is it still here after kill -9?`,
      });
  }
}

/** Writers of every kind until the server is killed; resolves when each has stopped. */
async function writeUntilKilled(
  server: SpawnedServer,
  roundName: string,
  adminCookie: string,
): Promise<Round> {
  const round: Round = {
    acknowledged: { post: [], signup: [], contact: [] },
    statuses: new Map(),
    inFlightAtKill: 0,
  };
  let killed = false;
  let inFlight = 0;
  let sequence = 0;
  const acknowledgedCount = () => Object.values(round.acknowledged).flat().length;
  const writer = async (kind: WriteKind) => {
    while (!killed) {
      const key = `${roundName}-${kind}-${++sequence}`;
      inFlight++;
      try {
        const response = await write(kind, server.origin, key, adminCookie);
        await response.arrayBuffer();
        round.statuses.set(response.status, (round.statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) round.acknowledged[kind].push(key);
      } catch {
        // Cut off by the kill: not acknowledged, whether or not it was stored.
        if (killed) return;
        throw new Error(`write ${key} failed before the kill:\n${server.output().slice(-4000)}`);
      } finally {
        inFlight--;
      }
    }
  };
  const writers = Object.entries(WRITERS).flatMap(([kind, count]) =>
    Array.from({ length: count }, () => writer(kind as WriteKind)),
  );
  const deadline = Date.now() + 60_000;
  while (acknowledgedCount() < ACKNOWLEDGED_BEFORE_KILL) {
    if (Date.now() > deadline) throw new Error(`too few writes acknowledged in ${roundName}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
  round.inFlightAtKill = inFlight;
  killed = true;
  await killHard(server);
  await Promise.all(writers);
  return round;
}

for (const engine of ["sqlite", "postgres"] as const) {
  test(`kill -9 during concurrent writes loses no acknowledged write (${engine})`, async () => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), `techpulse-kill-${engine}-`));
    let scratch: ScratchDatabase | undefined;
    let server: SpawnedServer | undefined;
    let probe: DatabaseProbe | undefined;
    try {
      scratch = engine === "postgres" ? await createScratchPostgres("techpulse_kill") : undefined;
      const env = {
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        WEB_CONCURRENCY: "1",
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
      server = (await startAndWaitForListening(env)).server;
      const adminCookie = await signInAsAdmin(server.origin);
      const acknowledged: Record<WriteKind, string[]> = { post: [], signup: [], contact: [] };
      let lost: string[] = [];
      const statuses = new Map<number, number>();
      const firstAnswers: number[] = [];
      const restartMs: number[] = [];
      const inFlightAtKill: number[] = [];

      for (let index = 1; index <= ROUNDS; index++) {
        const round = await writeUntilKilled(server, `r${index}-${engine}`, adminCookie);
        for (const kind of Object.keys(acknowledged) as WriteKind[]) {
          acknowledged[kind].push(...round.acknowledged[kind]);
        }
        for (const [status, count] of round.statuses) {
          statuses.set(status, (statuses.get(status) ?? 0) + count);
        }
        inFlightAtKill.push(round.inFlightAtKill);

        const restarted = await startAndWaitForListening(env);
        server = restarted.server;
        restartMs.push(restarted.startedInMs);
        // The first request after it listens: served, not 503 while it catches up.
        const first = await fetch(`${server.origin}/`, { signal: AbortSignal.timeout(20_000) });
        firstAnswers.push(first.status);
        await first.arrayBuffer();

        probe ??= engine === "sqlite" ? sqliteProbe(dataDir) : postgresProbe(scratch!.url);
        // Every write acknowledged so far, this round's and the earlier ones'.
        lost = [];
        for (const kind of Object.keys(acknowledged) as WriteKind[]) {
          const { table, column, value } = STORED_AT[kind];
          const values = acknowledged[kind].map(value);
          const found = await probe.present(table, column, values);
          lost.push(...values.filter((stored) => !found.has(stored)));
        }
        // The session made before the first kill still works, and a published post is a page.
        const admin = await fetch(`${server.origin}/admin-hub/posts`, {
          headers: { Cookie: adminCookie },
          redirect: "manual",
        });
        expect(admin.status, "the editor's session survives the kill").toBe(200);
        await admin.arrayBuffer();
        const published = round.acknowledged.post.find((key) => /[05]$/.test(key));
        if (published) {
          const page = await fetch(`${server.origin}/article/${published}`);
          expect(page.status, `acknowledged post ${published} is served`).toBe(200);
          await page.arrayBuffer();
        }
      }

      const total = Object.values(acknowledged).flat().length;
      const summary =
        `${engine}: ${ROUNDS} kills, ${total} writes acknowledged ` +
        `(${acknowledged.post.length} posts, ${acknowledged.signup.length} sign-ups, ` +
        `${acknowledged.contact.length} contact messages), ${lost.length} lost; ` +
        `in flight at each kill ${inFlightAtKill.join("/")}; ` +
        `restart to listening ${restartMs.join("/")} ms; first answers ${firstAnswers.join("/")}; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
      recordFigure(`kill-9 ${engine}`, summary);

      expect(lost, "acknowledged writes missing after kill -9").toEqual([]);
      expect(firstAnswers).toEqual(Array(ROUNDS).fill(200));
      expect([...statuses.keys()].filter((status) => status !== 200)).toEqual([]);
      expect(total).toBeGreaterThanOrEqual(ROUNDS * ACKNOWLEDGED_BEFORE_KILL);
    } finally {
      await probe?.close();
      await server?.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
