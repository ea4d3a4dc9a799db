import {
  expect,
  gotoHydrated,
  PUBLIC_SCREENS,
  publicScreenUrl,
  test,
  TEXT,
  toasts,
} from "./fixtures";
import { COMPANY_LINKS, LEGAL_LAST_UPDATED, MINIMUM_AGE } from "../../app/lib/constants";

const STATIC_PAGES = ["/about", "/team", "/contact", "/privacy", "/terms"] as const;

test.describe("static pages", () => {
  for (const path of STATIC_PAGES) {
    test(`${path} has a heading and the shared sub-navigation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Coming in this session.")).toHaveCount(0);
      // The sub-navigation lives in <main> (the footer repeats the same links).
      const subnav = page.locator("main nav").first();
      for (const link of COMPANY_LINKS) {
        await expect(subnav.locator(`a[href="${link.to}"]`)).toBeVisible();
      }
      await expect(subnav.locator(`a[href="${path}"]`)).toHaveAttribute("aria-current", "page");
    });
  }

  test("about mentions the founding year 2025", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("main")).toContainText("2025");
  });

  test("team shows six members with role and bio", async ({ page }) => {
    await page.goto("/team");
    const members = page.locator("main").getByRole("heading", { level: 2 });
    await expect(members).toHaveCount(6);
  });

  test("privacy and terms are dated; terms state the minimum age", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("main")).toContainText(`Last Updated: ${LEGAL_LAST_UPDATED}`);
    await page.goto("/terms");
    await expect(page.locator("main")).toContainText(`Last Updated: ${LEGAL_LAST_UPDATED}`);
    await expect(page.locator("main")).toContainText(String(MINIMUM_AGE));
  });

  test("sub-navigation moves between static pages", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.locator("main nav").first().locator('a[href="/team"]').click();
    await expect(page).toHaveURL("/team");
    await expect(page.locator("main nav").first().locator('a[href="/team"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("contact form", () => {
  test("all four fields are required", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.locator("main form").filter({ has: page.locator("textarea") });
    for (const name of ["name", "email", "subject", "message"]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("required", "");
    }
    await form.getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL("/contact");
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a bad email shows an error", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.locator("main form").filter({ has: page.locator("textarea") });
    await form.locator('[name="name"]').fill("Ada Lovelace");
    await form.locator('[name="email"]').fill("ada@invalid");
    await form.locator('[name="subject"]').fill("Hello");
    await form.locator('[name="message"]').fill("A message that is long enough to be accepted.");
    await form.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText(/valid email/i)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a valid message shows 'Message sent!' and clears the form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.locator("main form").filter({ has: page.locator("textarea") });
    await form.locator('[name="name"]').fill("Ada Lovelace");
    await form.locator('[name="email"]').fill("ada@example.com");
    await form.locator('[name="subject"]').fill("Hello");
    await form.locator('[name="message"]').fill("A message that is long enough to be accepted.");
    await form.getByRole("button", { name: /send/i }).click();
    await expect(toasts(page).getByText(TEXT.contactSuccessTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(TEXT.contactSuccessBody)).toBeVisible();
    for (const name of ["name", "email", "subject", "message"]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveValue("");
    }
  });
});

test.describe("404 page", () => {
  for (const path of ["/no-such-page", "/not-found"]) {
    test(`${path} shows 'Oops! Page not found' with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.notFoundTitle);
      await expect(page.getByRole("link", { name: TEXT.returnHome })).toHaveAttribute("href", "/");
    });
  }

  test("'Return to Home' goes home", async ({ page }) => {
    await gotoHydrated(page, "/some/deep/unknown/path");
    await page.getByRole("link", { name: TEXT.returnHome }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: TEXT.latestArticles })).toBeVisible();
  });
});

test.describe("what search engines read", () => {
  test("every public page a search engine may index has a title and a description", async ({
    request,
  }) => {
    let indexable = 0;
    for (const screen of PUBLIC_SCREENS) {
      const url = await publicScreenUrl(request, screen);
      const html = await (await request.get(url)).text();
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
      indexable += 1;
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], url).toBeTruthy();
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description.length, `${url}: "${description}"`).toBeGreaterThanOrEqual(20);
    }
    // The home, static, article, author and newsletter pages at least.
    expect(indexable).toBeGreaterThanOrEqual(9);
  });
});
