import { expect, test } from "@playwright/test";
import { rawRequest } from "./raw-http";
import { spawnServer, type SpawnedServer } from "./spawned-server";

/**
 * Issue 17.5: behind an HTTPS reverse proxy (which speaks plain HTTP to the server and passes
 * the Host on), form posts from the site's own pages must work with SITE_URL alone.
 */
const PUBLIC = "https://news.example.test";

test.describe("behind an HTTPS reverse proxy", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer;

  test.beforeAll(async () => {
    server = await spawnServer({ SITE_URL: PUBLIC, TRUST_PROXY: "false", SEED_DEMO: "false" });
  });
  test.afterAll(async () => server?.stop());

  const postContact = (origin: string, path = "/contact") =>
    rawRequest(`${server.origin}${path}`, {
      method: "POST",
      headers: {
        Host: new URL(PUBLIC).host,
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        name: "Reader",
        email: "reader@example.com",
        subject: "Through the proxy",
        message: "Does this arrive?",
      }).toString(),
    });

  test("a post from the site's own HTTPS pages is accepted, with SITE_URL and no TRUST_PROXY", async () => {
    expect((await postContact(PUBLIC)).status).toBe(200);
    expect((await postContact(PUBLIC, "/contact.data")).status).toBe(200);
  });

  test("a post from another origin is still refused", async () => {
    const refused = await postContact("https://evil.example");
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await postContact("http://news.example.test")).status).toBeGreaterThanOrEqual(400);
  });
});

/**
 * Issue 11: CDN → balancer → app. The balancer is the socket's peer; the CDN appended the
 * reader's address to X-Forwarded-For, and whatever the reader wrote is further left. With
 * TRUST_PROXY=2 the client is the second address from the right.
 */
test.describe("behind a CDN and a balancer (TRUST_PROXY=2)", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer;

  test.beforeAll(async () => {
    server = await spawnServer({ TRUST_PROXY: "2", SEED_DEMO: "false" });
  });
  test.afterAll(async () => server?.stop());

  const contact = (forwardedFor: string) =>
    fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: {
        Origin: server.origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": forwardedFor,
      },
      body: new URLSearchParams({
        name: "Reader",
        email: "reader@example.com",
        subject: "Two hops",
        message: "Which address counts?",
      }),
    });

  test("the contact rate limit counts the address the CDN saw, not one the reader wrote", async () => {
    const cdn = "203.0.113.50";
    // Five per hour per client; the reader changes the address it writes on every try.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await contact(`10.9.9.${attempt}, 198.51.100.20, ${cdn}`)).status).toBe(200);
    }
    expect((await contact(`10.9.9.6, 198.51.100.20, ${cdn}`)).status).toBe(429);
    expect((await contact(`198.51.100.20, ${cdn}`)).status).toBe(429);
    // Another reader through the same CDN node is counted apart: the key is not the CDN's address.
    expect((await contact(`198.51.100.21, ${cdn}`)).status).toBe(200);
  });
});
