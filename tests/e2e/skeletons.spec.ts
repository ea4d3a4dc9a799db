import { COMMENTS_TEXT } from "~/comments/comments-text";
import type { Page } from "@playwright/test";
import { articleHrefs, expect, gotoHydrated, test, TEXT } from "./fixtures";
import { CATEGORY_SKELETON_COUNT } from "../../app/lib/constants";

/** Holds React Router's client data requests (`<path>.data`) until the returned release runs. */
async function holdDataRequests(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("loading skeletons on client-side navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("home shows pending-home, then the content", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const release = await holdDataRequests(page);
    await page.locator("header").locator('a[href="/"]').first().click();
    await expect(page.getByTestId("pending-home")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: TEXT.latestArticles })).toBeVisible();
    await expect(page.getByTestId("pending-home")).toHaveCount(0);
  });

  test("category shows pending-listing with six card skeletons, then the cards", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const release = await holdDataRequests(page);
    await page.locator("header").getByRole("link", { name: "AI", exact: true }).click();
    const pending = page.getByTestId("pending-listing");
    await expect(pending).toBeVisible();
    await expect(pending.getByTestId("card-skeleton")).toHaveCount(CATEGORY_SKELETON_COUNT);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "AI" })).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("article shows pending-article, then the article", async ({ page }) => {
    await gotoHydrated(page, "/");
    const href = (await articleHrefs(page.locator("main")))[0]!;
    const release = await holdDataRequests(page);
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page.getByTestId("pending-article")).toBeVisible();
    release();
    await expect(page).toHaveURL(href);
    await expect(page.getByText(COMMENTS_TEXT.empty)).toBeVisible();
    await expect(page.getByTestId("pending-article")).toHaveCount(0);
  });
});
