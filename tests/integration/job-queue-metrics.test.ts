import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { migrationState, KNOWN_MIGRATIONS } from "~/db/migrate.server";
import { countJobQueues } from "../../server/metrics/job-queues";
import { createTestDatabase, describeEachEngine, insertTestPost } from "../helpers/database";
import { insertConfirmedSubscribers, insertPost } from "../helpers/newsletter";

/** Figures the metrics scrape reads from the database (decision 0025), on both engines. */
describeEachEngine("job queue figures and migration state", ({ db, engine }) => {
  it("counts newsletter deliveries, scheduled posts and imports by state", async () => {
    const empty = await countJobQueues(db());
    expect(empty.map((queue) => queue.name)).toEqual([
      "newsletter",
      "mail",
      "scheduled_publishing",
      "imports",
    ]);
    for (const queue of empty) {
      expect(queue).toMatchObject({ depth: 0, due: 0, failed: 0, retrying: 0 });
    }

    const postId = await insertPost(db(), { published: true });
    await insertConfirmedSubscribers(db(), 5);
    const subscribers = (
      await db().selectFrom("newsletter_subscribers").select("id").orderBy("id").execute()
    ).map((row) => row.id);
    const sendId = randomUUID();
    await db()
      .insertInto("newsletter_sends")
      .values({ id: sendId, post_id: postId, status: "sending", total: 5 })
      .execute();
    const now = Date.now();
    const deliveries: Array<[string, number, number]> = [
      ["pending", 0, now - 1_000], // due
      ["pending", 1, now + 60_000], // retrying, not due yet
      ["sending", 1, now - 1_000],
      ["failed", 5, now - 1_000],
      ["sent", 1, now - 1_000],
    ];
    await db()
      .insertInto("newsletter_deliveries")
      .values(
        deliveries.map(([status, attempts, nextAttemptAt], i) => ({
          id: randomUUID(),
          send_id: sendId,
          subscriber_id: subscribers[i]!,
          status: status as "pending",
          attempts,
          next_attempt_at: nextAttemptAt,
        })),
      )
      .execute();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const at of [past, future]) {
      const id = await insertTestPost(db());
      await db().updateTable("posts").set({ scheduled_at: at }).where("id", "=", id).execute();
    }

    const mails: Array<[string, number, string]> = [
      ["queued", 0, past], // due
      ["queued", 2, future], // retrying, not due yet
      ["sending", 1, past],
      ["failed", 5, past],
      ["sent", 1, past],
    ];
    await db()
      .insertInto("mail_jobs")
      .values(
        mails.map(([status, attempts, nextAttemptAt]) => ({
          id: randomUUID(),
          kind: "contact.notification",
          recipient: "editor@example.com",
          subject: "A message",
          text_body: null,
          html_body: null,
          headers: null,
          status: status as "queued",
          attempts,
          next_attempt_at: nextAttemptAt,
          lease_owner: null,
          lease_until: null,
          last_error: null,
          sent_at: null,
        })),
      )
      .execute();

    const queues = Object.fromEntries(
      (await countJobQueues(db())).map(({ name, ...counts }) => [name, counts]),
    );
    expect(queues.newsletter).toEqual({ depth: 3, due: 1, failed: 1, retrying: 1 });
    expect(queues.mail).toEqual({ depth: 3, due: 1, failed: 1, retrying: 1 });
    expect(queues.scheduled_publishing).toEqual({ depth: 2, due: 1, failed: 0, retrying: 0 });
  });

  it(`reads the migration state [${engine}]`, async () => {
    expect(await migrationState(db())).toEqual({
      applied: [...KNOWN_MIGRATIONS],
      pending: [],
      unknown: [],
    });
    const fresh = await createTestDatabase(engine, { migrate: false });
    try {
      expect(await migrationState(fresh.db)).toEqual({
        applied: [],
        pending: [...KNOWN_MIGRATIONS],
        unknown: [],
      });
    } finally {
      await fresh.cleanup();
    }
  });
});
