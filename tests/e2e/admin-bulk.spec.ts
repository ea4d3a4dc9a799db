import type { Page } from "@playwright/test";
import { ADMIN_TEXT, BULK_TEXT } from "../../app/lib/staff-text";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

async function createDraft(page: Page, title: string) {
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("A story for the bulk actions.");
  await dialog.getByLabel("Published").uncheck();
  await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
  await expect(dialog).toBeHidden();
}

test.describe("admin: bulk actions on the posts list", () => {
  test("select two drafts, publish them after a confirmation, then delete them (axe on the dialog and the list)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    const stamp = Date.now();
    const titles = [`Bulk one ${stamp}`, `Bulk two ${stamp}`];
    for (const title of titles) await createDraft(page, title);

    const toolbar = page.getByRole("group", { name: "Bulk actions" });
    await expect(toolbar.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
    for (const title of titles) await page.getByLabel(`Select “${title}”`).check();
    await expect(toolbar).toContainText("2 selected");
    await expect(page.getByLabel("Select all posts on this page")).toHaveJSProperty(
      "indeterminate",
      true,
    );

    await toolbar.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: BULK_TEXT.confirmTitle.publish(2) });
    await expect(confirm).toContainText(BULK_TEXT.confirmBody.publish(2));
    await expectNoSeriousA11yViolations(page, "bulk publish dialog");
    // Cancel changes nothing and keeps the selection.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(toolbar).toContainText("2 selected");
    await toolbar.getByRole("button", { name: "Publish", exact: true }).click();
    await confirm.getByRole("button", { name: "Publish 2 posts" }).click();
    await expect(toasts(page).filter({ hasText: BULK_TEXT.done.publish(2) })).toBeVisible();
    for (const title of titles) {
      await expect(page.locator("tbody tr", { hasText: title })).toContainText("Published");
    }
    await expect(toolbar).toContainText("Select posts to act on several at once");

    for (const title of titles) await page.getByLabel(`Select “${title}”`).check();
    await toolbar.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: BULK_TEXT.confirmTitle.delete(2) })
      .getByRole("button", { name: "Delete 2 posts" })
      .click();
    await expect(toasts(page).filter({ hasText: BULK_TEXT.done.delete(2) })).toBeVisible();
    for (const title of titles) {
      await expect(page.locator("tbody tr", { hasText: title })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, "posts list with bulk toolbar");
  });
});
