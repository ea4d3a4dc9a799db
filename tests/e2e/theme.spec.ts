import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

declare global {
  interface Window {
    __themeAtDomContentLoaded?: string;
    __themeAtFirstBody?: string;
  }
}

test.describe("theme", () => {
  test("defaults to light", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("toggle to dark, persist across reload without a flash, toggle back", async ({ page }) => {
    // Record the <html> class the moment the document is parsed, before hydration.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.__themeAtDomContentLoaded = document.documentElement.className;
      });
      new MutationObserver((_records, observer) => {
        if (document.body) {
          window.__themeAtFirstBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, "/");
    const html = page.locator("html");

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await page.reload();
    await waitForDomContentLoaded(page);
    // The class is already there when the body first appears: no light flash.
    expect(await page.evaluate(() => window.__themeAtFirstBody)).toMatch(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => window.__themeAtDomContentLoaded)).toMatch(/(^|\s)dark(\s|$)/);
    await gotoHydrated(page, "/category/all");
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await waitForDomContentLoaded(page);
    expect(await page.evaluate(() => window.__themeAtDomContentLoaded)).not.toMatch(
      /(^|\s)dark(\s|$)/,
    );
  });

  test("a stored dark theme applies before the body renders on a fresh visit", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
  });
});

async function waitForDomContentLoaded(page: Page) {
  await page.waitForFunction(() => window.__themeAtDomContentLoaded !== undefined);
}
