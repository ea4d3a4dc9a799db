import { createHash, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { hitRateLimit } from "~/platform/rate-limit.server";
import type { Db } from "~/db/connection.server";
import { pagedQuery } from "~/db/paged-query.server";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_TEXT } from "~/lib/constants";
import { contactSchema, fieldErrors, type FieldErrors } from "~/lib/schemas";
import type { DomainEvents } from "~/platform/domain-events.server";
import { queueMailIn } from "~/platform/mail-queue.server";
import { contactNotificationMail } from "./notification-mail.server";

export type ContactFields = Record<"name" | "email" | "subject" | "message", string>;

export interface ContactDeps {
  db: Db;
  /** The notification is queued in the transaction that stores the message. */
  events: DomainEvents;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Public origin, for the link to the message in the notification. */
  origin: string;
}

export interface ContactSubmission {
  fields: ContactFields;
  /** Value of the honeypot field; anything but empty marks a bot. */
  honeypot: string;
  ip: string;
  /** Where to send the notification; empty or null sends none. */
  notifyTo: string | null | undefined;
}

export type SubmitOutcome =
  | { ok: true; stored: boolean }
  | { ok: false; status: 400; errors: FieldErrors }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** The sender's IP is kept only as a short hash (same digest as the rate-limit keys). */
function hashIp(ip: string): string {
  return createHash("sha256").update(ip.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/**
 * Validates, stores and forwards one contact message: the message and its notification mail
 * (a job of the mail queue, sent by a worker) are one transaction, so a stored message is never
 * without its notification. A honeypot hit is answered like a success but stores and sends
 * nothing. A failed send is retried and logged; the stored message stays in the inbox.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  submission: ContactSubmission,
): Promise<SubmitOutcome> {
  const parsed = contactSchema.safeParse(submission.fields);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
  if (submission.honeypot.trim() !== "") {
    deps.logger.info({ field: CONTACT_HONEYPOT_FIELD }, "contact form honeypot filled: ignored");
    return { ok: true, stored: false };
  }
  const limit = await hitRateLimit(deps.db, CONTACT_LIMITS.contactIp, submission.ip);
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      message: CONTACT_TEXT.tooMany(Math.ceil(limit.retryAfterSeconds / 60)),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const message = { id: randomUUID(), ...parsed.data, createdAt: new Date().toISOString() };
  const to = submission.notifyTo?.trim();
  await deps.events.write(deps.db, async (tx) => {
    await tx.db
      .insertInto("contact_messages")
      .values({
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        ip_hash: hashIp(submission.ip),
        created_at: message.createdAt,
      })
      .execute();
    if (!to) return;
    const mail = contactNotificationMail(message, `${deps.origin}/admin-hub/inbox/${message.id}`);
    await queueMailIn(tx, {
      kind: "contact.notification",
      to,
      ...mail,
      headers: { "Reply-To": message.email },
    });
  });
  return { ok: true, stored: true };
}

export type InboxFilter = "all" | "unread";

export interface InboxItem {
  id: string;
  name: string;
  email: string;
  subject: string;
  /** The start of the message, on one line. */
  preview: string;
  createdAt: string;
  read: boolean;
}

export interface InboxMessage extends Omit<InboxItem, "preview"> {
  message: string;
  readAt: string | null;
}

const PREVIEW_LENGTH = 140;

/** Newest first; `unread` lists only messages nobody has opened. */
export async function listMessages(
  db: Db,
  query: { page: number; pageSize: number; filter: InboxFilter },
): Promise<{ items: InboxItem[]; total: number }> {
  let base = db.selectFrom("contact_messages");
  if (query.filter === "unread") base = base.where("read_at", "is", null);
  const { items, total } = await pagedQuery(
    base,
    (rows) =>
      rows
        .select(["id", "name", "email", "subject", "message", "created_at", "read_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
    query,
  );
  return {
    total,
    items: items.map((row) => {
      const oneLine = row.message.replace(/\s+/g, " ").trim();
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        preview:
          oneLine.length > PREVIEW_LENGTH ? `${oneLine.slice(0, PREVIEW_LENGTH - 1)}…` : oneLine,
        createdAt: row.created_at,
        read: row.read_at !== null,
      };
    }),
  };
}

export async function getMessage(db: Db, id: string): Promise<InboxMessage | null> {
  const row = await db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "subject", "message", "created_at", "read_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    read: row.read_at !== null,
  };
}

/** Marks a message read (keeping the first reading time); false when it does not exist. */
export async function markRead(db: Db, id: string, now = new Date()): Promise<boolean> {
  await db
    .updateTable("contact_messages")
    .set({ read_at: now.toISOString() })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .execute();
  return exists(db, id);
}

export async function markUnread(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ read_at: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return row.total;
}

async function exists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("contact_messages")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}
