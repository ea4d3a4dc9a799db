import type { Page } from "@playwright/test";
import { ADMIN_TEXT, BULK_TEXT } from "../../app/lib/staff-text";
import { NEWSLETTER_TEXT } from "../../app/lib/newsletter-text";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";
import { addConfirmedSubscriber } from "./newsletter-helpers";
import { createDraft, openPostsList } from "./post-helpers";

/** The number of confirmed subscribers the subscribers page shows. */
async function confirmedOnSubscribersPage(page: Page): Promise<number> {
  await page.goto("/admin-hub/subscribers");
  return Number((await page.getByTestId("count-confirmed").innerText()).replace(/,/g, ""));
}

test.describe("admin: bulk actions on the posts list", () => {
  test("select two drafts, publish them after a confirmation, then delete them (axe on the dialog and the list)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPostsList(page);
    const stamp = Date.now();
    const titles = [`Bulk one ${stamp}`, `Bulk two ${stamp}`];
    for (const title of titles) await createDraft(page, title, "A story for the bulk actions.");

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

  test("the posts list's new-post dialog asks before emailing: it states the confirmed subscribers, Cancel sends nothing, and Escape returns to the form (axe on the dialog)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await addConfirmedSubscriber(page, `bulk-${Date.now()}@example.com`);
    // Other journeys on this server may confirm subscribers meanwhile: the dialog's number is
    // read between two readings of the subscribers page (admin-newsletter.spec.ts pins it).
    const before = await confirmedOnSubscribersPage(page);
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    const title = `Mail from the list ${Date.now()}`;
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Kept through a cancelled send.");
    await dialog.getByLabel(NEWSLETTER_TEXT.emailToSubscribers, { exact: true }).check();
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();

    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    const heading = await confirm.getByRole("heading").innerText();
    const stated = Number(
      /^Send to ([\d,]+) confirmed subscribers?\?$/.exec(heading)?.[1]?.replace(/,/g, ""),
    );
    expect(stated).toBeGreaterThanOrEqual(Math.max(before, 1));
    await expect(
      confirm.getByRole("button", { name: NEWSLETTER_TEXT.confirmPublishSendLabel(stated) }),
    ).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoSeriousA11yViolations(page, "send confirmation over the new-post dialog");

    // Escape closes only the confirmation; Cancel likewise. Nothing was posted.
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(dialog.getByRole("textbox", { name: "Content" })).toContainText(
      "Kept through a cancelled send.",
    );
    expect(posts).toEqual([]);

    // Closing the form without creating: the post does not exist.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator("tbody tr", { hasText: title })).toHaveCount(0);
    expect(await confirmedOnSubscribersPage(page)).toBeGreaterThanOrEqual(stated);
  });
});
