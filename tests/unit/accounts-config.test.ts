import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/config.server";

describe("account and mail configuration", () => {
  it("defaults: outbox in the data directory, links to localhost on the configured port", () => {
    const config = loadConfig({ PORT: "4100", DATA_DIR: "/srv/news" });
    expect(config.outboxDir).toBe("/srv/news/outbox");
    expect(config.publicOrigin).toBe("http://localhost:4100");
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_NAME).toBe("Administrator");
  });

  it("uses SITE_URL for links in emails", () => {
    expect(loadConfig({ SITE_URL: "https://news.example.com/" }).publicOrigin).toBe(
      "https://news.example.com",
    );
  });

  it("rejects bad values with one line per variable", () => {
    let message = "";
    try {
      loadConfig({
        SMTP_URL: "http://mail.example.com",
        MAIL_FROM: "not-an-address",
        AUTH_SECRET: "short",
        ADMIN_EMAIL: "admin@example.com",
        ADMIN_PASSWORD: "short",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).toMatch(/MAIL_FROM: must be an email address/);
    expect(message).toMatch(/AUTH_SECRET: must be at least 32 characters/);
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "admin@example.com" })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(
      loadConfig({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "long enough" }).ADMIN_EMAIL,
    ).toBe("admin@example.com");
  });
});
