import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { beforeEach, expect, it } from "vitest";
import { getAdminPost, listAdminPosts } from "~/content/posts.server";
import { setPostPublished, updatePost } from "~/content/post-commands.server";
import type { DatabaseOptions, Db } from "~/db/connection.server";
import {
  publishDuePosts,
  ScheduleError,
  schedulePost,
  unschedulePost,
} from "~/publishing/schedule.server";
import { startScheduledPublishing } from "~/publishing/scheduler.server";
import { describeEachEngine, insertTestPost, insertTestUser } from "../helpers/database";
import { testWriter } from "../helpers/writer";

/**
 * The test's database as a file (SQLite) or a schema (PostgreSQL), and how another process
 * reaches it. Two connections of one process cannot stand for two processes on SQLite:
 * better-sqlite3 waits for a lock synchronously, stalling the event loop of the connection
 * holding it. So the second "server" is a real child process (tests/helpers/schedule-runner.ts).
 */
/** The environment that points the runner process at the test's database. */
function runnerEnv(options: DatabaseOptions): Record<string, string> {
  return options.databaseUrl
    ? { RUNNER_PG_URL: options.databaseUrl, RUNNER_PG_SCHEMA: options.pgSchema ?? "" }
    : { RUNNER_SQLITE_PATH: options.sqlitePath };
}

/**
 * A second server process running the job; resolves once its start-up round is done. Loading the
 * app's modules through tsx takes ~1.5 s of CPU and took 9-13 s of wall time on two cores at a
 * load average of 18, so the tests that start one allow 60 s instead of the usual 20.
 */
interface Runner {
  published: string[];
  stop: () => Promise<void>;
}

function startRunner(database: DatabaseOptions, pollMs: number): Promise<Runner> {
  // tsx as a loader in this Node, not its command, which starts a second Node process to run
  // the script: one process start less (~25 % of the runner's start on a loaded machine). It
  // reads tsconfig.json (the `~/` paths) from the working directory.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/schedule-runner.ts"], {
    env: { ...process.env, ...runnerEnv(database), RUNNER_POLL_MS: String(pollMs) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const published: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`runner exited early (${code})`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line === "ready") {
        resolve({
          published,
          stop: async () => {
            child.kill("SIGTERM");
            await exited;
          },
        });
      } else if (line.startsWith("published ")) {
        published.push(...(JSON.parse(line.slice("published ".length)) as string[]));
      }
    });
  });
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const EDITOR = "schedule-editor";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The template: an editor who schedules, and three confirmed subscribers. */
async function addEditorAndSubscribers(db: Db) {
  await insertTestUser(db, {
    id: EDITOR,
    name: "Editor",
    email: "schedule-editor@techpulse.test",
  });
  await db
    .insertInto("newsletter_subscribers")
    .values(
      [1, 2, 3].map((n) => ({
        id: `subscriber-${n}`,
        email: `reader${n}@example.com`,
        status: "confirmed" as const,
      })),
    )
    .execute();
}

describeEachEngine(
  "scheduled publishing",
  ({ db: testDb, openOptions }) => {
    let db: Db;
    beforeEach(() => {
      db = testDb();
    });

    const draft = (title = `Draft ${randomUUID().slice(0, 8)}`) => insertTestPost(db, { title });

    async function row(id: string) {
      return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    }

    it("two processes polling every 10 ms when a dozen posts fall due publish each exactly once, with one newsletter send when asked", async () => {
      const runner = await startRunner(openOptions(), 10);
      const here: string[] = [];
      const job = startScheduledPublishing({
        db,
        events: testWriter(db).events,
        logger: silent,
        pollMs: 10,
        onPublished: (posts) => here.push(...posts.map((post) => post.id)),
      });
      const ids: string[] = [];
      const emailed: string[] = [];
      const scheduledAt = new Map<string, string>();
      // All due within a few ms of each other, once both processes are polling.
      const due = Date.now() + 1_500;
      for (let n = 0; n < 12; n += 1) {
        const id = await draft();
        const at = new Date(due + n * 5);
        await schedulePost(testWriter(db), id, { at, emailSubscribers: n % 3 === 0, by: EDITOR });
        ids.push(id);
        if (n % 3 === 0) emailed.push(id);
        scheduledAt.set(id, at.toISOString());
      }
      const notYet = await draft();
      await schedulePost(testWriter(db), notYet, {
        at: new Date(Date.now() + 3_600_000),
        emailSubscribers: true,
        by: EDITOR,
      });
      try {
        while (here.length + runner.published.length < ids.length && Date.now() < due + 10_000) {
          await sleep(50);
        }
        await sleep(300);
      } finally {
        await Promise.all([job.stop(), runner.stop()]);
      }
      const published = [...here, ...runner.published];
      expect([...published].sort()).toEqual([...ids].sort());
      expect(new Set(published).size).toBe(ids.length);

      for (const id of ids) {
        const post = await row(id);
        expect(post.published).toBe(true);
        expect(post.scheduled_at).toBeNull();
        // Dated at its scheduled time, as the editor saw it in the list.
        expect(post.published_at).toBe(scheduledAt.get(id));
      }
      const late = await row(notYet);
      expect(late.published).toBe(false);
      expect(late.scheduled_at).not.toBeNull();

      const sends = await db
        .selectFrom("newsletter_sends")
        .select(["post_id", "requested_by", "total"])
        .execute();
      expect(sends.map((send) => send.post_id).sort()).toEqual([...emailed].sort());
      expect(sends.every((send) => send.requested_by === EDITOR && send.total === 3)).toBe(true);
      const deliveries = await db
        .selectFrom("newsletter_deliveries")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(deliveries.n)).toBe(emailed.length * 3);
    }, 60_000);

    it("two processes' timers publish a post within a second of its time, once", async () => {
      const runner = await startRunner(openOptions(), 100);
      const id = await draft();
      const at = new Date(Date.now() + 1_500);
      await schedulePost(testWriter(db), id, { at, emailSubscribers: false, by: EDITOR });
      const here: string[] = [];
      const job = startScheduledPublishing({
        db,
        events: testWriter(db).events,
        logger: silent,
        pollMs: 100,
        onPublished: (posts) => here.push(...posts.map((post) => post.id)),
      });
      try {
        let published = false;
        while (!published && Date.now() < at.getTime() + 10_000) {
          await sleep(50);
          published = (await row(id)).published;
        }
        const publishedAt = Date.now();
        expect(published).toBe(true);
        // Polled every 100 ms here; the server polls every 15 s (at most 30 s): within a minute.
        expect(publishedAt - at.getTime()).toBeLessThan(1_000);
        await sleep(400);
      } finally {
        await Promise.all([job.stop(), runner.stop()]);
      }
      expect([...here, ...runner.published]).toEqual([id]);
      expect((await row(id)).published_at).toBe(at.toISOString());
    }, 60_000);

    it("a post whose time passed while the site was down is published by the first round after start, once", async () => {
      // Scheduled while the site ran, for a time that then passed while it was down: the schedule
      // is checked against a clock read two minutes back (schedulePost's `now`), so the post is
      // overdue from the start and the test waits for no clock. (Vitest's fake timers would not
      // reach the database's clock, which decides what is due, nor the other process.)
      const id = await draft();
      const at = new Date(Date.now() - 60_000);
      await schedulePost(testWriter(db), id, {
        at,
        now: new Date(at.getTime() - 60_000),
        emailSubscribers: true,
        by: EDITOR,
      });
      expect((await row(id)).published).toBe(false);

      // Two processes start again; the long poll shows it is their start-up round that does it.
      const here: string[] = [];
      const job = startScheduledPublishing({
        db,
        events: testWriter(db).events,
        logger: silent,
        pollMs: 60_000,
        onPublished: (posts) => here.push(...posts.map((post) => post.id)),
      });
      const after = await startRunner(openOptions(), 60_000);
      await job.ready;
      await Promise.all([job.stop(), after.stop()]);
      expect([...here, ...after.published]).toEqual([id]);
      const post = await row(id);
      expect(post.published).toBe(true);
      expect(post.published_at).toBe(at.toISOString());
      const sends = await db
        .selectFrom("newsletter_sends")
        .select("id")
        .where("post_id", "=", id)
        .execute();
      expect(sends).toHaveLength(1);
    }, 60_000);

    it("the Scheduled filter lists scheduled drafts (not under Draft); unscheduling returns the post to draft", async () => {
      const id = await draft("A scheduled story for the filter");
      const at = new Date(Date.now() + 86_400_000);
      await schedulePost(testWriter(db), id, { at, emailSubscribers: true, by: EDITOR });
      const query = { categoryId: null, search: "scheduled story for the filter", page: 1 };
      const list = (status: "scheduled" | "draft" | "all") =>
        listAdminPosts(db, { ...query, status, pageSize: 10 });
      expect((await list("scheduled")).items).toEqual([
        expect.objectContaining({ id, published: false, scheduledAt: at.toISOString() }),
      ]);
      expect((await list("draft")).items).toEqual([]);
      expect(await getAdminPost(db, id)).toMatchObject({
        scheduledAt: at.toISOString(),
        scheduleEmail: true,
      });

      await unschedulePost(testWriter(db), id, null);
      expect((await list("scheduled")).items).toEqual([]);
      expect((await list("draft")).items).toEqual([
        expect.objectContaining({ id, published: false, scheduledAt: null }),
      ]);
      const post = await row(id);
      expect(post.scheduled_at).toBeNull();
      expect(post.schedule_email).toBe(false);
      expect(post.published).toBe(false);
      await expect(unschedulePost(testWriter(db), id, null)).rejects.toMatchObject({
        reason: "not-scheduled",
        status: 409,
      });
    });

    it("refuses a time in the past (400) and a published post (409), changing nothing", async () => {
      const id = await draft();
      const before = await row(id);
      const past = schedulePost(testWriter(db), id, {
        at: new Date(Date.now() - 60_000),
        emailSubscribers: false,
        by: EDITOR,
      });
      await expect(past).rejects.toBeInstanceOf(ScheduleError);
      await expect(past).rejects.toMatchObject({
        reason: "past",
        status: 400,
        message: "Choose a time in the future.",
      });
      expect(await row(id)).toEqual(before);

      await setPostPublished(testWriter(db), id, true, { by: null });
      await expect(
        schedulePost(testWriter(db), id, {
          at: new Date(Date.now() + 60_000),
          emailSubscribers: false,
          by: EDITOR,
        }),
      ).rejects.toMatchObject({ reason: "published", status: 409 });
      expect((await row(id)).scheduled_at).toBeNull();
      await expect(
        schedulePost(testWriter(db), "no-such-post", {
          at: new Date(Date.now() + 60_000),
          emailSubscribers: false,
          by: EDITOR,
        }),
      ).rejects.toMatchObject({ reason: "not-found", status: 404 });
    });

    it("saving a scheduled draft keeps its schedule; publishing it now clears the schedule", async () => {
      const id = await draft();
      const at = new Date(Date.now() + 3_600_000);
      await schedulePost(testWriter(db), id, { at, emailSubscribers: true, by: EDITOR });
      const input = {
        title: "Edited while scheduled",
        slug: `edited-${id}`,
        excerpt: "",
        content: "<p>New text</p>",
        categoryId: "",
        featuredImage: "",
      };
      await updatePost(testWriter(db), id, { ...input, published: false }, []);
      expect((await row(id)).scheduled_at).toBe(at.toISOString());

      await updatePost(testWriter(db), id, { ...input, published: true }, []);
      const published = await row(id);
      expect(published.published).toBe(true);
      expect(published.scheduled_at).toBeNull();
      expect(published.schedule_email).toBe(false);

      // Publish button on another scheduled draft.
      const other = await draft();
      await schedulePost(testWriter(db), other, { at, emailSubscribers: false, by: EDITOR });
      await setPostPublished(testWriter(db), other, true, { by: null });
      expect((await row(other)).scheduled_at).toBeNull();
      // Neither is published again (nor emailed) by the job.
      expect((await publishDuePosts(testWriter(db))).map((post) => post.id)).not.toContain(other);
    });
  },
  addEditorAndSubscribers,
);
