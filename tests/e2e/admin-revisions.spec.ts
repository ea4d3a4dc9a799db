import type { Page } from "@playwright/test";
import { ADMIN_TEXT, REVISION_TEXT } from "../../app/lib/staff-text";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

/** A new draft through the dialog; returns its edit page's path. */
async function createDraft(page: Page, title: string, body: string): Promise<string> {
  await page.goto("/admin-hub/posts");
  await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  // Typed again until the editor holds it: keys pressed before the editor is ready are lost
  // (seen once on a loaded CI run: "Please write the article.").
  const content = dialog.getByRole("textbox", { name: "Content" });
  await expect(async () => {
    await content.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(body);
    await expect(content).toHaveText(body, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByLabel("Published").uncheck();
  await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: title }).first().click();
  await page.getByRole("heading", { name: "Edit post" }).waitFor();
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: "Edit post" }).waitFor();
  await waitForHydration(page);
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated }).last()).toBeVisible();
}

test.describe("admin: revisions, conflicts and autosave", () => {
  test("the second of two editors is told the post changed, sees the difference, and may save anyway", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const path = await createDraft(page, `Contested ${Date.now()}`, "The opening line.");
    const other = await context.newPage();
    await openEditor(other, path);
    await openEditor(page, path);

    // The other editor saves first.
    await other.getByLabel("Excerpt").fill("Their excerpt.");
    await save(other);

    // This editor, still on the version it opened, saves its own change.
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" My closing line.");
    await page.getByRole("button", { name: "Save changes" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Changed by someone else" });
    await expect(alert).toContainText(REVISION_TEXT.conflict);
    await expect(alert.locator("del")).toContainText("Their excerpt.");
    await expect(alert.locator("ins")).toContainText("My closing line.");
    // Nothing was overwritten and nothing typed was lost.
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText("My closing line.");
    // The error toast loads with the answer: let it arrive (and the check wait for its entrance)
    // before axe measures its colours.
    await expect(
      toasts(page)
        .filter({ hasText: REVISION_TEXT.conflict })
        .and(page.locator('[data-mounted="true"]')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, "edit conflict");

    await alert.getByRole("button", { name: "Save my version anyway" }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();
    await openEditor(other, path);
    await expect(other.getByRole("textbox", { name: "Content" })).toContainText("My closing line.");
  });

  test("revisions are listed with their author; one is compared with the current text and restored", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const stamp = `${Date.now()}`;
    const path = await createDraft(page, `Revised headline ${stamp}`, "First draft.");
    await page.getByLabel("Title", { exact: true }).fill(`Sharper headline ${stamp}`);
    await save(page);

    const panel = page.locator("details", { hasText: "Revisions (2)" });
    await panel.getByText("Revisions (2)").click();
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Saved by Editor In Chief");
    await items.nth(1).getByRole("button", { name: "Compare with current" }).click();
    const diff = items.nth(1).getByTestId("diff");
    await expect(diff.locator("del")).toContainText("Sharper");
    await expect(diff.locator("ins")).toContainText("Revised");
    await expectNoSeriousA11yViolations(page, "revisions panel with a diff");

    await items.nth(1).getByRole("button", { name: "Restore", exact: true }).click();
    await items.nth(1).getByRole("button", { name: "Restore this version" }).click();
    await expect(toasts(page).filter({ hasText: REVISION_TEXT.restored })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
      `Revised headline ${stamp}`,
    );
    await openEditor(page, path);
    await page.getByText("Revisions (3)").click();
    await expect(
      page.locator("details", { hasText: "Revisions (3)" }).getByRole("listitem").first(),
    ).toContainText("Restored by Editor In Chief");
  });

  test("the open editor keeps a copy a few seconds after a change; reopening offers it back", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const path = await createDraft(page, `Autosaved ${Date.now()}`, "Saved words.");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Words that were never saved.");
    await expect(page.getByTestId("editor-save-status")).toContainText(
      "Unsaved changes · copy kept",
      { timeout: 20_000 },
    );

    // The tab is lost (reloaded past the warning); the post itself still has the saved text.
    page.on("dialog", (dialog) => void dialog.accept());
    await openEditor(page, path);
    await expect(page.getByRole("textbox", { name: "Content" })).not.toContainText("never saved");
    const offer = page.getByRole("region", { name: "Unsaved changes found" });
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolations(page, "autosave offer");
    await offer.getByRole("button", { name: "Restore my changes" }).click();
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText(
      "Words that were never saved.",
    );
    await save(page);
    await openEditor(page, path);
    await expect(page.getByRole("region", { name: "Unsaved changes found" })).toHaveCount(0);
  });
});
