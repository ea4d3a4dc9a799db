/**
 * Shared Playwright fixtures for TechPulse's end-to-end suite.
 *
 * Every test that uses `page` from here fails when the browser logs a console error or throws
 * an uncaught exception, so "no console errors on any public page" holds everywhere.
 * Expected HTTP errors are the only exception, because Chromium logs them as "Failed to load
 * resource", which is not an app error: a main document we navigated to on purpose (a 404 page)
 * and a form submission the server refused with a 4xx answer.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { readFileSync } from "node:fs";
import { TEXT } from "../../app/lib/constants";
import { createRequire } from "node:module";
import type Axe from "axe-core";

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

/** Subscribes `address` with the footer's newsletter form: both toasts, then an emptied field. */
export async function subscribeInFooter(page: Page, address: string): Promise<void> {
  const footer = page.getByRole("contentinfo");
  const email = footer.getByPlaceholder(TEXT.newsletterPlaceholder);
  await email.fill(address);
  await footer.getByRole("button", { name: TEXT.subscribe }).click();
  await expect(toasts(page).getByText(TEXT.newsletterSuccessTitle, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(TEXT.newsletterSuccessBody)).toBeVisible();
  await expect(email).toHaveValue("");
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

/** axe-core's browser build, injected into a page once and reused for every scan of it. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The theme the page shows: the class on <html> is the app's single source of truth. */
function shownTheme(page: Page): Promise<ThemeName> {
  return page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
}

/**
 * Switches the theme with the header's own toggle, so the app's code does it (class, storage,
 * the toaster's theme). `click()` in the page reaches the button even behind a modal dialog's
 * overlay, where a reader would close the dialog first; the colours under test are the same.
 */
async function toggleTheme(page: Page, to: ThemeName): Promise<void> {
  await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('header button[aria-label^="Switch to"]')!.click();
  });
  await expect
    .poll(() => shownTheme(page), { message: `the page switched to the ${to} theme` })
    .toBe(to);
}

/** Resolves once running animations and transitions have finished (3 s at most). */
async function settleAnimations(page: Page): Promise<void> {
  // A toast or dialog still fading in has not reached its colours yet.
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
}

/** One line per serious or critical violating node: rule id, impact, target, why. */
async function seriousViolations(page: Page): Promise<string[]> {
  // AxeBuilder injects axe again and opens a blank page for every scan (3 s each on CI's cores);
  // axe.run in the page itself, injected once, takes a fifth of that.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(
      {
        // Toasts stacked behind the newest one, or leaving, have their text faded out on purpose
        // (sonner shows it again when the stack is expanded); each was checked while in front.
        exclude: [
          ['[data-sonner-toast][data-front="false"]'],
          ['[data-sonner-toast][data-removed="true"]'],
        ],
      },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
        resultTypes: ["violations"],
        // Our pages embed only third-party frames (videos), whose contents are not ours to fix;
        // the frame element itself is still checked (a title, for one).
        iframes: false,
      },
    );
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target.map(String),
        failureSummary,
      })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(" ")} :: ` +
          (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim(),
      ),
    );
}

/**
 * Runs axe with the WCAG 2 A/AA rules in both themes, the one shown first, and leaves the page in
 * the theme it had; fails on serious or critical violations.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const shown = await shownTheme(page);
  const other: ThemeName = shown === "dark" ? "light" : "dark";
  for (const theme of [shown, other]) {
    if (theme !== shown) await toggleTheme(page, theme);
    await settleAnimations(page);
    const report = await seriousViolations(page);
    (soft ? expect.soft : expect)(report, `axe violations on ${label} (${theme})`).toEqual([]);
  }
  await toggleTheme(page, shown);
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

/** Every public screen: fixed paths, plus "article" and "author" (see `publicScreenUrl`). */
export const PUBLIC_SCREENS = [
  ...STATIC_PUBLIC_PATHS,
  "article",
  "author",
  "/search?q=security",
  "/no-such-page",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/auth/reset-password?token=example",
  "/auth/verify-email",
  "/newsletter",
  "/newsletter/confirm?token=example",
  "/newsletter/unsubscribe?token=example",
] as const;

/** A public screen's URL: "article" is the home page's first article, "author" its author. */
export async function publicScreenUrl(
  request: APIRequestContext,
  screen: (typeof PUBLIC_SCREENS)[number],
): Promise<string> {
  if (screen !== "article" && screen !== "author") return screen;
  const home = await (await request.get("/")).text();
  const article = home.match(/href="(\/article\/[^"]+)"/)![1]!;
  if (screen === "article") return article;
  const author = (await (await request.get(article)).text()).match(/href="(\/author\/[^"]+)"/);
  expect(author, `article ${article} links to its author`).toBeTruthy();
  return author![1]!;
}
