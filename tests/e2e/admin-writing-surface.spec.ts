import type { Page } from "@playwright/test";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import {
  THEMES,
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { createDraft, openEditorFromList, openPostsList } from "./post-helpers";

const SHOTS = "test-results/screenshots/writing-surface";

/** Opens a new draft's writing surface and returns its path. */
async function openNewDraft(page: Page, title: string) {
  await openPostsList(page);
  await createDraft(page, title, "The first paragraph of the story.");
  return openEditorFromList(page, title);
}

test.describe("admin: the writing surface", () => {
  test("keyboard: the top bar comes first, then the title and the text; the sidebar's fields are in the same form and survive Publish's Cancel", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `Keyboard surface ${Date.now()}`;
    await openNewDraft(page, title);
    // Focus order: back, Preview, Post settings, Save changes, Publish, then the title.
    await page.getByRole("link", { name: "All posts" }).focus();
    const order = ["Preview", "Post settings", "Save changes", "Publish"];
    for (const name of order) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
    // Enter in the title does not submit the document.
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("editor-save-status")).toContainText("Draft");

    // Typed in the sidebar, then Publish and Cancel: nothing lost, nothing sent.
    await page.getByLabel("Tags").fill("Surface");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const flow = page.getByRole("dialog", { name: "Ready to publish?" });
    await expect(flow.getByRole("radio", { name: "Publish now" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(flow).toBeHidden();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
    await expect(page.getByLabel("Tags")).toHaveValue("Surface");
    await expect(page.getByTestId("editor-save-status")).toContainText("Unsaved changes");

    // Ctrl+S saves the whole document.
    await page.keyboard.press("Control+s");
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("Surface");
    await expect(page.getByTestId("editor-save-status")).toContainText("Saved");

    // Publish now, through the step: the tags are still there after it.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await flow.getByRole("button", { name: "Publish now" }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postPublished })).toBeVisible();
    await expect(page.getByTestId("editor-save-status")).toContainText("Published");
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("Surface");
  });

  for (const theme of THEMES) {
    test(`the surface, its sidebar and the publish step pass axe and are photographed (${theme}, wide and 375 px)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await useStoredTheme(page, theme);
      await page.setViewportSize({ width: 1280, height: 800 });
      const path = await openNewDraft(page, `Surface ${theme} ${Date.now()}`);
      await expectNoSeriousA11yViolations(page, `writing surface (${theme})`);
      await page.screenshot({ path: `${SHOTS}/editor-wide-${theme}.png` });
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const flow = page.getByRole("dialog", { name: "Ready to publish?" });
      await flow.getByRole("radio", { name: "Schedule for later" }).check();
      await expectNoSeriousA11yViolations(page, `publish step (${theme})`);
      await page.screenshot({ path: `${SHOTS}/publish-wide-${theme}.png` });
      await page.keyboard.press("Escape");

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await waitForHydration(page);
      // Narrow: the settings start closed and open as a sheet, with the focus on its heading.
      const settings = page.getByRole("complementary", { name: "Post settings" });
      await expect(settings).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/editor-375-${theme}.png` });
      await page.getByRole("button", { name: "Post settings", exact: true }).click();
      await expect(settings.getByRole("heading", { name: "Post settings" })).toBeFocused();
      await expectNoSeriousA11yViolations(page, `settings sheet at 375 px (${theme})`);
      await page.screenshot({ path: `${SHOTS}/settings-375-${theme}.png` });
      await page.keyboard.press("Escape");
      await expect(settings).toBeHidden();
      await expect(page.getByRole("button", { name: "Post settings", exact: true })).toBeFocused();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(flow).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/publish-375-${theme}.png` });
    });
  }
});
