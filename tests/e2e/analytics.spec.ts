import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { signInThroughCard } from "./auth-helpers";
import { spawnServer, type SpawnedServer } from "./spawned-server";
import { E2E_ADMIN } from "./server-env";
import { ANALYTICS_HIT_PATH, ANALYTICS_LIMITS } from "../../app/lib/constants";

/**
 * Analytics collecting (issue 42) against a server of its own, two workers on one SQLite file:
 * what a browser's beacon and `<noscript>` pixel count, what is left out, what the endpoint
 * refuses, and what a kill -9 loses (at most the flush window).
 */
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function viewsByPath(dataDir: string): Record<string, number> {
  const db = new Database(path.join(dataDir, "techpulse.sqlite"), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT path, SUM(views) AS views FROM analytics_page_hours GROUP BY path")
      .all() as Array<{ path: string; views: number }>;
    return Object.fromEntries(rows.map((row) => [row.path, row.views]));
  } finally {
    db.close();
  }
}

/** The site's views and visitors as written. */
function siteTotals(dataDir: string): { views: number; visitors: number } {
  const db = new Database(path.join(dataDir, "techpulse.sqlite"), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visitors), 0) AS visitors FROM analytics_site_hours",
      )
      .get() as { views: number; visitors: number };
  } finally {
    db.close();
  }
}

const total = (views: Record<string, number>) =>
  Object.values(views).reduce((sum, each) => sum + each, 0);

/** Waits until the written views reach `expected`, then one more window, so extra views show. */
async function settledViews(dataDir: string, expected: number): Promise<Record<string, number>> {
  await expect.poll(() => total(viewsByPath(dataDir)), { timeout: 20_000 }).toBe(expected);
  await new Promise((resolve) => setTimeout(resolve, ANALYTICS_LIMITS.flushMs + 1_000));
  return viewsByPath(dataDir);
}

function hit(origin: string, page: string, init: RequestInit = {}) {
  return fetch(`${origin}${ANALYTICS_HIT_PATH}?p=${encodeURIComponent(page)}`, {
    method: "POST",
    ...init,
    headers: { "user-agent": CHROME, ...(init.headers as Record<string, string>) },
  });
}

test.describe("analytics collecting", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer | undefined;
  let dataDir = "";
  /** The views the first test's readers sent (the home page's loads vary). */
  let sentViews = 0;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-analytics-"));
    server = await spawnServer(
      { WEB_CONCURRENCY: "2", DATA_DIR: dataDir },
      {
        startTimeoutMs: 90_000,
      },
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("counts cached pages, client-side navigations and readers without JavaScript; not bots, Do Not Track or staff", async ({
    browser,
  }) => {
    const origin = server!.origin;
    const reader = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.10" },
    });
    const page = await reader.newPage();
    // Loaded until the page cache's fast path answers it (each worker stores its own copy):
    // every load counts, the cached ones too.
    let homeViews = 0;
    let cache: string | undefined;
    do {
      cache = (await page.goto("/"))?.headers()["x-page-cache"];
      await waitForHydration(page);
      homeViews += 1;
    } while (cache !== "HIT" && homeViews < 10);
    expect(cache).toBe("HIT");
    const firstArticle = page.locator('main a[href^="/article/"]').first();
    const articlePath = (await firstArticle.getAttribute("href"))!;
    await firstArticle.click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));

    const noScript = await browser.newContext({
      baseURL: origin,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.11" },
    });
    const pixel = noScript.waitForEvent("requestfinished", (request) =>
      request.url().includes(ANALYTICS_HIT_PATH),
    );
    await (await noScript.newPage()).goto("/about");
    await pixel;

    const doNotTrack = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.12", dnt: "1" },
    });
    await (await doNotTrack.newPage()).goto("/team");
    const crawler = await browser.newContext({
      baseURL: origin,
      userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.13" },
    });
    await (await crawler.newPage()).goto("/contact");

    const staff = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.14" },
    });
    const signIn = await staff.request.post("/auth?index", {
      form: { intent: "signin", email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBeLessThan(400);
    const staffPage = await staff.newPage();
    await staffPage.goto("/terms");
    await waitForHydration(staffPage);
    // A CDN's copy of a page carries the beacon to staff too: the endpoint leaves them out.
    expect((await staff.request.post(`${ANALYTICS_HIT_PATH}?p=%2Fterms`)).status()).toBe(204);

    sentViews = homeViews + 2;
    const views = await settledViews(dataDir, sentViews);
    expect(views).toEqual({ "/": homeViews, [articlePath]: 1, "/about": 1 });
    for (const context of [reader, noScript, doNotTrack, crawler, staff]) await context.close();
  });

  test("the Analytics screen shows the views and visitors that were sent; its CSV says the same; axe", async ({
    browser,
  }) => {
    const origin = server!.origin;
    const context = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.20" },
    });
    const page = await context.newPage();
    await useStoredTheme(page, "light");
    await signInThroughCard(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin-hub/analytics?range=24h");
    await waitForHydration(page);
    // The first test's readers: two (an address each), their views (the home page, an article,
    // /about without JavaScript), all within the last five minutes.
    await expect(page.getByTestId("total-views")).toHaveText(String(sentViews));
    await expect(page.getByTestId("total-visitors")).toHaveText("2");
    await expect(page.getByTestId("live-readers")).toHaveText("2");
    const articles = page.getByRole("region", { name: "Top articles" });
    await expect(articles.getByRole("row")).toHaveCount(2);
    await expect(articles.getByRole("row").nth(1)).toContainText("1");
    await expect(page.getByRole("region", { name: "Devices" })).toContainText("desktop");
    await expect(page.locator("canvas").first()).toBeVisible();
    const csv = await (await context.request.get("/admin-hub/analytics/export?range=24h")).text();
    expect(csv).toContain('"Total"');
    expect(csv.split("\r\n")[1]).toMatch(new RegExp(`"${sentViews}","2"$`));
    await expectNoSeriousA11yViolations(page, "Analytics");

    const shots = "/tmp/shots-analytics";
    await page.screenshot({ path: `${shots}/analytics-light.png`, fullPage: true });
    const dark = await context.newPage();
    await useStoredTheme(dark, "dark");
    await dark.goto("/admin-hub/analytics?range=24h");
    await waitForHydration(dark);
    await expect(dark.locator("html")).toHaveClass(/dark/);
    await expect(dark.locator("canvas").first()).toBeVisible();
    await dark.screenshot({ path: `${shots}/analytics-dark.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/analytics-375.png`, fullPage: true });
    await context.close();
  });

  test("a custom period from the form shows today's numbers; one it cannot show answers 400 with its message on the field; axe", async ({
    browser,
  }) => {
    // A view of its own, so the numbers are not zero whatever ran before; then today's totals
    // as written (every view of this server was sent today).
    const before = siteTotals(dataDir);
    expect((await hit(server!.origin, "/team")).status).toBe(204);
    await expect.poll(() => siteTotals(dataDir).views, { timeout: 20_000 }).toBe(before.views + 1);
    const { views, visitors } = siteTotals(dataDir);
    const context = await browser.newContext({ baseURL: server!.origin });
    const page = await context.newPage();
    await useStoredTheme(page, "dark");
    await signInThroughCard(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin-hub/analytics");
    await waitForHydration(page);
    const today = new Date().toISOString().slice(0, 10);
    const form = page.getByRole("form", { name: "Custom period" });
    await form.getByLabel("From").fill(today);
    await form.getByLabel("To").fill(today);
    await form.getByRole("button", { name: "Show period" }).click();
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`));
    await expect(page.getByTestId("total-views")).toHaveText(String(views));
    await expect(page.getByTestId("total-visitors")).toHaveText(String(visitors));
    await expect(page.getByText(`Views and visitors, ${today} to ${today} (UTC)`)).toBeVisible();
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    const csv = await (await context.request.get((await exportLink.getAttribute("href"))!)).text();
    expect(csv.split("\r\n")[1]).toMatch(new RegExp(`"${views}","${visitors}"$`));
    await expectNoSeriousA11yViolations(page, "Analytics, custom period");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: "/tmp/shots-analytics/custom-dark-375.png", fullPage: true });

    const refused = await page.goto(
      `/admin-hub/analytics?range=custom&from=${today}&to=2000-01-01`,
    );
    expect(refused?.status()).toBe(400);
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toHaveText(
      "The start date must be on or before the end date.",
    );
    await expect(form.getByLabel("To")).toBeFocused();
    await expect(form.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("total-views")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "Analytics, refused period");
    await page.screenshot({ path: "/tmp/shots-analytics/custom-refused-375.png", fullPage: true });
    const badExport = await context.request.get(
      "/admin-hub/analytics/export?range=custom&from=2026-02-30&to=2026-03-01",
    );
    expect(badExport.status()).toBe(400);
    await context.close();
  });

  test("refuses bad input with a 4xx and never a 500", async () => {
    const origin = server!.origin;
    const answers = await Promise.all([
      fetch(`${origin}${ANALYTICS_HIT_PATH}`, {
        method: "POST",
        headers: { "user-agent": CHROME },
      }),
      hit(origin, "//evil.example/"),
      hit(origin, `/${"a".repeat(2_000)}`),
      hit(origin, "/", { method: "PUT" }),
      hit(origin, "/", { headers: { origin: "https://evil.example" } }),
      hit(origin, "/", { body: "x".repeat(4_096) }),
      fetch(`${origin}${ANALYTICS_HIT_PATH}?p=%E0%A4%A`, { headers: { "user-agent": CHROME } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 405, 403, 413, 400]);
    // A well-formed address that is not a counted page, and the pixel, answer as usual.
    expect((await hit(origin, "/not-found")).status).toBe(204);
    const gif = await fetch(`${origin}${ANALYTICS_HIT_PATH}?p=%2F`, {
      headers: { "user-agent": CHROME },
    });
    expect([gif.status, gif.headers.get("content-type")]).toEqual([200, "image/gif"]);
  });

  test("a kill -9 loses at most the views of the last flush window; a clean stop loses none", async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), "techpulse-analytics-kill-"));
    try {
      const first = await spawnServer({ DATA_DIR: ownDir, SEED_DEMO: "false" });
      const send = async (count: number, from: number) => {
        for (let i = 0; i < count; i++) {
          const answer = await hit(first.origin, "/about", {
            headers: { "x-forwarded-for": `198.51.100.${from + i}` },
          });
          expect(answer.status).toBe(204);
        }
      };
      await send(10, 1);
      await expect.poll(() => viewsByPath(ownDir)["/about"] ?? 0, { timeout: 15_000 }).toBe(10);
      await send(7, 50);
      process.kill(first.pid, "SIGKILL");
      await first.exited;
      // Every view before the last flush is kept; of the 7 after it, those still in memory
      // (all of them unless a flush fell in between) are what kill -9 loses.
      const afterKill = viewsByPath(ownDir)["/about"] ?? 0;
      expect(afterKill).toBeGreaterThanOrEqual(10);
      expect(afterKill).toBeLessThanOrEqual(17);

      const second = await spawnServer({ DATA_DIR: ownDir, SEED_DEMO: "false" });
      const sendTo = async (count: number) => {
        for (let i = 0; i < count; i++) {
          await hit(second.origin, "/about", {
            headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
          });
        }
      };
      await sendTo(5);
      await second.stop();
      expect(viewsByPath(ownDir)["/about"]).toBe(afterKill + 5);
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
