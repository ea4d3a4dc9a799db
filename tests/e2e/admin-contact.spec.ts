import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, TEXT, toasts, waitForHydration } from "./fixtures";
import { claimClientAddress, signInAsAdmin } from "./auth-helpers";
import { waitForMail } from "../helpers/mail";
import { CONTACT_DETAILS } from "../../app/content/contact-details";
import { E2E_OUTBOX } from "./server-env";

async function fillContactForm(page: Page, message: { subject: string; body: string }) {
  const form = page.locator("main form").filter({ has: page.locator("textarea") });
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Subject").fill(message.subject);
  await form.getByLabel("Message").fill(message.body);
  await form.getByRole("button", { name: "Send message" }).click();
}

test.describe("contact form → admin inbox", () => {
  test("a message sent from the contact page reaches the inbox; the admin opens and deletes it", async ({
    page,
  }) => {
    const subject = `e2e tip ${randomBytes(4).toString("hex")}`;
    await claimClientAddress(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContactForm(page, { subject, body: "A bug was found in a relay.\n\nMore soon." });
    await expect(toasts(page).getByText(TEXT.contactSuccessTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(TEXT.contactSuccessBody)).toBeVisible();

    // The site's contact address is told, and a reply goes to the sender.
    const mail = await waitForMail(E2E_OUTBOX, CONTACT_DETAILS.generalEmail, new RegExp(subject));
    expect(mail.text).toContain("A bug was found in a relay.");

    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto("/admin-hub");
    await expect(page.getByText("Unread messages")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Inbox/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    const row = page.locator(`li[data-message-subject="${subject}"]`);
    await expect(row).toContainText("Unread:");
    await row.getByRole("link").click();

    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("More soon.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      /^mailto:grace%40example\.com\?subject=Re%3A%20/,
    );

    // Opening marked it read; "Mark as unread" goes back to the list with it unread again.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Mark as unread" }).click();
    await expect(toasts(page).filter({ hasText: "Message marked as unread" })).toBeVisible();
    await expect(row).toContainText("Unread:");
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await page.goto("/admin-hub/inbox");
    await expect(row).not.toContainText("Unread:");

    await row.getByRole("link").click();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this message?" });
    await dialog.getByRole("button", { name: "Delete message" }).click();
    await expect(toasts(page).filter({ hasText: "Message deleted" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-hub\/inbox$/);
    await expect(row).toHaveCount(0);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page confirms; the message is stored", async ({ page, browser }) => {
    const subject = `e2e no-js ${randomBytes(4).toString("hex")}`;
    await claimClientAddress(page);
    await page.goto("/contact");
    await fillContactForm(page, { subject, body: "Sent from a browser without scripts." });
    await expect(page.getByRole("status")).toContainText(TEXT.contactSuccessTitle);
    await expect(page.getByRole("status")).toContainText(TEXT.contactSuccessBody);

    // The admin checks from a browser with JavaScript (the sign-in card waits for hydration).
    const admin = await browser.newContext({ javaScriptEnabled: true });
    try {
      const adminPage = await admin.newPage();
      await signInAsAdmin(adminPage);
      await adminPage.goto("/admin-hub/inbox?filter=unread");
      await expect(adminPage.locator(`li[data-message-subject="${subject}"]`)).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
