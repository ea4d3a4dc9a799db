import type { Page } from "@playwright/test";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

/** Signs in as the admin and opens the editor of the first published post, hydrated. */
async function openPublishedPostEditor(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin-hub/posts?status=published");
  await waitForHydration(page);
  await page.getByRole("main").locator("tbody a").first().click();
  await page.getByRole("heading", { name: "Edit post" }).waitFor();
  await waitForHydration(page);
}

test.describe("admin: unsaved changes", () => {
  test("leaving the editor with unsaved changes asks first (in-site link and closing the tab); after saving it does not", async ({
    page,
  }) => {
    await openPublishedPostEditor(page);
    const editPath = new URL(page.url()).pathname;

    // Nothing typed yet: leaving is free.
    await page.getByRole("link", { name: "All posts" }).click();
    await expect(page).toHaveURL(/\/admin-hub\/posts$/);
    await page.goto(editPath);
    await waitForHydration(page);

    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type(" An unsaved sentence.");
    await page.getByRole("link", { name: "All posts" }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page, "leave-without-saving dialog (light)");
    await ask.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(editPath);
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText(
      "An unsaved sentence.",
    );

    // Closing the tab: the browser's own prompt.
    const prompt = page.waitForEvent("dialog");
    void page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
  });

  test("after a successful save, leaving does not ask (dark theme, axe on the dialog before saving)", async ({
    page,
  }) => {
    await useStoredTheme(page, "dark");
    await openPublishedPostEditor(page);
    const excerpt = page.getByLabel("Excerpt");
    await excerpt.fill(`${await excerpt.inputValue()} Updated.`);
    await page.getByRole("link", { name: "All posts" }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page, "leave-without-saving dialog");
    await ask.getByRole("button", { name: "Stay and keep editing" }).click();
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();
    await page.getByRole("link", { name: "All posts" }).click();
    await expect(page).toHaveURL(/\/admin-hub\/posts$/);
    await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  });
  test("text typed into the New Post dialog while the editor's code loads is kept, and typing goes on in the editor", async ({
    page,
  }) => {
    // The editor's code arrives late (a slow connection): the plain field stands in meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rich-text-editor-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signInAsAdmin(page);
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    const plain = dialog.locator("textarea[name='content']");
    await plain.click();
    await page.keyboard.type("Typed before the editor");
    release();
    const editor = dialog
      .getByRole("textbox", { name: "Content" })
      .and(dialog.locator("[contenteditable]"));
    await expect(editor).toHaveText("Typed before the editor");
    await expect(editor).toBeFocused();
    await page.keyboard.type(", and after it.");
    await expect(editor).toHaveText("Typed before the editor, and after it.");
  });
});
