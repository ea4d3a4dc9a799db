import { databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import type {
  DomainEventMap,
  DomainEventName,
  DomainEvents,
} from "~/platform/domain-events.server";
import { newId } from "~/platform/ids.server";
import {
  envelope,
  ghostComment,
  ghostPost,
  ghostSubscriber,
  ghostTag,
  type WebhookPayload,
} from "./webhook-payloads.server";
import type { WebhookEvent } from "./webhook-text";

/** How long a failing delivery is tried again before it is given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One Ghost event a domain event causes, with how to read its body (null: it did not happen). */
interface Caused {
  event: WebhookEvent;
  payload: (db: Db) => Promise<WebhookPayload | null>;
}

type Translate<K extends DomainEventName> = (
  event: DomainEventMap[K],
  db: Db,
  origin: string,
) => Promise<Caused[]>;

const SITE_CHANGED: Caused = { event: "site.changed", payload: async () => ({}) };

async function isPublished(db: Db, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("published")
    .where("id", "=", postId)
    .executeTakeFirst();
  return Boolean(row?.published);
}

const postNow = (origin: string, postId: string) => async (db: Db) =>
  envelope("post", await ghostPost(db, origin, postId));

/**
 * Which Ghost events each domain event is, as Ghost 6 fires them: a save is `post.edited`, and
 * also `post.published.edited` when the post was public before and still is (a save that
 * publishes a draft is `post.edited` and `post.published`); a deletion sends the post as
 * `previous`. Categories are Ghost's tags; topics are made by posts and have no events yet.
 */
const TRANSLATIONS: { [K in DomainEventName]?: Translate<K> } = {
  "post.created": async (event, _db, origin) => [
    { event: "post.added", payload: postNow(origin, event.postId) },
  ],
  "post.updated": async (event, db, origin) => {
    const caused: Caused[] = [{ event: "post.edited", payload: postNow(origin, event.postId) }];
    if (event.wasPublished && (await isPublished(db, event.postId))) {
      caused.push(
        { event: "post.published.edited", payload: postNow(origin, event.postId) },
        SITE_CHANGED,
      );
    }
    return caused;
  },
  "post.published": async (event, _db, origin) => [
    { event: "post.published", payload: postNow(origin, event.postId) },
    SITE_CHANGED,
  ],
  "post.unpublished": async (event, _db, origin) => [
    { event: "post.unpublished", payload: postNow(origin, event.postId) },
    SITE_CHANGED,
  ],
  "post.scheduled": async (event, _db, origin) => [
    { event: "post.scheduled", payload: postNow(origin, event.postId) },
  ],
  "post.unscheduled": async (event, _db, origin) => [
    { event: "post.unscheduled", payload: postNow(origin, event.postId) },
  ],
  "post.deleted": async (event, db, origin) => {
    const caused: Caused[] = [
      {
        event: "post.deleted",
        payload: async (trx) => envelope("post", null, await ghostPost(trx, origin, event.postId)),
      },
    ];
    if (await isPublished(db, event.postId)) caused.push(SITE_CHANGED);
    return caused;
  },
  "category.created": async (event, _db, origin) => [
    {
      event: "tag.added",
      payload: async (db) => envelope("tag", await ghostTag(db, origin, event.categoryId)),
    },
    SITE_CHANGED,
  ],
  "category.updated": async (event, _db, origin) => [
    {
      event: "tag.edited",
      payload: async (db) => envelope("tag", await ghostTag(db, origin, event.categoryId)),
    },
    SITE_CHANGED,
  ],
  "category.moved": async () => [SITE_CHANGED],
  "category.deleted": async (event, _db, origin) => [
    {
      event: "tag.deleted",
      payload: async (db) => envelope("tag", null, await ghostTag(db, origin, event.categoryId)),
    },
    SITE_CHANGED,
  ],
  "subscriber.added": async (event) => [
    {
      event: "subscriber.added",
      payload: async (db) => envelope("subscriber", await ghostSubscriber(db, event.subscriberId)),
    },
  ],
  "subscriber.removed": async (event) => [
    {
      event: "subscriber.deleted",
      payload: async (db) => {
        const subscriber = await ghostSubscriber(db, event.subscriberId);
        return event.reason === "removed"
          ? envelope("subscriber", null, subscriber)
          : envelope("subscriber", subscriber);
      },
    },
  ],
  "comment.posted": async (event, _db, origin) => [
    {
      event: "comment.added",
      payload: async (db) => envelope("comment", await ghostComment(db, origin, event.commentId)),
    },
  ],
  "comment.changed": async (event, _db, origin) => {
    // A report alone changes nothing a receiver sees; a hide by reports says "hide".
    if (event.action === "report") return [];
    const comment = (db: Db) => ghostComment(db, origin, event.commentId);
    if (event.action !== "delete") {
      return [
        { event: "comment.edited", payload: async (db) => envelope("comment", await comment(db)) },
      ];
    }
    // A deleted comment with replies stays as "deleted"; one without is gone: its ids remain.
    const gone = { id: event.commentId, post_id: event.postId };
    return [
      {
        event: "comment.deleted",
        payload: async (db) => envelope("comment", null, (await comment(db)) ?? gone),
      },
    ];
  },
};

/**
 * Queues the deliveries of the Ghost events a domain event causes, inside the write's
 * transaction: they exist exactly when the write commits. Returns how many were queued.
 */
export async function queueWebhookDeliveries(db: Db, caused: readonly Caused[]): Promise<number> {
  let queued = 0;
  for (const { event, payload } of caused) {
    const hooks = await db.selectFrom("webhooks").select("id").where("event", "=", event).execute();
    if (hooks.length === 0) continue;
    const body = await payload(db);
    if (body === null) continue;
    const text = JSON.stringify(body);
    await db
      .insertInto("webhook_deliveries")
      .values(
        hooks.map((hook) => ({
          id: newId(),
          webhook_id: hook.id,
          event,
          payload: text,
          status: "queued" as const,
          give_up_at: databaseNowPlus(db, WEBHOOK_RETRY_WINDOW_MS),
        })),
      )
      .execute();
    queued += hooks.length;
  }
  return queued;
}

/**
 * Hangs the webhooks on the site's events: deliveries are queued in the transaction, and once a
 * write that queued some commits, `wake` starts this process's worker (others find them at
 * their next poll). A rolled-back write queued nothing, so a wake after it only finds nothing.
 */
export function subscribeWebhooksToEvents(
  events: DomainEvents,
  origin: string,
  wake: () => void,
): void {
  let queuedSinceWake = false;
  for (const type of Object.keys(TRANSLATIONS) as DomainEventName[]) {
    const translate = TRANSLATIONS[type] as Translate<typeof type>;
    events.duringTransaction(type, async (event, trx) => {
      // Most sites have no webhooks: one small read, and a write without any pays nothing more.
      if (!(await trx.selectFrom("webhooks").select("id").limit(1).executeTakeFirst())) return;
      const caused = await translate(event as never, trx, origin);
      if ((await queueWebhookDeliveries(trx, caused)) > 0) queuedSinceWake = true;
    });
  }
  events.afterCommit(Object.keys(TRANSLATIONS) as DomainEventName[], () => {
    if (!queuedSinceWake) return;
    queuedSinceWake = false;
    wake();
  });
  events.afterCommit(["webhook.retried"], () => wake());
}
