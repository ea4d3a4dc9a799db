import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { Db } from "~/db/connection.server";
import { createMailer, type Mailer } from "~/platform/mailer.server";
import { createNewsletterContext, type NewsletterContext } from "~/newsletter/context.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { deliverQueuedMail, readOutbox, type ParsedMail } from "./mail";
import { TEST_ORIGIN, TEST_SECRET } from "./auth";

export interface TestNewsletter {
  context: NewsletterContext;
  outboxDir: string;
  /** Messages written so far (after the queued mail is delivered), oldest first. */
  mails: () => Promise<ParsedMail[]>;
  /** Calls to the mailer, including failed ones. */
  attempts: string[];
  cleanup: () => void;
}

/**
 * A newsletter context whose mail lands in a temporary outbox. `fail(n)` decides whether the
 * n-th send (0-based) throws, to exercise retries; `delayMs` lets concurrent workers interleave.
 */
export function createTestNewsletter(
  db: Db,
  options: {
    fail?: (call: number) => boolean;
    delayMs?: () => number;
    /** Awaited before each send (call counts from 0). */
    beforeSend?: (call: number) => Promise<void>;
    outboxDir?: string;
  } = {},
): TestNewsletter {
  const outboxDir = options.outboxDir ?? mkdtempSync(path.join(tmpdir(), "techpulse-newsletter-"));
  const logger = pino({ level: "silent" });
  const outbox = createMailer({
    outboxDir,
    fromName: "TechPulse",
    fromAddress: "no-reply@techpulse.test",
    logger,
  });
  const attempts: string[] = [];
  const mailer: Mailer = {
    transport: "outbox",
    close: () => outbox.close(),
    async send(message) {
      const call = attempts.push(message.to) - 1;
      await options.beforeSend?.(call);
      const delay = options.delayMs?.() ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (options.fail?.(call)) throw new Error("SMTP 451 temporary failure");
      await outbox.send(message);
    },
  };
  const context = createNewsletterContext({
    db,
    mailer,
    events: createSiteEvents(),
    origin: TEST_ORIGIN,
    secret: TEST_SECRET,
    logger,
  });
  return {
    context,
    outboxDir,
    attempts,
    mails: async () => {
      await deliverQueuedMail(db, mailer);
      return readOutbox(outboxDir);
    },
    cleanup: () => rmSync(outboxDir, { recursive: true, force: true }),
  };
}

let postCounter = 0;

/** A post row with just what the newsletter reads. */
export async function insertPost(db: Db, options: { published?: boolean } = {}): Promise<string> {
  postCounter += 1;
  const id = `00000000-0000-4000-8000-${String(postCounter).padStart(12, "0")}`;
  const now = new Date().toISOString();
  await db
    .insertInto("posts")
    .values({
      id,
      title: `Quantum chips <ship> #${postCounter}`,
      slug: `quantum-chips-${postCounter}`,
      excerpt: "A short excerpt about the chips & what they change.",
      content: "<p>Body</p>",
      content_text: "Body",
      word_count: 1,
      featured_image: "/media/covers/quantum.webp",
      published: options.published ?? true,
      published_at: options.published === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Confirmed subscribers inserted directly (the sign-up path has its own tests). */
export async function insertConfirmedSubscribers(db: Db, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `reader${i}@example.com`);
  await db
    .insertInto("newsletter_subscribers")
    .values(
      emails.map((email, i) => ({
        id: `22222222-0000-4000-8000-${String(i).padStart(12, "0")}`,
        email,
        status: "confirmed" as const,
        confirmed_at: new Date().toISOString(),
      })),
    )
    .execute();
  return emails;
}

/** The token query parameter of a link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}
