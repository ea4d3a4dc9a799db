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
