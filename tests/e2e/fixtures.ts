/**
 * Shared Playwright fixtures for TechPulse's end-to-end suite.
 *
 * Every test that uses `page` from here fails when the browser logs a console error or throws
 * an uncaught exception, so "no console errors on any public page" holds everywhere.
 * Expected HTTP errors are the only exception, because Chromium logs them as "Failed to load
 * resource", which is not an app error: a main document we navigated to on purpose (a 404 page)
 * and a form submission the server refused with a 4xx answer.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export { expect };
export { TEXT, SPEC_CATEGORIES, TRENDING_TOPICS } from "../../app/lib/constants";

export interface ConsoleProblem {
  kind: "console" | "pageerror";
  text: string;
  url?: string;
}

interface Fixtures {
  /** Extra console-error texts a test expects (rarely needed). */
  allowedConsoleErrors: RegExp[];
  consoleProblems: ConsoleProblem[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      // Main-document URLs that answered with an error status on purpose (404 pages).
      const errorDocuments = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        const status = response.status();
        // A refused form submission (400 invalid input, 401 wrong password, 429 rate limit…)
        // is an answer the page shows, not an app error; 5xx still fails the test.
        const refusedSubmission =
          status >= 400 &&
          status < 500 &&
          (request.method() !== "GET" || new URL(response.url()).pathname.endsWith(".data"));
        if ((status >= 400 && request.isNavigationRequest()) || refusedSubmission) {
          errorDocuments.add(response.url());
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const url = message.location().url;
        if (/^Failed to load resource/.test(text) && url && errorDocuments.has(url)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push({ kind: "console", text, url });
      });
      page.on("pageerror", (error) => {
        problems.push({ kind: "pageerror", text: `${error.name}: ${error.message}` });
      });
      await use(problems);
      if (problems.length > 0) {
        await testInfo.attach("console-problems", {
          body: JSON.stringify(problems, null, 2),
          contentType: "application/json",
        });
      }
      expect(
        problems,
        `browser console errors / page errors on ${page.url()}:\n` +
          problems.map((p) => `  [${p.kind}] ${p.text} ${p.url ?? ""}`).join("\n"),
      ).toEqual([]);
    },
    // Every test's page is watched, whether or not the test asks for the fixture.
    { auto: true },
  ],
});

/** Sonner toasts (the notifications region). */
export function toasts(page: Page): Locator {
  return page.locator("[data-sonner-toast]");
}

/** Resolves once React has hydrated the header (its buttons have React props attached). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button[aria-label^="Switch to"]');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith("__reactProps")));
  });
}

/** Navigates and waits for hydration, so client-side behaviour can be exercised. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The `href`s of all article links inside a locator, in document order, deduplicated. */
export async function articleHrefs(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href^="/article/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

/**
 * The first demo article linked from the home page (a real, published slug). Posts that the
 * admin journeys publish meanwhile (slugs starting "e2e-") are skipped.
 */
export async function firstArticlePath(page: Page): Promise<string> {
  await page.goto("/");
  const hrefs = (await articleHrefs(page.locator("main"))).filter(
    (href) => !href.startsWith("/article/e2e-"),
  );
  expect(hrefs.length, "home page links to articles").toBeGreaterThan(0);
  return hrefs[0]!;
}

/** Follows the home page's first article to its author link: a real author path. */
export async function firstAuthorPath(page: Page): Promise<string> {
  const article = await firstArticlePath(page);
  await page.goto(article);
  const author = page.locator('main a[href^="/author/"]').first();
  await expect(author, `article ${article} links to its author`).toBeVisible();
  return (await author.getAttribute("href"))!;
}

export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

/** Stores the theme before any page script runs, as a returning visitor would have it. */
export async function useStoredTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("theme", value);
    } catch {
      // about:blank has no storage; the real page gets it.
    }
  }, theme);
}

/** Runs axe with the WCAG 2 A/AA rules; fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  // A toast or dialog still fading in has not reached its colours yet: let running animations
  // finish, for 3 s at most.
  // A transition starts on the frame after its element changes, so look again after two frames.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
      ]);
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa"])
    // Toasts stacked behind the newest one, or leaving, have their text faded out on purpose
    // (sonner shows it again when the stack is expanded); each was checked while in front.
    .exclude('[data-sonner-toast][data-front="false"]')
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  // One line per violating node keeps the failure readable: rule id, impact, target, why.
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(" ")} :: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim(),
    ),
  );
  (soft ? expect.soft : expect)(report, `axe violations on ${label}`).toEqual([]);
}

/** Public pages whose paths are fixed; article, author and search are added at run time. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/category/all",
  "/category/ai",
  "/topics/artificial-intelligence",
  "/about",
  "/team",
  "/contact",
  "/privacy",
  "/terms",
] as const;
