import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer } from "~/platform/mailer.server";
import { verificationMail } from "~/auth/mails.server";
import { parseMail } from "../helpers/mail";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const logger = { info: vi.fn(), warn: vi.fn() };

describe("mailer", () => {
  let smtp: TestSmtpServer;
  let outbox: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    outbox = mkdtempSync(path.join(tmpdir(), "techpulse-mailer-"));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  const message = {
    to: "reader@example.com",
    ...verificationMail("Reader <b>", "http://news.test/auth/verify-email?token=abc", 24),
  };

  it("delivers through SMTP with the site name as sender, HTML and plain text", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: outbox,
      fromName: "TechPulse",
      fromAddress: "news@example.com",
      logger,
    });
    await mailer.send({ ...message, headers: { "X-Test": "yes" } });
    mailer.close();
    const mail = await smtp.waitFor("reader@example.com", /Verify your email/);
    expect(mail.text).toContain("http://news.test/auth/verify-email?token=abc");
    expect(mail.html).toContain("Reader &lt;b&gt;");
    expect(mail.headers.get("from")).toMatchObject({ text: '"TechPulse" <news@example.com>' });
    expect(mail.headers.get("x-test")).toBe("yes");
    expect(readdirSync(outbox)).toEqual([]);
  });

  it("without SMTP writes one readable file per message and logs its links", async () => {
    const mailer = createMailer({
      outboxDir: outbox,
      fromName: "TechPulse",
      fromAddress: "news@example.com",
      logger,
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: "second@example.com" });
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const raw = readFileSync(path.join(outbox, files[0]!), "utf8");
    expect(raw).toContain("Subject: Verify your email for TechPulse");
    const parsed = await parseMail(raw);
    expect(parsed.to).toBe("reader@example.com");
    expect(parsed.links).toContain("http://news.test/auth/verify-email?token=abc");
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ["http://news.test/auth/verify-email?token=abc"] }),
      expect.stringContaining("outbox"),
    );
  });

  it("rejects when the SMTP server cannot be reached, so callers can retry", async () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:9",
      outboxDir: outbox,
      fromName: "TechPulse",
      fromAddress: "news@example.com",
      logger,
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
