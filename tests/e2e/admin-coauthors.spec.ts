import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { AUTH_TEXT } from "../../app/lib/auth-text";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { linkTo, waitForMail } from "../helpers/mail";
import { claimClientAddress } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { createDraft, openEditorFromList, openPostsList } from "./post-helpers";
import { E2E_ADMIN, E2E_OUTBOX } from "./server-env";

const PASSWORD = "co-author password";

/** The admin invites an Author; the invitee joins in a browser of their own. */
async function newAuthor(admin: Page, browser: Browser, name: string): Promise<Page> {
  const email = `coauthor-${randomBytes(4).toString("hex")}@example.com`;
  await admin.goto("/admin-hub/users");
  await waitForHydration(admin);
  const panel = admin.getByRole("region", { name: "Invite someone" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Role").selectOption({ label: "Author" });
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(toasts(admin).filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  const mail = await waitForMail(E2E_OUTBOX, email, /invited you/i);
  const page = await (await browser.newContext()).newPage();
  await claimClientAddress(page);
  await page.goto(linkTo(mail, "/invitation"));
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(name);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm password").fill(PASSWORD);
  await main.getByRole("button", { name: "Create account and join" }).click();
  await expect(toasts(page).filter({ hasText: AUTH_TEXT.invitationAccepted })).toBeVisible();
  return page;
}

test.describe("several authors per post", () => {
  test("an editor adds a co-author; the article names both; the co-author may edit it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const suffix = randomBytes(3).toString("hex");
    const title = `Written together ${suffix}`;
    await openPostsList(page);
    const coAuthor = await newAuthor(page, browser, `Casey Coauthor ${suffix}`);

    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await createDraft(page, title, "Two people wrote this.");
    await openEditorFromList(page, title);

    const field = page.getByRole("group", { name: "Authors" });
    await expect(field.getByRole("listitem")).toHaveText([new RegExp(E2E_ADMIN.name)]);
    // With the keyboard alone: pick the co-author, add, then move them first and back.
    await field.getByLabel("Add an author").selectOption({ label: `Casey Coauthor ${suffix}` });
    await field.getByRole("button", { name: "Add author" }).press("Enter");
    await expect(field.getByRole("listitem")).toHaveCount(2);
    await field.getByRole("button", { name: `Move Casey Coauthor ${suffix} up` }).press("Enter");
    await expect(field.getByRole("listitem").first()).toContainText("Casey Coauthor");
    // Focus stays with the moved author (now first: its "down" button).
    await expect(
      field.getByRole("button", { name: `Move Casey Coauthor ${suffix} down` }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(field.getByRole("listitem").first()).toContainText(E2E_ADMIN.name);
    await expect(field.getByRole("status")).toContainText("moved to position 2 of 2");
    await expectNoSeriousA11yViolations(page, "edit page with the authors field");

    // Published through the editor's one publish step (issue 38).
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Ready to publish?" })
      .getByRole("button", { name: "Publish now" })
      .click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postPublished })).toBeVisible();

    const slug = `written-together-${suffix}`;
    await page.goto(`/article/${slug}`);
    const byline = page.getByRole("banner").or(page.locator("article header")).first();
    await expect(page.locator("article header")).toContainText(
      `${E2E_ADMIN.name} and Casey Coauthor ${suffix}`,
    );
    await expect(byline).toBeVisible();
    const coAuthorLink = page
      .locator("article header")
      .getByRole("link", { name: `Casey Coauthor ${suffix}` });
    const authorPath = await coAuthorLink.getAttribute("href");
    await page.goto(authorPath!);
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    // The co-author, an Author, finds it among their posts and may save it.
    await coAuthor.goto("/admin-hub/posts");
    await waitForHydration(coAuthor);
    await openEditorFromList(coAuthor, title);
    await expect(coAuthor.getByRole("group", { name: "Authors" })).toHaveCount(0);
    await coAuthor.getByLabel("Excerpt").fill("Edited by the co-author.");
    // A published post's edits wait for "Update" (issue 38).
    await coAuthor.getByRole("button", { name: "Update", exact: true }).click();
    await expect(toasts(coAuthor).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();
  });
});
