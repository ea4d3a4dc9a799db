import { csvOf } from "~/lib/csv";
import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { pagedQuery } from "~/db/paged-query.server";
import { lockedForUpdate } from "~/db/row-lock.server";
import type { Writer } from "~/platform/domain-events.server";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export type SubscriberCounts = Record<SubscriberStatus, number>;

export async function countSubscribers(db: Db): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Who a send would reach now: confirmed and not unsubscribed (a subscriber has one status). The
 * admin confirms this number before anything is emailed (`queueSend`'s `confirmedRecipients`).
 */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return row.n;
}

function searchable(db: Db, search: string) {
  let query = db.selectFrom("newsletter_subscribers");
  if (search) {
    // Addresses are stored lower-cased; LIKE wildcards typed by the admin are matched literally.
    const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`email like ${`%${escaped}%`} escape '\\'`);
  }
  return query;
}

/** Newest first, filtered by a substring of the address. */
export async function listSubscribers(
  db: Db,
  query: { search: string; page: number; pageSize: number },
): Promise<{ items: SubscriberRow[]; total: number }> {
  const { items, total } = await pagedQuery(
    searchable(db, query.search),
    (rows) =>
      rows
        .select(["id", "email", "status", "created_at", "confirmed_at", "unsubscribed_at"])
        .orderBy("created_at", "desc")
        .orderBy("id"),
    query,
  );
  return {
    total,
    items: items.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
    })),
  };
}

/** Deletes the subscriber and, through the foreign key, their undelivered emails. */
export async function removeSubscriber(writer: Writer, id: string): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db, emit }) => {
    const found = await lockedForUpdate(
      db,
      db.selectFrom("newsletter_subscribers").select("id").where("id", "=", id),
    ).executeTakeFirst();
    if (!found) return false;
    // Told before the row goes: in-transaction subscribers (webhooks) read it as it was.
    await emit("subscriber.removed", { subscriberId: id, reason: "removed" });
    await db.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    return true;
  });
}

/** Every subscriber as CSV (RFC 4180, CRLF line ends), oldest first. */
export async function exportSubscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status", "created_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const lines = [["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"]];
  for (const row of rows) {
    lines.push([
      row.email,
      row.status,
      row.created_at,
      row.confirmed_at ?? "",
      row.unsubscribed_at ?? "",
    ]);
  }
  return csvOf(lines);
}

export interface RestoredSubscriber {
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/**
 * Brings back a subscriber from a site export with their consent state as it was. A pending
 * sign-up comes back without its confirmation link (that token never leaves the old site), so
 * the person confirms by signing up again. False when the address is already on the list.
 */
export async function restoreSubscriber(db: Db, subscriber: RestoredSubscriber): Promise<boolean> {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({
      id: crypto.randomUUID(),
      email: subscriber.email.trim().toLowerCase(),
      status: subscriber.status,
      confirm_token_hash: null,
      confirm_expires_at: null,
      created_at: subscriber.createdAt,
      updated_at: subscriber.createdAt,
      confirmed_at: subscriber.confirmedAt,
      unsubscribed_at: subscriber.unsubscribedAt,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
