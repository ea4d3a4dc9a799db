import { afterEach, beforeEach, expect, it } from "vitest";
import { DEFAULT_COMMENT_SETTINGS } from "~/comments/comment-settings";
import { saveCommentSettings } from "~/comments/comment-settings.server";
import { deleteOwnComment, editComment, postComment } from "~/comments/reader-commands.server";
import {
  createPost,
  createPostIn,
  deletePost,
  setPostPublished,
  updatePost,
} from "~/content/post-commands.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { createSecretBox } from "~/integrations/secret-box.server";
import type { NewsletterContext } from "~/newsletter/context.server";
import { removeSubscriber } from "~/newsletter/subscribers.server";
import { confirmSubscription } from "~/newsletter/subscriptions.server";
import { newConfirmToken } from "~/newsletter/tokens.server";
import type { Writer } from "~/platform/domain-events.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { schedulePost, unschedulePost } from "~/publishing/schedule.server";
import { createCategory, deleteCategory, updateCategory } from "~/taxonomy/categories.server";
import { WEBHOOK_EVENTS, type WebhookEvent } from "~/webhooks/webhook-text";
import {
  drainWebhookDeliveries,
  startWebhookWorker,
  type WebhookWorkerDeps,
} from "~/webhooks/webhook-worker.server";
import { createWebhook, listWebhooks, retryWebhookDelivery } from "~/webhooks/webhooks.server";
import { TEST_ORIGIN, TEST_SECRET } from "../helpers/auth";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import {
  signatureHolds,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../helpers/webhook-receiver";

const box = createSecretBox(TEST_SECRET);
/** A received body's object, loosely typed: the test reads Ghost's fields from it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire
type Loose = any;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const ALLOW_PRIVATE = { allowPrivateAddresses: true };

const post = (title: string, published = false) => ({
  title,
  slug: title.toLowerCase().replaceAll(" ", "-"),
  excerpt: "",
  content: `<p>${title} text</p>`,
  featuredImage: null,
  published,
  categoryId: null,
  authorId: null,
});

async function addIntegration(db: Db): Promise<string> {
  await db
    .insertInto("integrations")
    .values({
      id: "integration-1",
      name: "Receiver",
      role: "editor",
      admin_key_id: "a".repeat(24),
      admin_secret_sealed: box.seal("b".repeat(64)),
      created_by: null,
    })
    .execute();
  return "integration-1";
}

async function deliveries(db: Db) {
  return db.selectFrom("webhook_deliveries").selectAll().orderBy("created_at").execute();
}

/** Makes the given deliveries due now, as if their wait had passed (the clock moved on). */
async function makeDue(db: Db) {
  await db
    .updateTable("webhook_deliveries")
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .execute();
}

describeEachEngine("webhooks", ({ db, openOptions }) => {
  let receiver: WebhookReceiver;
  let writer: Writer;
  let workerWakes = 0;
  let integrationId: string;
  let deps: WebhookWorkerDeps;
  const hooks = new Map<string, { id: string; secret: string }>();

  async function hook(event: WebhookEvent, path = `/${event}`) {
    const id = await createWebhook(db(), box, ALLOW_PRIVATE, integrationId, {
      name: event,
      event,
      targetUrl: receiver.url(path),
    });
    const [view] = (await listWebhooks(db(), box, [integrationId])).filter((h) => h.id === id);
    hooks.set(event, { id, secret: view!.secret! });
    return id;
  }

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    workerWakes = 0;
    writer = {
      db: db(),
      events: createSiteEvents({
        webhookOrigin: TEST_ORIGIN,
        wakeWebhookWorker: () => void workerWakes++,
      }),
    };
    integrationId = await addIntegration(db());
    deps = { db: db(), secrets: box, logger: quiet, allowPrivateAddresses: true };
    hooks.clear();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it("sends every event type, signed as Ghost signs, with Ghost's payload shape", async () => {
    // Every event TechPulse sends, each to a webhook of its own.
    const events = WEBHOOK_EVENTS;
    for (const event of events) await hook(event);

    // Posts: a draft, edited, scheduled and unscheduled, published, edited published, unpublished, deleted.
    const id = await createPost(writer, post("Webhook story"));
    const edit = (title: string, published: boolean) =>
      updatePost(
        writer,
        id,
        { ...post(title, published), slug: "webhook-story", categoryId: "", featuredImage: "" },
        [],
      );
    await edit("Webhook story v2", false);
    await schedulePost(writer, id, {
      at: new Date(Date.now() + 3_600_000),
      emailSubscribers: false,
      by: null,
    });
    await unschedulePost(writer, id, null);
    await setPostPublished(writer, id, true, { by: null });
    await edit("Webhook story v3", true);
    await setPostPublished(writer, id, false, { by: null });

    // Categories are tags.
    const category = await createCategory(writer, {
      name: "Hooks",
      slug: "hooks",
      description: "About hooks",
      icon: "code",
      color: "violet",
    });
    await updateCategory(writer, category, {
      name: "Hooks!",
      slug: "hooks",
      description: "",
      icon: "code",
      color: "violet",
    });

    // Newsletter: a confirmed subscriber removed by an administrator.
    await db()
      .insertInto("newsletter_subscribers")
      .values({ id: "sub-1", email: "reader@example.com", status: "confirmed" })
      .execute();
    await removeSubscriber(writer, "sub-1");
    // A sign-up confirmed through its link is added.
    const { token, hash } = newConfirmToken();
    await db()
      .insertInto("newsletter_subscribers")
      .values({
        id: "sub-2",
        email: "new@example.com",
        status: "pending",
        confirm_token_hash: hash,
        confirm_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    const newsletter = { db: db(), events: writer.events } as unknown as NewsletterContext;
    expect(await confirmSubscription(newsletter, token)).toBe(true);

    // Comments on a published post.
    await saveCommentSettings(writer, { ...DEFAULT_COMMENT_SETTINGS, holdFirstComment: false });
    await insertTestUser(db(), { id: "reader", name: "Reader", email: "r@example.com" });
    await db()
      .updateTable("user")
      .set({ created_at: new Date(Date.now() - 7_200_000).toISOString() })
      .where("id", "=", "reader")
      .execute();
    const published = await createPost(writer, post("Commented", true));
    const comment = await postComment(writer, {
      postId: published,
      readerId: "reader",
      body: "Nice <b>hook</b>",
    });
    await editComment(writer, { commentId: comment.id, readerId: "reader", body: "Nicer" });
    await deleteOwnComment(writer, { commentId: comment.id, readerId: "reader" });

    await deletePost(writer, id, null);
    await deleteCategory(writer, category);

    const result = await drainWebhookDeliveries(deps, { workerId: "w1" });
    expect(result.failed + result.retried).toBe(0);

    const received = (event: string) => receiver.calls.filter((call) => call.path === `/${event}`);
    for (const event of events) {
      const calls = received(event);
      expect(calls.length, event).toBeGreaterThan(0);
      for (const call of calls) {
        expect(signatureHolds(call, hooks.get(event)!.secret), event).toBe(true);
        expect(call.headers["content-type"]).toBe("application/json");
      }
    }
    const only = (event: string) => {
      const calls = received(event);
      expect(calls, event).toHaveLength(1);
      return calls[0]!.json as Record<string, { current: Loose; previous: Loose }>;
    };

    // Exactly the transitions that happened, in Ghost's shape.
    expect(received("post.edited").length).toBe(2);
    expect(received("post.published").length).toBe(2); // "Webhook story" and "Commented"
    const publishedEdited = only("post.published.edited").post!;
    expect(publishedEdited.current).toMatchObject({
      id,
      title: "Webhook story v3",
      status: "published",
      slug: "webhook-story",
      url: `${TEST_ORIGIN}/article/webhook-story`,
    });
    expect(publishedEdited.current.html).toContain("Webhook story v3 text");
    expect(publishedEdited.current.plaintext).toContain("Webhook story v3 text");
    expect(Array.isArray(publishedEdited.current.tags)).toBe(true);
    expect(Array.isArray(publishedEdited.current.authors)).toBe(true);
    expect(publishedEdited.previous).toEqual({});
    expect(only("post.scheduled").post!.current.status).toBe("scheduled");
    expect(only("post.unscheduled").post!.current.status).toBe("draft");
    expect(only("post.unpublished").post!.current.status).toBe("draft");
    const deleted = only("post.deleted").post!;
    expect(deleted.current).toEqual({});
    expect(deleted.previous).toMatchObject({ id, title: "Webhook story v3" });

    expect(only("tag.added").tag!.current).toMatchObject({
      id: category,
      name: "Hooks",
      slug: "hooks",
      description: "About hooks",
      url: `${TEST_ORIGIN}/category/hooks`,
    });
    expect(only("tag.edited").tag!.current).toMatchObject({ name: "Hooks!" });
    expect(only("tag.deleted").tag!).toMatchObject({
      current: {},
      previous: { id: category, name: "Hooks!" },
    });

    expect(only("subscriber.deleted").subscriber).toMatchObject({
      current: {},
      previous: { id: "sub-1", email: "reader@example.com", status: "subscribed" },
    });
    expect(only("subscriber.added").subscriber).toMatchObject({
      current: { id: "sub-2", email: "new@example.com", status: "subscribed" },
      previous: {},
    });

    expect(only("comment.added").comment!.current).toMatchObject({
      id: comment.id,
      post_id: published,
      status: "published",
      html: "<p>Nice &lt;b&gt;hook&lt;/b&gt;</p>",
      member: { id: "reader", name: "Reader" },
    });
    expect(only("comment.edited").comment!.current.html).toBe("<p>Nicer</p>");
    expect(only("comment.deleted").comment!).toMatchObject({
      current: {},
      previous: { id: comment.id, post_id: published },
    });
    const added = received("post.added").map((call) => (call.json.post as Loose).current);
    expect(added.map((current) => [current.title, current.status])).toEqual([
      ["Webhook story", "draft"],
      ["Commented", "published"],
    ]);

    const rows = await deliveries(db());
    expect(rows.every((row) => row.status === "delivered" && row.response_status === 200)).toBe(
      true,
    );
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("a rolled-back write queues nothing; a committed one exactly its events", async () => {
    await hook("post.added");
    await hook("post.published");
    await expect(
      writer.events.write(writer.db, async (tx) => {
        await createPostIn(tx, post("Rolled back", true));
        throw new Error("the write fails after the event");
      }),
    ).rejects.toThrow("the write fails");
    expect(await deliveries(db())).toHaveLength(0);

    await createPost(writer, post("Kept"));
    expect((await deliveries(db())).map((row) => row.event)).toEqual(["post.added"]);
  });

  it("retries with back-off after a 500 and after a timeout, then delivers; gives up after 24 hours", async () => {
    await hook("post.added");
    receiver.answer = 500;
    await createPost(writer, post("Flaky"));
    expect(await drainWebhookDeliveries(deps, { workerId: "w1" })).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    let [row] = await deliveries(db());
    expect(row).toMatchObject({ status: "queued", attempts: 1, response_status: 500 });
    expect(row!.last_error).toContain("500");
    // Backed off: not due yet (one minute after the first failure).
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    expect(await drainWebhookDeliveries(deps, { workerId: "w1" })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });

    // The clock moves on; this time the receiver hangs past a (short) timeout.
    await makeDue(db());
    receiver.answer = "hang";
    const started = Date.now();
    await drainWebhookDeliveries(deps, { workerId: "w1", timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    [row] = await deliveries(db());
    expect(row).toMatchObject({ status: "queued", attempts: 2, response_status: null });
    expect(row!.last_error).toContain("no answer");
    // The second back-off is twice the first.
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeGreaterThan(110_000);

    await makeDue(db());
    receiver.answer = 204;
    await drainWebhookDeliveries(deps, { workerId: "w1" });
    [row] = await deliveries(db());
    expect(row).toMatchObject({ status: "delivered", attempts: 3, response_status: 204 });
    expect(receiver.calls).toHaveLength(3);

    // Past its 24 hours, a failure gives it up; "retry now" sends it once more.
    await createPost(writer, post("Doomed"));
    await db()
      .updateTable("webhook_deliveries")
      .set({ give_up_at: new Date(Date.now() - 1000).toISOString() })
      .where("status", "=", "queued")
      .execute();
    receiver.answer = 503;
    expect((await drainWebhookDeliveries(deps, { workerId: "w1" })).failed).toBe(1);
    const doomed = (await deliveries(db())).find((r) => r.status === "failed")!;
    expect(doomed.response_status).toBe(503);
    receiver.answer = 200;
    const wakesBefore = workerWakes;
    await retryWebhookDelivery(writer, doomed.id);
    // "Retry now" wakes the worker once committed: it does not wait for the next poll.
    expect(workerWakes).toBe(wakesBefore + 1);
    expect((await drainWebhookDeliveries(deps, { workerId: "w1" })).delivered).toBe(1);
  });

  it("refuses private and loopback targets on save and at send time unless allowed", async () => {
    const rules = { allowPrivateAddresses: false };
    for (const targetUrl of [
      receiver.url(),
      "http://localhost:9/hook",
      "http://10.1.2.3/hook",
      "http://[::1]/hook",
      "http://169.254.169.254/latest",
    ]) {
      await expect(
        createWebhook(db(), box, rules, integrationId, {
          name: "",
          event: "post.added",
          targetUrl,
        }),
        targetUrl,
      ).rejects.toMatchObject({ status: 400, field: "targetUrl" });
    }
    expect(await db().selectFrom("webhooks").select("id").execute(), "nothing stored").toHaveLength(
      0,
    );

    // Saved while allowed, sent after it was turned off: refused at send time, nothing received.
    await hook("post.added");
    await createPost(writer, post("Private"));
    await drainWebhookDeliveries({ ...deps, allowPrivateAddresses: false }, { workerId: "w1" });
    const [row] = await deliveries(db());
    expect(row!.status).toBe("queued");
    expect(row!.last_error).toContain("private or local address");
    expect(receiver.calls).toHaveLength(0);
  });

  it("two workers sharing the database never send a delivery twice", async () => {
    await hook("post.added");
    for (let i = 0; i < 24; i++) await createPost(writer, post(`Race ${i}`));
    const second = openDatabase({ ...openOptions(), poolSize: 4 });
    try {
      const [a, b] = await Promise.all([
        drainWebhookDeliveries(deps, { workerId: "w1", batchSize: 3 }),
        drainWebhookDeliveries({ ...deps, db: second }, { workerId: "w2", batchSize: 3 }),
      ]);
      expect(a.delivered + b.delivered).toBe(24);
    } finally {
      await second.destroy();
    }
    const ids = receiver.calls.map(
      (call) => (call.json as { post: { current: { id: string } } }).post.current.id,
    );
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
  });

  it("a receiver that hangs never slows publishing: the worker calls it outside the write", async () => {
    await hook("post.published");
    receiver.answer = "hang";
    const worker = startWebhookWorker(deps, { pollMs: 60_000, timeoutMs: 1_500 });
    // As server/app.ts wires them: a committed write that queued deliveries wakes the worker.
    const events = createSiteEvents({ webhookOrigin: TEST_ORIGIN, wakeWebhookWorker: worker.wake });
    try {
      const id = await createPost({ db: db(), events }, post("Fast"));
      const started = Date.now();
      await setPostPublished({ db: db(), events }, id, true, { by: null });
      expect(Date.now() - started).toBeLessThan(500);
      // The worker, woken after commit, is calling the receiver, which has not answered.
      const deadline = Date.now() + 5_000;
      while (receiver.calls.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(receiver.calls).toHaveLength(1);
    } finally {
      await worker.stop();
    }
    const [row] = await deliveries(db());
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
  });
});
