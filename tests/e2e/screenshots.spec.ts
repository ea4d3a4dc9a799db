/**
 * A screenshot tour for humans: full-page PNGs of each public page at 1280 light, 1280 dark and
 * 375 light, saved to test-results/screenshots/. Nothing is asserted beyond loading.
 * Run with: SCREENSHOTS=1 npx playwright test screenshots
 */
import { ADMIN_PATHS } from "./admin-paths";
import { E2E_ADMIN } from "./server-env";
import {
  PUBLIC_SCREENS,
  publicScreenUrl,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";

const VARIANTS = [
  { name: "1280-light", width: 1280, height: 900, theme: "light" },
  { name: "1280-dark", width: 1280, height: 900, theme: "dark" },
  { name: "375-light", width: 375, height: 812, theme: "light" },
] as const;

function fileName(path: string): string {
  if (path === "/") return "home";
  return path
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/-+$/, "");
}

test.describe("screenshots @screenshots", () => {
  for (const variant of VARIANTS) {
    test(`public pages at ${variant.name} @screenshots`, async ({ page, request }) => {
      test.setTimeout(120_000);

      await page.setViewportSize({ width: variant.width, height: variant.height });
      await useStoredTheme(page, variant.theme);
      for (const entry of PUBLIC_SCREENS) {
        const url = await publicScreenUrl(request, entry);
        const name =
          entry === "article" ? "article" : entry === "author" ? "author" : fileName(url);
        await page.goto(url);
        await waitForHydration(page);
        // Lazy images below the fold: scroll through once so they load.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: `test-results/screenshots/${variant.name}/${name}.png`,
          fullPage: true,
        });
      }
    });
  }

  for (const variant of VARIANTS) {
    test(`signed-in screens at ${variant.name} @screenshots`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await useStoredTheme(page, variant.theme);
      await page.goto("/auth");
      await waitForHydration(page);
      const main = page.getByRole("main");
      await main.getByLabel("Email").fill(E2E_ADMIN.email);
      await main.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
      await main.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: /^Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Admin" }).waitFor();
      await page.screenshot({ path: `test-results/screenshots/${variant.name}/user-menu.png` });
      await page.keyboard.press("Escape");
      for (const path of ["/account", ...ADMIN_PATHS]) {
        await page.goto(path);
        await waitForHydration(page);
        await page.screenshot({
          path: `test-results/screenshots/${variant.name}/${fileName(path)}.png`,
          fullPage: true,
        });
      }
      await page.goto("/admin-hub/posts");
      await waitForHydration(page);
      await page.getByRole("button", { name: "New Post" }).click();
      await page.getByRole("textbox", { name: "Content" }).waitFor();
      await page.screenshot({
        path: `test-results/screenshots/${variant.name}/admin-new-post.png`,
      });
      await page.keyboard.press("Escape");
      await page
        .getByRole("button", { name: /^Delete “/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Delete this post?" }).waitFor();
      await page.screenshot({
        path: `test-results/screenshots/${variant.name}/admin-delete-post.png`,
      });
      await page.keyboard.press("Escape");
      await page.getByRole("main").locator("tbody a").first().click();
      await page.getByRole("heading", { name: "Edit post" }).waitFor();
      await page.screenshot({
        path: `test-results/screenshots/${variant.name}/admin-edit-post.png`,
        fullPage: true,
      });
    });
  }
});
