import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type * as Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /** "smtp" or "outbox", for logs and the README's checks. */
  readonly transport: "smtp" | "outbox";
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; when absent, messages go to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  fromName: string;
  fromAddress: string;
  logger: Pick<Logger, "info" | "warn">;
}

/**
 * nodemailer is imported by the first message, not with the server (a few dozen modules each
 * process would otherwise load at start; decision 0020).
 */
let nodemailerLoading: Promise<typeof Nodemailer> | undefined;
async function nodemailer() {
  nodemailerLoading ??= import("nodemailer");
  return (await nodemailerLoading).default;
}

/** A transporter built on first use; `close` ends it if it was ever built. */
function lazyTransport(create: (mailer: Awaited<ReturnType<typeof nodemailer>>) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= nodemailer().then(create)),
    close: () =>
      void transporter?.then(
        (built) => built.close(),
        () => {},
      ),
  };
}

/**
 * SMTP when configured; otherwise each message becomes one readable .eml file in the outbox
 * directory and its links are logged, so the embedded default never drops mail silently.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = { name: options.fromName, address: options.fromAddress };
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transporter = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      transport: "smtp",
      async send(message) {
        const info = await (await transporter.get()).sendMail({ from, ...message });
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail sent",
        );
      },
      close: transporter.close,
    };
  }

  const writer = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    transport: "outbox",
    async send(message) {
      const info = await (await writer.get()).sendMail({ from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, outboxFileName(message.to));
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        "mail written to outbox (set SMTP_URL to deliver it)",
      );
    },
    close: writer.close,
  };
}

/** Sortable by time, unique, and safe as a file name. */
function outboxFileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const recipient = to
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, "_")
    .slice(0, 80);
  return `${stamp}-${randomBytes(3).toString("hex")}-${recipient}.eml`;
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}
