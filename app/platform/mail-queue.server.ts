import type { Writer, WriteTransaction } from "./domain-events.server";
import { newId } from "./ids.server";
import type { MailMessage } from "./mailer.server";

/**
 * The transactional mail the site sends, one name per message: logged with every attempt and
 * stored with the job, so an operator can count what went out (or failed) without its contents.
 */
export type MailKind =
  | "account.verify-email"
  | "account.password-reset"
  | "account.existing-account"
  | "newsletter.confirm-subscription"
  | "newsletter.test-send"
  | "contact.notification"
  | "people.invitation"
  | "people.review-request";

/** A rendered message and what it is. */
export interface QueuedMail extends MailMessage {
  kind: MailKind;
}

/**
 * Queues a mail inside the caller's write transaction: it exists exactly when the write that
 * caused it commits (a contact message and its notification, a subscription and its
 * confirmation). Once committed, `mail.queued` wakes this process's mail worker
 * (site-events.server.ts); the other processes find the job at their next poll. Decision 0027.
 */
export async function queueMailIn(tx: WriteTransaction, mail: QueuedMail): Promise<string> {
  const id = newId();
  const headers = mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null;
  await tx.db
    .insertInto("mail_jobs")
    .values({
      id,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: headers ? JSON.stringify(headers) : null,
      status: "queued",
    })
    .execute();
  await tx.emit("mail.queued", { jobId: id, kind: mail.kind });
  return id;
}

/** Queues mails in a transaction of their own, for a caller with no write of its own to join. */
export function queueMail(writer: Writer, ...mails: QueuedMail[]): Promise<string[]> {
  return writer.events.write(writer.db, async (tx) => {
    const ids: string[] = [];
    for (const mail of mails) ids.push(await queueMailIn(tx, mail));
    return ids;
  });
}
