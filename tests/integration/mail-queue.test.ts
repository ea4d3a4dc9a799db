import pino from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createAuthService } from "~/auth/service.server";
import { submitContactMessage } from "~/contact/messages.server";
import { databaseNowPlus } from "~/db/clock.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { createNewsletterContext } from "~/newsletter/context.server";
import { subscribe } from "~/newsletter/subscriptions.server";
import { createInvitation } from "~/people/invitations.server";
import { submitForReview } from "~/people/review.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { queueMail, queueMailIn, type QueuedMail } from "~/platform/mail-queue.server";
import {
  drainMailQueue,
  startMailQueueWorker,
  type MailQueueWorker,
} from "~/platform/mail-queue-worker.server";
import { createMailer, type Mailer } from "~/platform/mailer.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { formRequest, TEST_ORIGIN, TEST_SECRET } from "../helpers/auth";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import { linkTo } from "../helpers/mail";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const logger = pino({ level: "silent" });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function smtpMailer(smtp: TestSmtpServer): Mailer {
  return createMailer({
    smtpUrl: smtp.url,
    outboxDir: "/nonexistent",
    fromName: "TechPulse",
    fromAddress: "no-reply@techpulse.test",
    logger,
  });
}

function mail(to: string, overrides: Partial<QueuedMail> = {}): QueuedMail {
  return {
    kind: "account.password-reset",
    to,
    subject: `Reset for ${to}`,
    text: `Choose a new password: ${TEST_ORIGIN}/auth/reset-password?token=secret-${to}`,
    html: `<p><a href="${TEST_ORIGIN}/auth/reset-password?token=secret-${to}">Reset</a></p>`,
    ...overrides,
  };
}

async function jobs(db: Db) {
  return db.selectFrom("mail_jobs").selectAll().orderBy("recipient").execute();
}

/** Resolves when `check` holds, polling; fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachEngine("mail queue", ({ db, openOptions }) => {
  let smtp: TestSmtpServer;
  let worker: MailQueueWorker | undefined;
  let events: DomainEvents;
  let wakes = 0;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    wakes = 0;
    // As server/app.ts wires them: a queued mail wakes this process's worker after commit.
    events = createSiteEvents({
      wakeMailWorker: () => {
        wakes += 1;
        worker?.wake();
      },
    });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await smtp.close();
  });

  it("delivers every kind of transactional mail through SMTP, woken by the write's commit", async () => {
    const mailer = smtpMailer(smtp);
    // A long poll: only the after-commit wake-up can deliver within the test.
    worker = startMailQueueWorker({ db: db(), mailer, logger: quiet }, { pollMs: 60_000 });
    const auth = createAuthService({
      db: db(),
      events,
      secret: TEST_SECRET,
      origin: TEST_ORIGIN,
      logger,
    });
    const ip = { ip: "198.51.100.7" };

    // Sign-up: the verification mail, then the same address again: the existing-account mail.
    const account = { fullName: "Ada", email: "ada@example.com", password: "correct horse 42" };
    expect((await auth.signUp(formRequest("/auth", {}, ip), account)).ok).toBe(true);
    const verification = await smtp.waitFor("ada@example.com", /Verify your email/);
    expect(linkTo(verification, "/auth/verify-email")).toContain("token=");
    expect((await auth.signUp(formRequest("/auth", {}, ip), account)).ok).toBe(true);
    await smtp.waitFor("ada@example.com", /already have/);
    await db().updateTable("user").set({ email_verified: true }).execute();
    expect(
      (await auth.requestPasswordReset(formRequest("/auth", {}, ip), { email: account.email })).ok,
    ).toBe(true);
    const reset = await smtp.waitFor("ada@example.com", /Reset your/);
    expect(linkTo(reset, "/auth/reset-password")).toContain("token=");

    // Newsletter confirmation, with its List-Unsubscribe header.
    const newsletter = createNewsletterContext({
      db: db(),
      mailer,
      events,
      origin: TEST_ORIGIN,
      secret: TEST_SECRET,
      logger,
    });
    await subscribe(newsletter, { email: "reader@example.com", ip: "198.51.100.8", honeypot: "" });
    const confirmation = await smtp.waitFor("reader@example.com", /.+/);
    expect(confirmation.rawHeaders["list-unsubscribe"]).toContain(TEST_ORIGIN);

    // Contact notification, with Reply-To.
    await submitContactMessage(
      { db: db(), events, logger, origin: TEST_ORIGIN },
      {
        fields: { name: "Bo", email: "bo@example.com", subject: "Tip", message: "Hello there" },
        honeypot: "",
        ip: "198.51.100.9",
        notifyTo: "newsroom@techpulse.test",
      },
    );
    const notification = await smtp.waitFor("newsroom@techpulse.test", /contact/);
    expect(notification.rawHeaders["reply-to"]).toContain("bo@example.com");

    // The newsroom's invitation and review request.
    const people = { db: db(), events, logger, origin: TEST_ORIGIN };
    await insertTestUser(db(), { id: "editor-1", name: "Eve", email: "eve@example.com" });
    await db().updateTable("user").set({ role: "editor" }).where("id", "=", "editor-1").execute();
    await createInvitation(
      people,
      { id: "editor-1", role: "editor", name: "Eve" },
      {
        email: "new.writer@example.com",
        role: "author",
      },
    );
    await smtp.waitFor("new.writer@example.com", /.+/);
    await db()
      .insertInto("posts")
      .values({
        id: "post-1",
        title: "Draft",
        slug: "draft",
        excerpt: "",
        content: "<p>x</p>",
        content_text: "x",
        word_count: 1,
        published: false,
      })
      .execute();
    expect(
      await submitForReview(people, { id: "post-1", title: "Draft" }, { id: "x", name: "Cy" }),
    ).toBe(true);
    await smtp.waitFor("eve@example.com", /review/i);

    await eventually(async () => (await jobs(db())).every((job) => job.status === "sent"));
    const settled = await jobs(db());
    expect(settled.map((job) => job.kind).sort()).toEqual([
      "account.existing-account",
      "account.password-reset",
      "account.verify-email",
      "contact.notification",
      "newsletter.confirm-subscription",
      "people.invitation",
      "people.review-request",
    ]);
    // Sent: the bodies (reset and confirmation links) are gone, the metadata stays.
    for (const job of settled) {
      expect(job).toMatchObject({ text_body: null, html_body: null, headers: null, attempts: 1 });
      expect(job.sent_at).toBeTruthy();
      expect(job.subject).not.toBe("");
    }
    expect(smtp.received).toHaveLength(7);
    expect(wakes).toBe(7);
  });

  it("keeps a job queued while no worker runs and delivers it when one starts", async () => {
    await queueMail({ db: db(), events }, mail("later@example.com"));
    expect(await jobs(db())).toMatchObject([{ status: "queued", attempts: 0 }]);
    // The process that queued it is gone; a new one starts its worker.
    worker = startMailQueueWorker({ db: db(), mailer: smtpMailer(smtp), logger: quiet });
    await smtp.waitFor("later@example.com", /Reset for/);
    await eventually(async () => (await jobs(db()))[0]?.status === "sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("sends again a job whose sender died mid-send, once its lease runs out, and only once", async () => {
    await queueMail({ db: db(), events }, mail("orphan@example.com"));
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let stuckStarted = () => {};
    const started = new Promise<void>((resolve) => (stuckStarted = resolve));
    // Worker A claims the job and hangs in the middle of the SMTP exchange.
    const dying: Mailer = {
      transport: "smtp",
      close: () => {},
      send: async () => {
        stuckStarted();
        await stuck;
        throw new Error("connection reset");
      },
    };
    const a = drainMailQueue(
      { db: db(), mailer: dying, logger: quiet },
      { workerId: "worker-a", leaseMs: 2_000 },
    );
    await started;
    // While A's lease runs, B finds nothing to take.
    const early = await drainMailQueue(
      { db: db(), mailer: smtpMailer(smtp), logger: quiet },
      { workerId: "worker-b" },
    );
    expect(early.sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const late = await drainMailQueue(
      { db: db(), mailer: smtpMailer(smtp), logger: quiet },
      { workerId: "worker-b" },
    );
    expect(late.sent).toBe(1);
    // A wakes up to a lost lease: its outcome no longer counts.
    release();
    await a;
    expect(await jobs(db())).toMatchObject([
      { status: "sent", attempts: 2, lease_owner: null, last_error: null, text_body: null },
    ]);
    expect(smtp.received.map((m) => m.to)).toEqual(["orphan@example.com"]);
  });

  it("two workers on their own connections race over 50 jobs: each mail goes out once", async () => {
    const second = openDatabase({ ...openOptions(), poolSize: 4 });
    try {
      const recipients = Array.from({ length: 50 }, (_, i) => `racer${i}@example.com`);
      await queueMail({ db: db(), events }, ...recipients.map((to) => mail(to)));
      // Each worker's first send waits until the other has started one too: both hold a claimed
      // batch at the same moment, however the machine schedules them.
      const real = smtpMailer(smtp);
      const started = { a: () => {}, b: () => {} };
      const firstSendOf = {
        a: new Promise<void>((resolve) => (started.a = resolve)),
        b: new Promise<void>((resolve) => (started.b = resolve)),
      };
      const meeting = (self: "a" | "b", other: "a" | "b"): Mailer => ({
        ...real,
        send: async (message) => {
          started[self]();
          await Promise.race([firstSendOf[other], new Promise((r) => setTimeout(r, 10_000))]);
          await real.send(message);
        },
      });
      const [a, b] = await Promise.all([
        drainMailQueue(
          { db: db(), mailer: meeting("a", "b"), logger: quiet },
          { workerId: "a", batchSize: 2 },
        ),
        drainMailQueue(
          { db: second, mailer: meeting("b", "a"), logger: quiet },
          { workerId: "b", batchSize: 2 },
        ),
      ]);
      expect(a.sent + b.sent).toBe(50);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      expect(smtp.received.map((m) => m.to).sort()).toEqual([...recipients].sort());
      expect((await jobs(db())).every((job) => job.status === "sent" && job.attempts === 1)).toBe(
        true,
      );
    } finally {
      await second.destroy();
    }
  });

  it("retries a refused send with back-off, then marks it failed without its body", async () => {
    await smtp.close();
    smtp = await startSmtpServer({
      refuse: () => ({ code: 451, message: "4.3.0 Try again later" }),
    });
    await queueMail({ db: db(), events }, mail("unlucky@example.com"));
    const deps = { db: db(), mailer: smtpMailer(smtp), logger: quiet };
    const first = await drainMailQueue(deps, { workerId: "w", maxAttempts: 3 });
    expect(first).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await jobs(db());
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting?.last_error).toContain("451");
    expect(waiting?.last_error).not.toContain("secret-");
    expect(waiting?.text_body).toContain("secret-");
    // Not due yet (30 s back-off by the database's clock): nothing to do.
    expect(await drainMailQueue(deps, { workerId: "w", maxAttempts: 3 })).toMatchObject({
      retried: 0,
    });
    // Its time comes; with back-offs of zero the remaining attempts happen in one round.
    await db()
      .updateTable("mail_jobs")
      .set({ next_attempt_at: databaseNowPlus(db(), -1) })
      .execute();
    const rest = await drainMailQueue(deps, {
      workerId: "w",
      maxAttempts: 3,
      retryDelayMs: () => 0,
    });
    expect(rest).toMatchObject({ sent: 0, retried: 1, failed: 1 });
    expect(await jobs(db())).toMatchObject([
      {
        status: "failed",
        attempts: 3,
        text_body: null,
        html_body: null,
        recipient: "unlucky@example.com",
      },
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  it("gives up at once on a permanent refusal (5xx)", async () => {
    await smtp.close();
    smtp = await startSmtpServer({
      refuse: () => ({ code: 550, message: "5.1.1 No such mailbox" }),
    });
    await queueMail({ db: db(), events }, mail("nobody@example.com"));
    const result = await drainMailQueue(
      { db: db(), mailer: smtpMailer(smtp), logger: quiet },
      { workerId: "w" },
    );
    expect(result).toMatchObject({ failed: 1, retried: 0 });
    expect(await jobs(db())).toMatchObject([{ status: "failed", attempts: 1 }]);
  });

  it("queues nothing, and wakes no worker, when the write's transaction rolls back", async () => {
    await expect(
      events.write(db(), async (tx) => {
        await queueMailIn(tx, mail("ghost@example.com"));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await jobs(db())).toEqual([]);
    expect(wakes).toBe(0);
    // The same through a domain write: a contact message that cannot be stored mails nobody.
    await db().schema.alterTable("contact_messages").renameTo("contact_messages_gone").execute();
    try {
      await expect(
        submitContactMessage(
          { db: db(), events, logger, origin: TEST_ORIGIN },
          {
            fields: { name: "Bo", email: "bo@example.com", subject: "Tip", message: "Hi" },
            honeypot: "",
            ip: "198.51.100.10",
            notifyTo: "newsroom@techpulse.test",
          },
        ),
      ).rejects.toThrow();
    } finally {
      await db().schema.alterTable("contact_messages_gone").renameTo("contact_messages").execute();
    }
    expect(await jobs(db())).toEqual([]);
  });

  it("on stop, finishes the send in progress and hands the rest of its batch back", async () => {
    await queueMail(
      { db: db(), events },
      ...["one", "two", "three"].map((name) => mail(`${name}@example.com`)),
    );
    const real = smtpMailer(smtp);
    let proceed = () => {};
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    let sending = () => {};
    const firstSend = new Promise<void>((resolve) => (sending = resolve));
    const slow: Mailer = {
      ...real,
      send: async (message) => {
        sending();
        await gate;
        await real.send(message);
      },
    };
    const running = startMailQueueWorker({ db: db(), mailer: slow, logger: quiet });
    await firstSend;
    const stopped = running.stop();
    proceed();
    await stopped;
    const after = await jobs(db());
    expect(after.filter((job) => job.status === "sent")).toHaveLength(1);
    expect(after.filter((job) => job.status === "queued")).toMatchObject([
      { attempts: 0, lease_owner: null, lease_until: null },
      { attempts: 0, lease_owner: null, lease_until: null },
    ]);
    expect(smtp.received).toHaveLength(1);
  });

  it("leases by the database's clock", async () => {
    await queueMail({ db: db(), events }, mail("clock@example.com"));
    const hanging: Mailer = {
      transport: "smtp",
      close: () => {},
      send: () => new Promise(() => {}),
    };
    void drainMailQueue(
      { db: db(), mailer: hanging, logger: quiet },
      { workerId: "w", leaseMs: 60_000 },
    );
    await eventually(async () => (await jobs(db()))[0]?.status === "sending");
    const [job] = await jobs(db());
    const { now } = await db()
      .selectNoFrom(databaseNowPlus(db(), 0).as("now"))
      .executeTakeFirstOrThrow();
    const ahead = Date.parse(job!.lease_until!) - Date.parse(String(now));
    expect(ahead).toBeGreaterThan(55_000);
    expect(ahead).toBeLessThanOrEqual(60_000);
  });
});
