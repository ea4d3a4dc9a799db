import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Db } from "~/db/connection.server";
import {
  drainMailQueue,
  type DrainOptions,
  type DrainResult,
} from "~/platform/mail-queue-worker.server";
import type { Mailer } from "~/platform/mailer.server";

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** Unparsed header values by lower-case name (mailparser restructures List-* headers). */
  rawHeaders: Record<string, string>;
  links: string[];
}

export async function parseMail(source: Buffer | string): Promise<ParsedMail> {
  const parsed = await simpleParser(source);
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const text = parsed.text ?? "";
  return {
    to: to?.value[0]?.address ?? "",
    subject: parsed.subject ?? "",
    text,
    html: typeof parsed.html === "string" ? parsed.html : "",
    headers: parsed.headers,
    rawHeaders: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(":") + 1)
          .replace(/\r?\n\s+/g, " ")
          .trim(),
      ]),
    ),
    links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
  };
}

/** Every message in an outbox directory, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(outboxDir)
      .filter((name) => name.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((name) => parseMail(readFileSync(path.join(outboxDir, name)))));
}

/** Waits for a message to `to` whose subject matches, polling the outbox. */
export async function waitForMail(
  outboxDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(outboxDir))
      .filter((mail) => mail.to === to.toLowerCase() && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkTo(mail: ParsedMail, pathname: string): string {
  const link = mail.links.find((href) => new URL(href).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return link;
}

let testWorkers = 0;

/**
 * Sends every due job of the mail queue through `mailer`, as the server's mail worker would
 * (tests run no worker): what tests call before reading the mail a write queued.
 */
export function deliverQueuedMail(
  db: Db,
  mailer: Mailer,
  options: Partial<DrainOptions> = {},
): Promise<DrainResult> {
  testWorkers += 1;
  return drainMailQueue(
    { db, mailer, logger: silentLogger },
    { workerId: `test-worker-${testWorkers}`, ...options },
  );
}

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
