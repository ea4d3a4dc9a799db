import { expectNoSeriousA11yViolations, test, waitForHydration } from "./fixtures";
import { ADMIN_PATHS } from "./admin-paths";
import { signInAsAdmin } from "./auth-helpers";

const ADMIN_PAGES = [...ADMIN_PATHS, "/account"];
/** A few screens per test: axe on a whole admin screen takes seconds on CI's shared cores. */
const SCREENS_PER_TEST = 4;
const SCREEN_GROUPS = Array.from(
  { length: Math.ceil(ADMIN_PAGES.length / SCREENS_PER_TEST) },
  (_, index) => ADMIN_PAGES.slice(index * SCREENS_PER_TEST, (index + 1) * SCREENS_PER_TEST),
);

test.describe("accessibility of the admin screens (axe), light and dark themes", () => {
  for (const screens of SCREEN_GROUPS) {
    test(`${screens.join(", ")}`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      for (const path of screens) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoSeriousA11yViolations(page, path, { soft: true });
      }
    });
  }

  test("the post editor and the new-post dialog", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await page.getByRole("main").locator("tbody a").first().click();
    await page.getByRole("textbox", { name: "Content" }).waitFor();
    await expectNoSeriousA11yViolations(page, "post editor", { soft: true });
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Content" }).waitFor();
    await expectNoSeriousA11yViolations(page, "new-post dialog", { soft: true });
  });
});
