import {
  expectNoSeriousA11yViolations,
  test,
  THEMES,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { ADMIN_PATHS } from "./admin-paths";
import { signInAsAdmin } from "./auth-helpers";

const ADMIN_PAGES = [...ADMIN_PATHS, "/account"];

test.describe("accessibility of the admin screens (axe), light and dark themes", () => {
  for (const theme of THEMES) {
    test(`${theme} theme: no serious or critical violations`, async ({ page }) => {
      test.setTimeout(90_000);
      if (theme === "dark") await useStoredTheme(page, "dark");
      await signInAsAdmin(page);
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoSeriousA11yViolations(page, `${path} (${theme})`, { soft: true });
      }
      await page.goto("/admin-hub/posts");
      await waitForHydration(page);
      await page.getByRole("main").locator("tbody a").first().click();
      await page.getByRole("textbox", { name: "Content" }).waitFor();
      await expectNoSeriousA11yViolations(page, `post editor (${theme})`, { soft: true });
      await page.goto("/admin-hub/posts");
      await waitForHydration(page);
      await page.getByRole("button", { name: "New Post" }).click();
      await page.getByRole("dialog").getByRole("textbox", { name: "Content" }).waitFor();
      await expectNoSeriousA11yViolations(page, `new-post dialog (${theme})`, { soft: true });
    });
  }
});
