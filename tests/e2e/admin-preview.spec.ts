import type { Page } from "@playwright/test";
import { PREVIEW_TEXT } from "../../app/lib/staff-text";
import { waitForMail } from "../helpers/mail";
import { THEMES, expect, expectNoSeriousA11yViolations, test, useStoredTheme } from "./fixtures";
import { createDraft, openEditorFromList, openPostsList } from "./post-helpers";
import { E2E_ADMIN, E2E_OUTBOX } from "./server-env";

const SHOTS = "test-results/screenshots/preview";
// (The journey's own screenshot is light: it stores no theme.)

/** A new draft's writing surface, with a title, a sentence and an excerpt typed and not saved. */
async function draftWithUnsavedEdits(page: Page, stamp: string) {
  await openPostsList(page);
  const stored = `Preview draft ${stamp}`;
  await createDraft(page, stored, "The saved first paragraph.");
  await openEditorFromList(page, stored);
  const typed = {
    title: `Unsaved headline ${stamp}`,
    sentence: `A sentence typed just now ${stamp}.`,
    excerpt: `An unsaved standfirst ${stamp}`,
  };
  await page.getByLabel("Title", { exact: true }).fill(typed.title);
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(typed.sentence);
  const excerpt = page.getByLabel("Excerpt");
  if (!(await excerpt.isVisible())) {
    await page.getByRole("button", { name: "Post settings", exact: true }).click();
  }
  await excerpt.fill(typed.excerpt);
  return typed;
}

function previewDialog(page: Page) {
  return page.getByRole("dialog", { name: PREVIEW_TEXT.title });
}

async function choose(page: Page, view: "Desktop" | "Mobile" | "Email") {
  const dialog = previewDialog(page);
  await dialog.getByRole("button", { name: view, exact: true }).click();
  await expect(dialog.getByRole("button", { name: view, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

test.describe("admin: the editor's preview", () => {
  test("unsaved text shows at desktop and mobile widths and in the email; the test email reaches only me; nothing is lost", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    const typed = await draftWithUnsavedEdits(page, String(Date.now()));
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });

    const trigger = page.getByRole("button", { name: PREVIEW_TEXT.title, exact: true });
    await trigger.click();
    const dialog = previewDialog(page);
    await expect(dialog).toBeVisible();

    // Desktop: the article page's own header and body, with what was typed a moment ago.
    const desktop = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("desktop")}"]`);
    await expect(desktop.getByRole("heading", { level: 1 })).toHaveText(typed.title);
    await expect(desktop.getByText(typed.sentence)).toBeVisible();
    await expect(desktop.getByText(typed.excerpt)).toBeVisible();

    // Mobile: the same page in a 375 px frame.
    await choose(page, "Mobile");
    const mobileFrame = dialog.locator(`iframe[title="${PREVIEW_TEXT.frameTitle("mobile")}"]`);
    const mobile = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("mobile")}"]`);
    await expect(mobile.getByText(typed.sentence)).toBeVisible();
    expect(Math.round((await mobileFrame.boundingBox())!.width)).toBe(375);

    // Email: the subscriber's email of the open text, its subject above it.
    await choose(page, "Email");
    await expect(dialog.getByTestId("preview-subject")).toHaveText(
      `${PREVIEW_TEXT.subject}: ${typed.title}`,
    );
    const email = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("email")}"]`);
    await expect(email.getByRole("heading", { name: typed.title })).toBeVisible();
    await expect(email.getByText(typed.excerpt)).toBeVisible();
    await expect(email.getByRole("link", { name: "Read the full article" })).toBeVisible();

    await dialog.getByRole("button", { name: PREVIEW_TEXT.sendTest }).click();
    await expect(dialog.getByTestId("preview-status")).toHaveText(
      PREVIEW_TEXT.testSent(E2E_ADMIN.email),
    );
    await page.screenshot({ path: `${SHOTS}/test-email-sent-light.png` });
    const mail = await waitForMail(
      E2E_OUTBOX,
      E2E_ADMIN.email,
      new RegExp(`^\\[Test\\] ${typed.title}$`),
    );
    expect(mail.text).toContain(typed.excerpt);

    // Escape closes it, from inside the frame too, and gives the focus back; the document
    // still holds every unsaved edit.
    await email.getByText(typed.excerpt).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(typed.title);
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText(typed.sentence);
    await expect(page.getByLabel("Excerpt")).toHaveValue(typed.excerpt);
    // Previewing saved nothing: only the preview (and autosave's own copy) were posted.
    expect(posts.filter((path) => !/\/(preview|autosave)$/.test(path))).toEqual([]);
  });

  for (const theme of THEMES) {
    test(`the preview passes axe and is photographed (${theme}, wide and 375 px)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await useStoredTheme(page, theme);
      await page.setViewportSize({ width: 1280, height: 860 });
      const typed = await draftWithUnsavedEdits(page, `${theme}-${Date.now()}`);
      await page.getByRole("button", { name: PREVIEW_TEXT.title, exact: true }).click();
      const desktop = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("desktop")}"]`);
      await expect(desktop.getByText(typed.sentence)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `preview, desktop (${theme})`);
      await page.screenshot({ path: `${SHOTS}/desktop-wide-${theme}.png` });
      await choose(page, "Mobile");
      const mobile = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("mobile")}"]`);
      await expect(mobile.getByText(typed.sentence)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/mobile-wide-${theme}.png` });
      await choose(page, "Email");
      const email = page.frameLocator(`iframe[title="${PREVIEW_TEXT.frameTitle("email")}"]`);
      await expect(email.getByText(typed.excerpt)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `preview, email (${theme})`);
      await page.screenshot({ path: `${SHOTS}/email-wide-${theme}.png` });
      await page.keyboard.press("Escape");

      // Narrow, with the settings sidebar closed as a writer at 375 px starts.
      await page.getByRole("button", { name: "Post settings", exact: true }).click();
      await expect(page.getByRole("complementary", { name: "Post settings" })).toBeHidden();
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole("button", { name: PREVIEW_TEXT.title, exact: true }).click();
      await choose(page, "Desktop");
      await expect(desktop.getByText(typed.sentence)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `preview at 375 px (${theme})`);
      await page.screenshot({ path: `${SHOTS}/preview-375-${theme}.png` });
      await choose(page, "Email");
      await expect(email.getByText(typed.excerpt)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/email-375-${theme}.png` });
    });
  }
});
