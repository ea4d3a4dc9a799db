import GhostContentAPI from "@tryghost/content-api";
import { mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { signInAsAdmin } from "./auth-helpers";
import { E2E_BASE_URL } from "./server-env";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { readBody } from "../helpers/response-body";

const SHOTS = "/tmp/shots-api";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An anonymous request as a front end's server would send it (no cookie, its own headers). */
function call(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, E2E_BASE_URL), { method, headers }, (res) => {
      readBody(res).then(
        (bytes) =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString() }),
        reject,
      );
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("Content API (Ghost's client against the production build)", () => {
  test("an administrator creates a key; Ghost's client reads with it, from the page cache, until it is replaced", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/settings");
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Content API" });
    await expect(panel.getByLabel("API URL")).toHaveValue(E2E_BASE_URL);
    await panel.getByRole("button", { name: /Create key|Replace key/ }).click();
    await expect(toasts(page).filter({ hasText: "Content API key replaced" })).toBeVisible();
    const key = await panel.getByLabel("Content API key").inputValue();
    expect(key).toMatch(/^[0-9a-f]{26}$/);

    const api = GhostContentAPI({ url: E2E_BASE_URL, key, version: "v6.0" });
    const posts = await api.posts.browse({ limit: 5, include: "tags,authors" });
    expect(posts).toHaveLength(5);
    expect(posts.meta.pagination).toMatchObject({ page: 1, limit: 5, next: 2, prev: null });
    const first = posts[0]!;
    expect(await api.posts.read({ slug: String(first.slug) })).toMatchObject({ id: first.id });
    // Other journeys may have published uncategorised posts first: take one with a category.
    const categorised = (await api.posts.browse({ limit: 50, include: "tags" })).find(
      (post) => post.primary_tag,
    );
    const tag = (categorised!.primary_tag as { slug: string }).slug;
    const tagged = await api.posts.browse({ filter: `tag:${tag}`, limit: "all" });
    expect(tagged.length).toBeGreaterThan(0);

    // Stored by the page cache: a second ask is a hit, and its ETag answers 304.
    const path = `/ghost/api/content/posts/?key=${key}&limit=5`;
    await call(path);
    const hit = await call(path);
    expect(hit.status).toBe(200);
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["access-control-allow-origin"]).toBe("*");
    expect(hit.headers["content-type"]).toMatch(/^application\/json/);
    const etag = String(hit.headers.etag);
    expect((await call(path, { "If-None-Match": etag })).status).toBe(304);

    // A browser on another origin asks first (Ghost's client sends Accept-Version).
    const preflight = await call(
      "/ghost/api/content/posts/",
      {
        Origin: "https://reader.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "accept-version",
      },
      "OPTIONS",
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-headers"]).toBe("accept-version");

    // A filter it cannot run: Ghost's 400, never a 500.
    const bad = await call(
      `/ghost/api/content/posts/?key=${key}&filter=${encodeURIComponent("tag:")}`,
    );
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ errors: [{ type: "BadRequestError" }] });

    // Screenshots of the panel, light and dark, and at 375 px.
    mkdirSync(SHOTS, { recursive: true });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-content-api-light.png`, fullPage: true });

    // Replaced: the old key's stored answer is gone with the content version, and refused.
    await panel.getByRole("button", { name: "Replace key" }).click();
    await expect(panel.getByLabel("Content API key")).not.toHaveValue(key);
    const refused = await call(path);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({
      errors: [{ type: "UnauthorizedError", message: "Unknown Content API Key" }],
    });
  });

  test("the settings screen's Content API panel in the dark theme and at 375 px", async ({
    page,
  }) => {
    await useStoredTheme(page, "dark");
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/admin-hub/settings");
    await waitForHydration(page);
    await page.getByRole("region", { name: "Content API" }).scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/settings-content-api-dark-375.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, "settings with the Content API panel");
  });
});
