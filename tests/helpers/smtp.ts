import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mail";

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** Waits for a message to `to` whose subject matches. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /**
   * Refuses a recipient with this SMTP reply (e.g. 451 for a temporary failure, 550 for an
   * unknown mailbox); null accepts it.
   */
  refuse?: (to: string) => { code: number; message: string } | null;
  /** Waits this long before accepting each message, like a busy mail server (0 by default). */
  acceptDelayMs?: number;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        parseMail(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            setTimeout(callback, options.acceptDelayMs ?? 0);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received
          .filter((m) => m.to === to.toLowerCase() && subject.test(m.subject))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no SMTP mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
