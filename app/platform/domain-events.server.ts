import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import type { QueueOutcome } from "~/newsletter/sends.server";

/**
 * The domain's events: what a write command tells the rest of the site once it has changed
 * something. Commands emit them; subscribers (the newsletter, the page cache, later webhooks) are
 * wired once at start-up, so a new write path cannot forget a side effect and a new side effect
 * needs no change to the commands.
 *
 * Two kinds of subscriber:
 * - **in the transaction**: its writes commit or roll back with the command's (the newsletter
 *   queues its send there: a post is never published without the send its editor asked for, and
 *   a failed queue leaves no half-published post);
 * - **after commit**: told only of what is stored (waking a worker, refreshing a cache). Its
 *   failure is logged and never undoes or fails the write.
 */

interface PostEvent {
  postId: string;
  /** Who did it; null for the system (an import, the scheduling job with no requester). */
  by: string | null;
}

/** Where a publish came from. */
export type PublishSource = "editor" | "bulk" | "schedule" | "import" | "seed" | "api";

export interface DomainEventMap {
  "post.created": PostEvent & { published: boolean };
  /**
   * Its text, fields or tags changed (a save, a restored revision, an import's newer copy).
   * `wasPublished`: whether it was public before this write (a save that publishes a draft
   * also emits `post.published`; webhooks tell "published.edited" only for a post that was).
   */
  "post.updated": PostEvent & { wasPublished: boolean };
  /** It is public now, or was asked to be published again (a subscriber must be idempotent). */
  "post.published": PostEvent & {
    emailSubscribers: boolean;
    /**
     * With `emailSubscribers` from a person: the number of confirmed subscribers they confirmed
     * sending to (the send is refused, and the publish with it, when the list has another
     * number). Absent for the scheduling job, whose mail was asked for when scheduling.
     */
    confirmedRecipients?: number;
    source: PublishSource;
  };
  "post.unpublished": PostEvent;
  /**
   * Emitted inside the transaction just before its rows go, so in-transaction subscribers still
   * read the post as it was (webhooks' `previous`); after commit it is gone.
   */
  "post.deleted": PostEvent;
  "post.scheduled": PostEvent & { at: string; emailSubscribers: boolean };
  "post.unscheduled": PostEvent;
  "post.submitted-for-review": PostEvent;
  "category.created": { categoryId: string };
  "category.updated": { categoryId: string };
  /** The menu order changed. */
  "category.moved": { categoryId: string };
  /**
   * Its posts (if any) moved to `postsMovedTo` (null: Uncategorized). Emitted just before its
   * row goes, so in-transaction subscribers still read it.
   */
  "category.deleted": { categoryId: string; postsMoved: number; postsMovedTo: string | null };
  "settings.updated": Record<string, never>;
  /** The Content API's key was created or replaced: answers kept under the old one must go. */
  "content-api-key.rotated": { keyId: string };
  /**
   * A reader's comment was stored: `status` says whether it is public now ("published") or
   * waits (held, spam). Public comments refresh the article's pages through the content version.
   */
  "comment.posted": { commentId: string; postId: string; status: string; by: string };
  /** A comment was edited, deleted, reported or moderated (`action` says which). */
  "comment.changed": { commentId: string; postId: string; action: string; by: string | null };
  /** A reader was banned from commenting, or the ban was lifted. */
  "comment.ban-changed": { userId: string; banned: boolean; by: string };
  /** A newsletter sign-up was confirmed: the address is on the list now. */
  "subscriber.added": { subscriberId: string };
  /**
   * An address left the list: unsubscribed (the row stays, marked) or removed by an
   * administrator (emitted just before the row goes, so in-transaction subscribers still read it).
   */
  "subscriber.removed": { subscriberId: string; reason: "unsubscribed" | "removed" };
  /** A transactional mail was queued (platform/mail-queue.server.ts); a worker sends it. */
  "mail.queued": { jobId: string; kind: string };
  /** An administrator asked for a webhook delivery to be sent again now ("Retry now"). */
  "webhook.retried": { deliveryId: string };
}

/** What in-transaction subscribers may answer, for the command to report (one key each). */
export interface DomainEventReplies {
  "post.published": { newsletter: QueueOutcome };
}

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent = {
  [K in DomainEventName]: { type: K } & DomainEventMap[K];
}[DomainEventName];
export type ReplyOf<K extends DomainEventName> = K extends keyof DomainEventReplies
  ? Partial<DomainEventReplies[K]>
  : Record<string, never>;

type TransactionSubscriber<K extends DomainEventName> = (
  event: DomainEventMap[K],
  trx: Db,
) => Promise<ReplyOf<K> | void>;
type CommittedSubscriber = (event: DomainEvent) => void | Promise<void>;

/** What every write command takes: the database, and the events it tells of what it did. */
export interface Writer {
  db: Db;
  events: DomainEvents;
}

/** What a command's body gets: the transaction, and how to tell of what it did. */
export interface WriteTransaction {
  db: Db;
  emit<K extends DomainEventName>(type: K, event: DomainEventMap[K]): Promise<ReplyOf<K>>;
}

export class DomainEvents {
  private readonly inTransaction = new Map<DomainEventName, TransactionSubscriber<never>[]>();
  private readonly committed: { types: Set<DomainEventName> | null; run: CommittedSubscriber }[] =
    [];

  /** Subscribes inside the command's transaction (its writes belong to the command). */
  duringTransaction<K extends DomainEventName>(type: K, subscriber: TransactionSubscriber<K>) {
    const list = this.inTransaction.get(type) ?? [];
    list.push(subscriber as TransactionSubscriber<never>);
    this.inTransaction.set(type, list);
  }

  /** Subscribes to what is committed: the given types, or every event when none are given. */
  afterCommit(types: readonly DomainEventName[] | null, subscriber: CommittedSubscriber) {
    this.committed.push({ types: types ? new Set(types) : null, run: subscriber });
  }

  /**
   * Runs a command: `work` in one transaction, its events to in-transaction subscribers as they
   * are emitted, then (only once committed) to after-commit subscribers in the order emitted.
   * Commands that compose (a bulk action, the scheduling job) call the `…In` form of each command
   * with the same `WriteTransaction`, so everything is one transaction.
   */
  async write<T>(db: Db, work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    const emitted: DomainEvent[] = [];
    const result = await db.transaction().execute((trx) =>
      work({
        db: trx,
        emit: async (type, event) => {
          emitted.push({ type, ...event } as DomainEvent);
          const reply = {};
          for (const subscriber of this.inTransaction.get(type) ?? []) {
            Object.assign(
              reply,
              await (subscriber as TransactionSubscriber<typeof type>)(event, trx),
            );
          }
          return reply as ReplyOf<typeof type>;
        },
      }),
    );
    for (const event of emitted) await this.tellCommitted(event);
    return result;
  }

  private async tellCommitted(event: DomainEvent) {
    for (const { types, run } of this.committed) {
      if (types && !types.has(event.type)) continue;
      try {
        await run(event);
      } catch (error) {
        logger.error({ err: error, event }, "after-commit subscriber failed");
      }
    }
  }
}
