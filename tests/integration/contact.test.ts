import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  countUnread,
  deleteMessage,
  getMessage,
  listMessages,
  markRead,
  markUnread,
  submitContactMessage,
  type ContactDeps,
  type ContactSubmission,
} from "~/contact/messages.server";
import { subjectLine } from "~/contact/notification-mail.server";
import { createMailer, type Mailer } from "~/platform/mailer.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { describeEachEngine } from "../helpers/database";
import { deliverQueuedMail, readOutbox } from "../helpers/mail";

const ORIGIN = "http://techpulse.test";
const CONTACT = "newsroom@techpulse.test";

function submission(overrides: Partial<ContactSubmission> = {}, fields = {}): ContactSubmission {
  return {
    fields: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "A story tip",
      message: "There is an engine worth writing about.",
      ...fields,
    },
    honeypot: "",
    ip: "198.51.100.1",
    notifyTo: CONTACT,
    ...overrides,
  };
}

describeEachEngine("contact messages", ({ db }) => {
  let outboxDir = "";
  let deps: ContactDeps;
  let mailer: Mailer;
  const mails = async () => {
    await deliverQueuedMail(db(), mailer);
    return readOutbox(outboxDir);
  };

  beforeAll(() => {
    outboxDir = mkdtempSync(path.join(tmpdir(), "techpulse-contact-"));
  });
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
  beforeEach(async () => {
    rmSync(outboxDir, { recursive: true, force: true });
    await db().deleteFrom("contact_messages").execute();
    await db().deleteFrom("rate_limits").execute();
    await db().deleteFrom("mail_jobs").execute();
    mailer = createMailer({
      outboxDir,
      fromName: "TechPulse",
      fromAddress: "no-reply@techpulse.test",
      logger: pino({ level: "silent" }),
    });
    deps = {
      db: db(),
      events: createSiteEvents(),
      logger: pino({ level: "silent" }),
      origin: ORIGIN,
    };
  });

  it("stores the message and mails the contact address, escaped, with Reply-To", async () => {
    const outcome = await submitContactMessage(
      deps,
      submission({}, { name: "Ada <b>", message: "Look: <script>alert(1)</script>\n\nThanks" }),
    );
    expect(outcome).toEqual({ ok: true, stored: true });
    const stored = await db().selectFrom("contact_messages").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Ada <b>",
      email: "ada@example.com",
      subject: "A story tip",
      read_at: null,
    });
    expect(stored[0]?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(stored[0]?.ip_hash).not.toContain("198.51");

    const sent = await mails();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(CONTACT);
    expect(mail.subject).toBe("[TechPulse contact] A story tip");
    expect(mail.headers.get("reply-to")).toMatchObject({
      value: [{ address: "ada@example.com" }],
    });
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ada &lt;b&gt;");
    expect(mail.links).toContain(`${ORIGIN}/admin-hub/inbox/${stored[0]!.id}`);
  });

  it("sends no notification when no contact address is set, but stores the message", async () => {
    expect(await submitContactMessage(deps, submission({ notifyTo: "" }))).toMatchObject({
      ok: true,
    });
    expect(await submitContactMessage(deps, submission({ notifyTo: null }))).toMatchObject({
      ok: true,
    });
    expect(await mails()).toHaveLength(0);
    expect(await countUnread(db())).toBe(2);
  });

  it("keeps the message, and its notification queued for a retry, when the send fails", async () => {
    const failing: Mailer = {
      transport: "smtp",
      send: () => Promise.reject(new Error("SMTP down")),
      close: () => {},
    };
    const outcome = await submitContactMessage(deps, submission());
    expect(outcome).toEqual({ ok: true, stored: true });
    expect(await deliverQueuedMail(db(), failing)).toMatchObject({ sent: 0, retried: 1 });
    expect(await countUnread(db())).toBe(1);
    const job = await db()
      .selectFrom("mail_jobs")
      .select(["kind", "status", "last_error"])
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      kind: "contact.notification",
      status: "queued",
      last_error: "SMTP down",
    });
  });

  it("answers a honeypot hit like a success but stores and sends nothing", async () => {
    const outcome = await submitContactMessage(deps, submission({ honeypot: "http://spam" }));
    expect(outcome.ok).toBe(true);
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
    expect(await db().selectFrom("rate_limits").selectAll().execute()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("limits each IP to 5 messages an hour; another IP is not affected", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await submitContactMessage(deps, submission())).toMatchObject({ ok: true });
    }
    const sixth = await submitContactMessage(deps, submission());
    expect(sixth).toMatchObject({ ok: false, status: 429 });
    if (!sixth.ok && sixth.status === 429) {
      expect(sixth.message).toMatch(/wait \d+ minutes?/);
      expect(sixth.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await submitContactMessage(deps, submission({ ip: "198.51.100.2" }))).toMatchObject({
      ok: true,
    });
    expect(await countUnread(db())).toBe(6);
  });

  it("validates: all four fields required, a real email, maximum lengths", async () => {
    const empty = await submitContactMessage(
      deps,
      submission({}, { name: " ", email: "", subject: "", message: "" }),
    );
    expect(empty.ok).toBe(false);
    if (!empty.ok && empty.status === 400) {
      expect(Object.keys(empty.errors).sort()).toEqual(["email", "message", "name", "subject"]);
    }
    const badEmail = await submitContactMessage(deps, submission({}, { email: "ada@invalid" }));
    expect(badEmail).toMatchObject({
      ok: false,
      status: 400,
      errors: { email: expect.any(String) },
    });
    const tooLong = await submitContactMessage(
      deps,
      submission(
        {},
        { name: "n".repeat(121), subject: "s".repeat(201), message: "m".repeat(5001) },
      ),
    );
    expect(tooLong).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        name: expect.any(String),
        subject: expect.any(String),
        message: expect.any(String),
      },
    });
    const headerInjection = await submitContactMessage(
      deps,
      submission({}, { email: "ada@example.com\nBcc: victim@example.com" }),
    );
    expect(headerInjection).toMatchObject({ ok: false, status: 400 });
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
    expect(await db().selectFrom("rate_limits").selectAll().execute()).toHaveLength(0);
  });

  it("keeps the notification subject on one bounded line", () => {
    expect(subjectLine("Hello\r\nBcc: x@example.com")).toBe("Hello Bcc: x@example.com");
    expect(subjectLine("x".repeat(300))).toHaveLength(120);
  });

  it("lists newest first, filters unread, opens, marks unread, deletes and counts", async () => {
    const times = [
      "2026-03-01T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-03T10:00:00.000Z",
    ];
    for (const [i, at] of times.entries()) {
      await db()
        .insertInto("contact_messages")
        .values({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          name: `Sender ${i}`,
          email: `s${i}@example.com`,
          subject: `Subject ${i}`,
          message: `Line one\nline two ${"word ".repeat(60)}`,
          created_at: at,
        })
        .execute();
    }
    const all = await listMessages(db(), { page: 1, pageSize: 2, filter: "all" });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.subject)).toEqual(["Subject 2", "Subject 1"]);
    expect(all.items[0]?.preview).not.toContain("\n");
    expect(all.items[0]?.preview.length).toBeLessThanOrEqual(140);
    expect(all.items[0]?.createdAt).toBe(times[2]);
    const second = await listMessages(db(), { page: 2, pageSize: 2, filter: "all" });
    expect(second.items.map((item) => item.subject)).toEqual(["Subject 0"]);
    expect(await countUnread(db())).toBe(3);

    const id = all.items[0]!.id;
    expect(await markRead(db(), id, new Date("2026-03-04T00:00:00.000Z"))).toBe(true);
    expect(await markRead(db(), id, new Date("2026-03-05T00:00:00.000Z"))).toBe(true);
    const opened = await getMessage(db(), id);
    expect(opened).toMatchObject({ read: true, readAt: "2026-03-04T00:00:00.000Z" });
    expect(opened?.message).toContain("Line one\nline two");
    expect(await countUnread(db())).toBe(2);
    const unread = await listMessages(db(), { page: 1, pageSize: 10, filter: "unread" });
    expect(unread.total).toBe(2);
    expect(unread.items.map((item) => item.subject)).toEqual(["Subject 1", "Subject 0"]);
    expect(
      (await listMessages(db(), { page: 1, pageSize: 10, filter: "all" })).items[0]?.read,
    ).toBe(true);

    expect(await markUnread(db(), id)).toBe(true);
    expect(await countUnread(db())).toBe(3);
    expect((await getMessage(db(), id))?.readAt).toBeNull();

    expect(await deleteMessage(db(), id)).toBe(true);
    expect(await getMessage(db(), id)).toBeNull();
    expect(await deleteMessage(db(), id)).toBe(false);
    expect(await markRead(db(), id)).toBe(false);
    expect(await markUnread(db(), id)).toBe(false);
    expect(await countUnread(db())).toBe(2);
  });
});
