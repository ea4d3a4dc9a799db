import type { Page } from "@playwright/test";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { signInAsAdmin } from "./auth-helpers";
import { expect, waitForHydration } from "./fixtures";

/** Signs in as the admin and opens the posts list, hydrated. */
export async function openPostsList(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.goto("/admin-hub/posts");
  await waitForHydration(page);
}

/** Creates an unpublished post through the posts list's "New post" dialog (the list is open). */
export async function createDraft(page: Page, title: string, body: string): Promise<void> {
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type(body);
  await dialog.getByLabel("Published").uncheck();
  await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
  // Creating runs the whole save (sanitising, revisions, search index): on a saturated CI machine
  // it has taken longer than the default 10 s.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/**
 * Opens a post's editor from the posts list by its title and returns the editor's path. It waits
 * for the address to change first: the list has a "Publish" button of its own (bulk actions), so
 * waiting for the editor's buttons alone can return while the list is still showing.
 */
export async function openEditorFromList(page: Page, title: string): Promise<string> {
  await page.getByRole("link", { name: title }).first().click();
  await page.waitForURL(/\/admin-hub\/posts\/[^/]+$/);
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

/**
 * Opens the posts list's New Post dialog and puts the caret in its (empty) rich text. It waits
 * for the rich editor: a pasted or dropped file is handled by the editor only, never by the plain
 * field that stands in while its code loads.
 */
export async function newPostText(page: Page) {
  await page.goto("/admin-hub/posts");
  await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  return { dialog, editor };
}
