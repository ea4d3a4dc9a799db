import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { COMMENT_FLASH_TEXT, COMMENTS_TEXT } from "../../app/comments/comments-text";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { createVerifiedReader, READER_PASSWORD, signInThroughCard } from "./auth-helpers";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme as storeTheme,
  waitForHydration,
} from "./fixtures";
import { createDraft, openEditorFromList, openPostsList } from "./post-helpers";

/** A new verified reader, signed in in a browser context of their own. */
async function signedInReader(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const reader = await createVerifiedReader(page);
  await signInThroughCard(page, reader.email, READER_PASSWORD);
  return { page, ...reader };
}

/** Posts a comment through the article's plain form and waits for the message after it. */
async function postComment(page: Page, slug: string, text: string, message: string) {
  await page.goto(`/article/${slug}`);
  await waitForHydration(page);
  await page.getByLabel(COMMENTS_TEXT.formLabel).fill(text);
  await page.getByRole("button", { name: COMMENTS_TEXT.post }).click();
  await expect(toasts(page).filter({ hasText: message })).toBeVisible();
}

/** The admin's Comments screen on one tab, hydrated. */
async function openQueue(page: Page, tab: string) {
  await page.goto(`/admin-hub/comments?tab=${tab}`);
  await waitForHydration(page);
}

const card = (page: Page, text: string) =>
  page.locator("li[data-comment-id]").filter({ hasText: text });

test.describe("moderating readers' comments", () => {
  test("a held comment approved appears on the article; a reported one hidden; a ban refuses the reader with the reason; comments closed on a post", async ({
    page,
    browser,
  }) => {
    test.setTimeout(600_000);
    const suffix = randomBytes(3).toString("hex");
    const title = `Talk back ${suffix}`;
    const slug = `talk-back-${suffix}`;

    // The admin publishes an article.
    await openPostsList(page);
    await createDraft(page, title, "Tell us what you think.");
    await openEditorFromList(page, title);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Ready to publish?" })
      .getByRole("button", { name: "Publish now" })
      .click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postPublished })).toBeVisible();

    // A new reader's comments wait for a moderator.
    const ada = await signedInReader(browser);
    const first = `Great piece ${suffix}`;
    const second = `Second thought ${suffix}`;
    await postComment(ada.page, slug, first, COMMENT_FLASH_TEXT.commentHeld);
    await postComment(ada.page, slug, second, COMMENT_FLASH_TEXT.commentHeld);
    await expect(ada.page.locator("#comments")).not.toContainText(first);

    // The menu counts what waits; the Held tab shows both with why they wait.
    await openQueue(page, "held");
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Comments/ }),
    ).toContainText(/\d+/);
    await expect(card(page, first)).toContainText(ada.name);
    await expect(card(page, first)).toContainText(ada.email);
    await expect(card(page, first)).toContainText("Why: new account");
    await expectNoSeriousA11yViolations(page, "comments queue, held tab");

    // Approve both at once: select them, then the bulk Approve.
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByTestId("queue-filters")).toContainText(`Article: ${title}`);
    await expect(page.locator("li[data-comment-id]")).toHaveCount(2);
    await page.getByRole("group", { name: "Bulk actions" }).getByRole("checkbox").check();
    await expect(page.getByRole("group", { name: "Bulk actions" })).toContainText(
      "2 of 2 selected",
    );
    await page
      .getByRole("group", { name: "Bulk actions" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(toasts(page).filter({ hasText: "2 comments approved." })).toBeVisible();
    await expect(page.locator("li[data-comment-id]")).toHaveCount(0);
    await expect(page.getByTestId("moderation-activity")).toContainText(
      `approved the comment by ${ada.name} on “${title}”`,
    );

    // Published on the article, for everyone.
    await page.goto(`/article/${slug}`);
    await expect(page.locator("#comments")).toContainText(first);
    await expect(page.locator("#comments")).toContainText(second);

    // Another reader reports the second comment; the moderator reads why and hides it.
    const bob = await signedInReader(browser);
    await bob.page.goto(`/article/${slug}`);
    await waitForHydration(bob.page);
    const reported = bob.page.locator("#comments article").filter({ hasText: second });
    await reported.getByText(COMMENTS_TEXT.report, { exact: true }).click();
    await reported.getByLabel(COMMENTS_TEXT.reportLabel).fill(`Off-topic ${suffix}`);
    await reported.getByRole("button", { name: COMMENTS_TEXT.sendReport }).click();
    await expect(
      toasts(bob.page).filter({ hasText: COMMENT_FLASH_TEXT.commentReported }),
    ).toBeVisible();

    await openQueue(page, "reported");
    await expect(card(page, second)).toContainText(`${bob.name}: Off-topic ${suffix}`);
    await card(page, second).getByRole("button", { name: "Hide" }).click();
    await expect(toasts(page).filter({ hasText: "1 comment hidden." })).toBeVisible();
    await expect(card(page, second)).toHaveCount(0);
    await page.goto(`/article/${slug}`);
    await expect(page.locator("#comments")).toContainText(first);
    await expect(page.locator("#comments")).not.toContainText(second);

    // Ban the reader with a reason: their next comment is refused with it.
    await openQueue(page, "published");
    await card(page, first).getByRole("button", { name: "Ban reader" }).click();
    const dialog = page.getByRole("dialog", { name: `Ban ${ada.name} from commenting?` });
    await dialog.getByLabel("Reason (shown to the reader)").fill(`Trolling ${suffix}`);
    await dialog.getByRole("button", { name: "Ban reader" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, first)).toContainText("Banned");
    await expect(page.getByTestId("banned-readers")).toContainText(`Reason: Trolling ${suffix}`);
    await postComment(
      ada.page,
      slug,
      `Let me back ${suffix}`,
      `${COMMENT_FLASH_TEXT.commentBanned} Reason: Trolling ${suffix}`,
    );

    // Lifting it is one click, and recorded.
    await page
      .getByTestId("banned-readers")
      .getByRole("button", { name: `Lift the ban on ${ada.name}` })
      .click();
    await expect(toasts(page).filter({ hasText: "Ban lifted" })).toBeVisible();
    await expect(page.getByTestId("moderation-activity")).toContainText(
      `lifted the ban on ${ada.name}`,
    );

    // Deleting asks first; cancelled, nothing goes.
    await card(page, first).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this comment?" });
    await expect(confirm).toContainText("cannot be undone");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, first)).toHaveCount(1);

    // Close comments on the post: the article says so and offers no form.
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await openEditorFromList(page, title);
    await expect(page.getByText("1 published comment")).toBeVisible();
    await page.getByLabel("Close comments on this article").check();
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();
    await bob.page.goto(`/article/${slug}`);
    await expect(bob.page.locator("#comments")).toContainText(COMMENTS_TEXT.closed);
    await expect(bob.page.locator("#comments")).toContainText(first);
    await expect(bob.page.getByLabel(COMMENTS_TEXT.formLabel)).toHaveCount(0);

    // The screen, looked at: light and dark at 1280 px, and 375 px.
    for (const [theme, width] of [
      ["light", 1280],
      ["dark", 1280],
      ["light", 375],
      ["dark", 375],
    ] as const) {
      await storeTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await openQueue(page, "published");
      await expectNoSeriousA11yViolations(page, `comments queue ${theme} ${width}`);
      await page.screenshot({
        path: `test-results/screenshots/admin-comments-${theme}-${width}.png`,
        fullPage: true,
      });
      await page.goto("/admin-hub/settings");
      await waitForHydration(page);
      await page
        .getByRole("region", { name: "Comments" })
        .screenshot({ path: `test-results/screenshots/settings-comments-${theme}-${width}.png` });
    }
    await ada.page.context().close();
    await bob.page.context().close();
  });
});
