import { randomBytes } from "node:crypto";
import { ACCOUNT_COMMENTS_TEXT } from "../../app/comments/account-comments-text";
import { COMMENT_FLASH_TEXT, COMMENTS_TEXT } from "../../app/comments/comments-text";
import { createVerifiedReader, READER_PASSWORD, signInThroughCard } from "./auth-helpers";
import {
  THEMES,
  expect,
  expectNoSeriousA11yViolations,
  firstArticlePath,
  test,
  toasts,
  useStoredTheme as storeTheme,
  waitForHydration,
} from "./fixtures";

const SHOTS = "test-results/screenshots/account-comments";

test.describe("a reader's own comments", () => {
  test("the account page lists them; the reader edits one in its window and deletes it after a second question", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const reader = await createVerifiedReader(page);
    await signInThroughCard(page, reader.email, READER_PASSWORD);
    const words = `My first words ${randomBytes(3).toString("hex")}`;
    const article = await firstArticlePath(page);
    await page.goto(article);
    await waitForHydration(page);
    await page.getByLabel(COMMENTS_TEXT.formLabel).fill(words);
    await page.getByRole("button", { name: COMMENTS_TEXT.post }).click();
    // A reader's first comment waits for a moderator (the default): it is theirs all the same.
    await expect(toasts(page).filter({ hasText: COMMENT_FLASH_TEXT.commentHeld })).toBeVisible();

    await page.goto("/account");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: ACCOUNT_COMMENTS_TEXT.heading });
    const item = section.getByRole("article").filter({ hasText: words });
    await expect(item).toContainText(ACCOUNT_COMMENTS_TEXT.status.held);
    await item.getByText(ACCOUNT_COMMENTS_TEXT.edit, { exact: true }).click();
    await item.getByLabel(ACCOUNT_COMMENTS_TEXT.editLabel).fill(`${words}, edited`);
    await item.getByRole("button", { name: ACCOUNT_COMMENTS_TEXT.save }).click();
    await expect(toasts(page).filter({ hasText: COMMENT_FLASH_TEXT.commentEdited })).toBeVisible();
    await expect(
      section.getByRole("article").filter({ hasText: `${words}, edited` }),
    ).toContainText(ACCOUNT_COMMENTS_TEXT.edited);

    for (const theme of THEMES) {
      await storeTheme(page, theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/account");
        await waitForHydration(page);
        await section.getByText(ACCOUNT_COMMENTS_TEXT.delete, { exact: true }).click();
        await expectNoSeriousA11yViolations(page, `your comments (${theme}, ${width} px)`);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/account-comments-${width}-${theme}.png` });
      }
    }

    // Delete asks once more (the summary opens the question); only its button deletes.
    const edited = section.getByRole("article").filter({ hasText: `${words}, edited` });
    await edited.getByRole("button", { name: ACCOUNT_COMMENTS_TEXT.deleteConfirm }).click();
    await expect(toasts(page).filter({ hasText: COMMENT_FLASH_TEXT.commentDeleted })).toBeVisible();
    await expect(section).toContainText(ACCOUNT_COMMENTS_TEXT.none);
  });
});
