import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { databaseEpochMs } from "~/db/clock.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { NEWSLETTER_JOB, NEWSLETTER_LIMITS, TEXT } from "~/lib/constants";
import { getSendProgress, queueSend } from "~/newsletter/sends.server";
import { exportSubscribersCsv, listSubscribers } from "~/newsletter/subscribers.server";
import { confirmSubscription, subscribe, unsubscribe } from "~/newsletter/subscriptions.server";
import { drainDeliveries, retryDelayMs } from "~/newsletter/worker.server";
import * as newsletterRoute from "~/routes/newsletter";
import * as oneClickRoute from "~/routes/newsletter-one-click";
import * as unsubscribeRoute from "~/routes/newsletter.unsubscribe";
import { formRequest, TEST_ORIGIN } from "../helpers/auth";
import { contextWith } from "../helpers/services";
import { describeEachEngine, describeOnEngine } from "../helpers/database";
import { linkTo, type ParsedMail } from "../helpers/mail";
import {
  createTestNewsletter,
  insertConfirmedSubscribers,
  insertPost,
  tokenOf,
  type TestNewsletter,
} from "../helpers/newsletter";

/** The sign-up route's answer to every accepted address, known or not. */
const SUBSCRIBED = { ok: true, message: TEXT.newsletterSuccessBody };

const HOUR = 3_600_000;

function header(mail: ParsedMail, name: string): string {
  return mail.rawHeaders[name] ?? "";
}

async function rows(db: Db, email?: string) {
  let query = db.selectFrom("newsletter_subscribers").selectAll();
  if (email) query = query.where("email", "=", email);
  return query.execute();
}

/** What a React Router action returned: status and body, whether it used data() or not. */
async function outcomeOf(result: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const value = (await result) as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value instanceof Response) return { status: value.status, body: await value.text() };
  if (value && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data };
  }
  return { status: 200, body: value };
}

describeEachEngine("newsletter", ({ db: currentDb }) => {
  let t: TestNewsletter;
  let ipCounter = 0;
  /** A fresh client IP per sign-up, so the per-IP limit only matters where a test wants it. */
  const ip = () => `198.51.100.${(ipCounter += 1) % 250}`;

  /** Calls a newsletter route's action with this test's newsletter service. */
  const call = (module: { action: (args: never) => unknown }, request: Request) =>
    Promise.resolve(
      module.action({
        request,
        params: {},
        context: contextWith({ newsletter: t.context }),
      } as never),
    );

  beforeEach(() => {
    t = createTestNewsletter(currentDb());
  });
  afterEach(async () => {
    vi.useRealTimers();
    t.cleanup();
  });

  it("subscribe → confirm → send → unsubscribe → resubscribe", async () => {
    const db = currentDb();
    expect(
      await subscribe(t.context, { email: " Reader@Example.COM ", ip: ip(), honeypot: "" }),
    ).toEqual({ ok: true });
    const [pending] = await rows(db);
    expect(pending).toMatchObject({ email: "reader@example.com", status: "pending" });

    const [confirmation] = await t.mails();
    expect(confirmation!.to).toBe("reader@example.com");
    expect(confirmation!.subject).toMatch(/Confirm your TechPulse newsletter subscription/);
    expect(header(confirmation!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(confirmation!, "list-unsubscribe")).toContain(
      `${TEST_ORIGIN}/newsletter/unsubscribe/one-click?token=`,
    );
    // The stored value is a hash: the link's token is not in the database.
    const confirmToken = tokenOf(linkTo(confirmation!, "/newsletter/confirm"));
    expect(pending!.confirm_token_hash).not.toContain(confirmToken);

    expect(await confirmSubscription(t.context, confirmToken)).toBe(true);
    expect((await rows(db))[0]).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect(await confirmSubscription(t.context, confirmToken)).toBe(false);

    const postId = await insertPost(db);
    const queued = await queueSend(db, postId, null);
    expect(queued.ok).toBe(true);
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "queued",
      total: 1,
      sent: 0,
    });
    expect(await drainDeliveries(t.context, { workerId: "w1" })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
      skipped: 0,
    });
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "finished",
      total: 1,
      sent: 1,
      failed: 0,
      remaining: 0,
    });

    const post = (await t.mails()).at(-1)!;
    expect(post.subject).toBe("Quantum chips <ship> #1".replace("#1", post.subject.slice(-2)));
    expect(post.html).toContain("Quantum chips &lt;ship&gt;");
    expect(post.html).toContain(`${TEST_ORIGIN}/media/covers/quantum.webp`);
    expect(post.text).toContain("A short excerpt about the chips & what they change.");
    expect(
      post.links.some((link) => link.startsWith(`${TEST_ORIGIN}/article/quantum-chips-`)),
    ).toBe(true);
    expect(header(post, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = header(post, "list-unsubscribe").match(/<([^>]+)>/)?.[1] ?? "";
    expect(oneClick).toMatch(`${TEST_ORIGIN}/newsletter/unsubscribe/one-click?token=`);
    const unsubscribeLink = linkTo(post, "/newsletter/unsubscribe");

    // Nothing more to do: a second drain sends nothing, a second queue is refused.
    expect((await drainDeliveries(t.context, { workerId: "w2" })).sent).toBe(0);
    expect(await queueSend(db, postId, null)).toEqual({ ok: false, reason: "already-sent" });

    expect(await unsubscribe(t.context, tokenOf(unsubscribeLink))).toBe(true);
    expect((await rows(db))[0]!.status).toBe("unsubscribed");
    expect(await unsubscribe(t.context, `${tokenOf(unsubscribeLink)}x`)).toBe(false);

    // A later post is not sent to them.
    const second = await insertPost(db);
    await queueSend(db, second, null);
    expect(await getSendProgress(db, second)).toMatchObject({ total: 0, status: "queued" });
    await drainDeliveries(t.context, { workerId: "w1" });
    expect(await getSendProgress(db, second)).toMatchObject({ status: "finished", sent: 0 });

    // Resubscribing works: a new confirmation, then confirmed again, same row.
    await subscribe(t.context, { email: "reader@example.com", ip: ip(), honeypot: "" });
    const again = (await t.mails()).at(-1)!;
    expect(again.subject).toMatch(/Confirm/);
    expect(
      await confirmSubscription(t.context, tokenOf(linkTo(again, "/newsletter/confirm"))),
    ).toBe(true);
    const after = await rows(db);
    expect(after).toHaveLength(1);
    expect(after[0]!.status).toBe("confirmed");
  });

  it("is idempotent and private: twice, or already confirmed, gives the same answer and one row", async () => {
    const db = currentDb();
    const answer = (email: string) =>
      outcomeOf(call(newsletterRoute, formRequest("/newsletter", { email }, { ip: ip() })));

    const confirmLinks = async () =>
      (await t.mails())
        .filter((mail) => mail.to === "twice@example.com")
        .map((mail) => tokenOf(linkTo(mail, "/newsletter/confirm")));
    const first = await answer("twice@example.com");
    const [oldLink] = await confirmLinks();
    const second = await answer("twice@example.com");
    expect(first).toEqual({ status: 200, body: SUBSCRIBED });
    expect(second).toEqual(first);
    expect(await rows(db, "twice@example.com")).toHaveLength(1);

    // Each sign-up sends a new link and the older one stops working. (Outbox files written in
    // the same millisecond may sort either way, so the new link is found by elimination.)
    const links = await confirmLinks();
    expect(links).toHaveLength(2);
    const newLink = links.find((link) => link !== oldLink);
    expect(await confirmSubscription(t.context, oldLink!)).toBe(false);
    expect(await confirmSubscription(t.context, newLink!)).toBe(true);

    // Already confirmed: same answer, no new mail, nothing changes.
    const before = await rows(db, "twice@example.com");
    expect(await answer("TWICE@example.com")).toEqual(first);
    expect(await rows(db, "twice@example.com")).toEqual(before);
    expect((await t.mails()).filter((mail) => mail.to === "twice@example.com")).toHaveLength(2);

    // An unknown address gets exactly the same answer.
    expect(await answer("unknown@example.com")).toEqual(first);
  });

  it("expires the confirmation link after 48 hours; a new sign-up sends a new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-04-01T10:00:00.000Z");
    vi.setSystemTime(start);
    await subscribe(t.context, { email: "late@example.com", ip: ip(), honeypot: "" });
    const stale = tokenOf(linkTo((await t.mails()).at(-1)!, "/newsletter/confirm"));

    vi.setSystemTime(new Date(start.getTime() + 49 * HOUR));
    expect(await confirmSubscription(t.context, stale)).toBe(false);
    expect((await rows(currentDb(), "late@example.com"))[0]!.status).toBe("pending");

    await subscribe(t.context, { email: "late@example.com", ip: ip(), honeypot: "" });
    const fresh = tokenOf(linkTo((await t.mails()).at(-1)!, "/newsletter/confirm"));
    vi.setSystemTime(new Date(start.getTime() + 49 * HOUR + 47 * HOUR));
    expect(await confirmSubscription(t.context, fresh)).toBe(true);
  });

  it("rate-limits per IP and per address, storing nothing for a refused request", async () => {
    const db = currentDb();
    const sameIp = "203.0.113.9";
    for (let i = 0; i < NEWSLETTER_LIMITS.subscribeIp.limit; i += 1) {
      const outcome = await outcomeOf(
        call(
          newsletterRoute,
          formRequest("/newsletter", { email: `ip${i}@example.com` }, { ip: sameIp }),
        ),
      );
      expect(outcome.status).toBe(200);
    }
    const refused = await outcomeOf(
      call(
        newsletterRoute,
        formRequest("/newsletter", { email: "one-too-many@example.com" }, { ip: sameIp }),
      ),
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/Too many/) });
    expect(await rows(db, "one-too-many@example.com")).toHaveLength(0);
    // Another IP is not affected.
    expect(
      (await subscribe(t.context, { email: "other@example.com", ip: ip(), honeypot: "" })).ok,
    ).toBe(true);

    for (let i = 0; i < NEWSLETTER_LIMITS.subscribeAddress.limit; i += 1) {
      expect(
        (await subscribe(t.context, { email: "target@example.com", ip: ip(), honeypot: "" })).ok,
      ).toBe(true);
    }
    const mailsBefore = (await t.mails()).filter((mail) => mail.to === "target@example.com").length;
    const bombed = await subscribe(t.context, {
      email: "Target@example.com",
      ip: ip(),
      honeypot: "",
    });
    expect(bombed).toMatchObject({ ok: false, status: 429 });
    expect((await t.mails()).filter((mail) => mail.to === "target@example.com")).toHaveLength(
      mailsBefore,
    );
  });

  it("honeypot: a filled-in trap field gets the success answer and stores and sends nothing", async () => {
    const outcome = await outcomeOf(
      call(
        newsletterRoute,
        formRequest("/newsletter", { email: "bot@example.com", website: "http://spam.example" }),
      ),
    );
    expect(outcome).toEqual({ status: 200, body: SUBSCRIBED });
    expect(await rows(currentDb())).toHaveLength(0);
    expect(await t.mails()).toHaveLength(0);
    expect(await currentDb().selectFrom("rate_limits").selectAll().execute()).toHaveLength(0);
  });

  it("invalid addresses and cross-site posts get a clear error and store nothing", async () => {
    const invalid = await outcomeOf(
      call(newsletterRoute, formRequest("/newsletter", { email: "not-an-email" })),
    );
    expect(invalid).toEqual({
      status: 400,
      body: { ok: false, message: "Please enter a valid email address." },
    });
    const crossSite = await outcomeOf(
      call(
        newsletterRoute,
        formRequest(
          "/newsletter",
          { email: "victim@example.com" },
          { origin: "https://evil.example" },
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(await rows(currentDb())).toHaveLength(0);
    expect(TEXT.newsletterSuccessTitle).toBe("Success!");
  });

  it("unsubscribes by POST only: GET on the page or the List-Unsubscribe address changes nothing, the RFC 8058 endpoint works", async () => {
    const db = currentDb();
    const [email] = await insertConfirmedSubscribers(db, 1);
    const postId = await insertPost(db);
    await queueSend(db, postId, null);
    await drainDeliveries(t.context, { workerId: "w1" });
    const mail = (await t.mails()).find((m) => m.to === email)!;
    const pageLink = linkTo(mail, "/newsletter/unsubscribe");

    const page = unsubscribeRoute.loader({
      request: new Request(pageLink),
      params: {},
      context: contextWith({ newsletter: t.context }),
    } as never);
    expect(page).toEqual({ token: tokenOf(pageLink) });
    expect((await rows(db, email))[0]!.status).toBe("confirmed");

    const oneClick = header(mail, "list-unsubscribe").match(/<([^>]+)>/)![1]!;
    // A mail client without RFC 8058 opens the List-Unsubscribe address in a browser (RFC
    // 2369): it is sent to the body link's confirmation page, and nothing changes yet.
    const opened = (await oneClickRoute.loader({
      request: new Request(oneClick),
      params: {},
      context: contextWith({ newsletter: t.context }),
    } as never)) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(new URL(opened.headers.get("location")!, TEST_ORIGIN).href).toBe(pageLink);
    expect((await rows(db, email))[0]!.status).toBe("confirmed");

    // Mail providers post from their own servers: no Origin, no cookies.
    const response = await outcomeOf(
      call(
        oneClickRoute,
        new Request(oneClick, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect((await rows(db, email))[0]!.status).toBe("unsubscribed");

    const forged = await outcomeOf(
      call(
        oneClickRoute,
        new Request(oneClick.replace(/token=[^&]+/, "token=forged.token"), { method: "POST" }),
      ),
    );
    expect(forged.status).toBe(400);

    // The page's POST, from our own origin, works too (and is idempotent).
    const viaPage = await outcomeOf(
      call(unsubscribeRoute, formRequest("/newsletter/unsubscribe", { token: tokenOf(pageLink) })),
    );
    expect(viaPage).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("retries a failed delivery with back-off, then gives up after the last attempt", async () => {
    const db = currentDb();
    t.cleanup();
    // Fails the first two attempts to the first reader, and every attempt to the second.
    t = createTestNewsletter(db, {
      fail: (n) => n < 2 || t.attempts[n] === "reader1@example.com",
    });
    await insertConfirmedSubscribers(db, 2);
    const postId = await insertPost(db);
    await queueSend(db, postId, null);

    let clock = Date.now() + 1000;
    const now = () => clock;
    const drain = () => drainDeliveries(t.context, { workerId: "w1", now });
    // reader0 fails (call 0), reader1 fails (call 1).
    expect(await drain()).toMatchObject({ sent: 0, retried: 2 });
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "sending",
      retrying: 2,
      lastError: "SMTP 451 temporary failure",
    });

    clock += retryDelayMs(1) - 1;
    expect(await drain()).toMatchObject({ sent: 0, retried: 0 }); // not due yet
    clock += 1;
    expect(await drain()).toMatchObject({ sent: 1, retried: 1 }); // reader0 delivered on attempt 2
    expect(retryDelayMs(2)).toBe(4 * retryDelayMs(1));

    for (let attempt = 2; attempt < NEWSLETTER_JOB.maxAttempts; attempt += 1) {
      clock += retryDelayMs(attempt);
      await drain();
    }
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "finished",
      total: 2,
      sent: 1,
      failed: 1,
      remaining: 0,
    });
    expect(t.attempts.filter((to) => to === "reader1@example.com")).toHaveLength(
      NEWSLETTER_JOB.maxAttempts,
    );
    expect((await t.mails()).map((mail) => mail.to)).toEqual(["reader0@example.com"]);
  });

  it("progress: a fresh send is waiting and then being sent, never 'waiting to retry' before a failure", async () => {
    const db = currentDb();
    t.cleanup();
    // Every send waits at this gate, so the progress can be read while the worker holds the
    // batch (claimed, attempt counted, nothing failed yet).
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let claimed!: () => void;
    const firstSend = new Promise<void>((resolve) => (claimed = resolve));
    t = createTestNewsletter(db, {
      beforeSend: async () => {
        claimed();
        await gate;
      },
    });
    await insertConfirmedSubscribers(db, 3);
    const postId = await insertPost(db);
    await queueSend(db, postId, null);
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "queued",
      total: 3,
      waiting: 3,
      retrying: 0,
    });

    const drained = drainDeliveries(t.context, { workerId: "w1" });
    await firstSend;
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "sending",
      remaining: 3,
      waiting: 0,
      retrying: 0,
    });
    open();
    expect(await drained).toMatchObject({ sent: 3, retried: 0 });
    expect(await getSendProgress(db, postId)).toMatchObject({
      status: "finished",
      sent: 3,
      remaining: 0,
      retrying: 0,
    });
  });

  it("a delivery whose worker died (lease expired) is taken over and sent once", async () => {
    const db = currentDb();
    await insertConfirmedSubscribers(db, 1);
    const postId = await insertPost(db);
    await queueSend(db, postId, null);
    const clock = Date.now();
    await db
      .updateTable("newsletter_deliveries")
      .set({ status: "sending", lease_owner: "dead-worker", lease_until: clock + 1000 })
      .execute();
    expect((await drainDeliveries(t.context, { workerId: "w1", now: () => clock })).sent).toBe(0);
    const later = () => clock + 1000;
    expect((await drainDeliveries(t.context, { workerId: "w1", now: later })).sent).toBe(1);
    expect((await drainDeliveries(t.context, { workerId: "w2", now: later })).sent).toBe(0);
    expect(await t.mails()).toHaveLength(1);
  });

  it("leases are measured by the database's clock, not by a server whose clock runs ahead", async () => {
    const db = currentDb();
    await insertConfirmedSubscribers(db, 1);
    const postId = await insertPost(db);
    await queueSend(db, postId, null);
    const databaseNow = await databaseEpochMs(db);
    // Another server holds the delivery for another minute by the database's clock.
    await db
      .updateTable("newsletter_deliveries")
      .set({ status: "sending", lease_owner: "busy-worker", lease_until: databaseNow + 60_000 })
      .execute();
    // This server's clock is an hour ahead: by it, the lease ran out long ago.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3_600_000);
    expect((await drainDeliveries(t.context, { workerId: "skewed" })).sent).toBe(0);
    vi.useRealTimers();
    await db
      .updateTable("newsletter_deliveries")
      .set({ lease_until: databaseNow - 1 })
      .execute();
    expect((await drainDeliveries(t.context, { workerId: "skewed" })).sent).toBe(1);
    expect(await t.mails()).toHaveLength(1);
  });

  it("admin list, search and CSV export", async () => {
    const db = currentDb();
    await insertConfirmedSubscribers(db, 3);
    await db
      .insertInto("newsletter_subscribers")
      .values({ id: "x-1", email: "=cmd@example.com", status: "pending" })
      .execute();
    const found = await listSubscribers(db, { search: "READER1", page: 1, pageSize: 10 });
    expect(found.items.map((row) => row.email)).toEqual(["reader1@example.com"]);
    expect((await listSubscribers(db, { search: "%", page: 1, pageSize: 10 })).total).toBe(0);
    const csv = await exportSubscribersCsv(db);
    expect(csv.split("\r\n")[0]).toBe(
      '"email","status","subscribed_at","confirmed_at","unsubscribed_at"',
    );
    expect(csv).toContain(`"'=cmd@example.com","pending"`);
  });
});

/**
 * PostgreSQL re-checks an UPDATE's condition after waiting for another transaction's row locks:
 * a claim whose chosen rows were taken meanwhile matches none of them and comes back empty,
 * although other deliveries are left. SQLite serialises writers, so this cannot happen there.
 */
describeOnEngine("postgres", "a claim that raced another worker's", ({ db, openOptions }) => {
  it("is tried again: the worker goes on to send what is left", async () => {
    const first = db();
    const second = openDatabase({ ...openOptions(), poolSize: 4 });
    const outboxDir = mkdtempSync(path.join(tmpdir(), "techpulse-outbox-"));
    const worker = createTestNewsletter(second, { outboxDir });
    try {
      const emails = await insertConfirmedSubscribers(first, 8);
      const postId = await insertPost(first);
      expect((await queueSend(first, postId, null)).ok).toBe(true);
      const now = await databaseEpochMs(first);
      // Due in a known order, so the claim's subquery picks the rows the other worker holds.
      const deliveries = await first
        .selectFrom("newsletter_deliveries")
        .select("id")
        .orderBy("id")
        .execute();
      for (const [index, { id }] of deliveries.entries()) {
        await first
          .updateTable("newsletter_deliveries")
          .set({ next_attempt_at: now - 1_000 + index })
          .where("id", "=", id)
          .execute();
      }

      // Another worker's claim, still open: the first three due rows, locked.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let taken: string[] = [];
      const otherClaim = first.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("newsletter_deliveries")
          .select("id")
          .where("status", "=", "pending")
          .orderBy("next_attempt_at")
          .limit(3)
          .execute();
        taken = rows.map((row) => row.id);
        await trx
          .updateTable("newsletter_deliveries")
          .set({ status: "sending", lease_owner: "other-worker", lease_until: now + 60_000 })
          .where("id", "in", taken)
          .execute();
        await held;
      });
      while (taken.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      // This worker's first claim picks the same three rows and waits for their locks.
      const drained = drainDeliveries(worker.context, { workerId: "worker", batchSize: 3 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await otherClaim;

      // Before the fix this worker stopped at its empty claim, with five deliveries unsent.
      expect((await drained).sent).toBe(5);
      expect(new Set(worker.attempts).size).toBe(5);
      expect(worker.attempts.every((email) => emails.includes(email))).toBe(true);
      const stillHeld = await first
        .selectFrom("newsletter_deliveries")
        .select(["status", "lease_owner"])
        .where("id", "in", taken)
        .execute();
      expect(stillHeld).toEqual(
        taken.map(() => ({ status: "sending", lease_owner: "other-worker" })),
      );
    } finally {
      worker.cleanup();
      await second.destroy();
    }
  });
});

/**
 * Two workers, each with its own database connection (SQLite: one file opened twice;
 * PostgreSQL: two pools on the same schema), drain one send at the same time.
 */
describeEachEngine("two workers drain one send concurrently", ({ db, openOptions }) => {
  let first: Db;
  let second: Db;

  // The second worker has a connection of its own to the same database.
  beforeEach(() => {
    first = db();
    second = openDatabase({ ...openOptions(), poolSize: 4 });
  });
  afterEach(async () => {
    await second.destroy();
  });

  it("delivers each email exactly once", async () => {
    const emails = await insertConfirmedSubscribers(first, 40);
    const postId = await insertPost(first);
    expect((await queueSend(first, postId, null)).ok).toBe(true);

    const outboxDir = mkdtempSync(path.join(tmpdir(), "techpulse-outbox-"));
    // Each send takes 5–15 ms, and each worker's first send waits until the other worker has
    // started one too: both hold a claimed batch at the same moment, however the machine
    // schedules them (under load one loop once drained all 40 before the other's first claim).
    const jitter = () => 5 + Math.floor(Math.random() * 10);
    const started = { a: () => {}, b: () => {} };
    const firstSendOf = {
      a: new Promise<void>((resolve) => (started.a = resolve)),
      b: new Promise<void>((resolve) => (started.b = resolve)),
    };
    const meetAtFirstSend = (self: "a" | "b", other: "a" | "b") => async (call: number) => {
      if (call !== 0) return;
      started[self]();
      await Promise.race([
        firstSendOf[other],
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
    };
    const a = createTestNewsletter(first, {
      outboxDir,
      delayMs: jitter,
      beforeSend: meetAtFirstSend("a", "b"),
    });
    const b = createTestNewsletter(second, {
      outboxDir,
      delayMs: jitter,
      beforeSend: meetAtFirstSend("b", "a"),
    });
    try {
      const [resultA, resultB] = await Promise.all([
        drainDeliveries(a.context, { workerId: "worker-a", batchSize: 3 }),
        drainDeliveries(b.context, { workerId: "worker-b", batchSize: 3 }),
      ]);
      expect(resultA.sent + resultB.sent).toBe(40);
      // Both really worked (otherwise this would not test concurrency).
      expect(resultA.sent).toBeGreaterThan(0);
      expect(resultB.sent).toBeGreaterThan(0);
      const delivered = [...a.attempts, ...b.attempts].sort();
      expect(delivered).toEqual([...emails].sort());
      expect((await a.mails()).length).toBe(40);
      expect(await getSendProgress(first, postId)).toMatchObject({
        status: "finished",
        sent: 40,
        total: 40,
      });
    } finally {
      a.cleanup();
    }
  });
});
