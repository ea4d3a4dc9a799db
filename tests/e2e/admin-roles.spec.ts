import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { AUTH_TEXT } from "../../app/lib/auth-text";
import { linkTo, waitForMail } from "../helpers/mail";
import { totpCode } from "../helpers/totp";
import {
  claimClientAddress,
  createVerifiedReader,
  READER_PASSWORD,
  signInAsAdmin,
  signInThroughCard,
  submitSignInCard,
} from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { E2E_ADMIN, E2E_OUTBOX } from "./server-env";

const STAFF_PASSWORD = "newsroom password";

/**
 * Signs in through the /auth card and waits for the page it leads to (not the toast, which a
 * busy machine can miss before it fades).
 */
async function signIn(page: Page, email: string, password: string) {
  await submitSignInCard(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
}

/** The admin invites a new address with a role; returns the invitation link from the mail. */
async function invite(
  admin: Page,
  role: "Contributor" | "Editor",
): Promise<{ email: string; link: string }> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString("hex")}@example.com`;
  await admin.goto("/admin-hub/users");
  await waitForHydration(admin);
  const panel = admin.getByRole("region", { name: "Invite someone" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Role").selectOption({ label: role });
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(toasts(admin).filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  const mail = await waitForMail(E2E_OUTBOX, email, /invited you/i);
  return { email, link: linkTo(mail, "/invitation") };
}

/** Opens the invitation in a fresh browser and creates the account; ends in the admin area. */
async function acceptAsNewAccount(browser: Browser, link: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await claimClientAddress(page);
  await page.goto(link);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(name);
  await main.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await main.getByLabel("Confirm password").fill(STAFF_PASSWORD);
  await main.getByRole("button", { name: "Create account and join" }).click();
  await expect(toasts(page).filter({ hasText: AUTH_TEXT.invitationAccepted })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-hub$/);
  return page;
}

test.describe("newsroom roles", () => {
  test("invitation → account with the role → a contributor submits, an editor publishes", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const contributorInvite = await invite(page, "Contributor");
    const editorInvite = await invite(page, "Editor");

    const contributor = await acceptAsNewAccount(
      browser,
      contributorInvite.link,
      "Casey Contributor",
    );
    const nav = contributor.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Posts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    // The link works once.
    await contributor.goto(contributorInvite.link);
    await expect(contributor.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
    // The server refuses what the sidebar hides.
    await contributor.goto("/admin-hub/settings");
    await expect(contributor).toHaveURL(/\/admin-hub$/);
    await expect(toasts(contributor).filter({ hasText: AUTH_TEXT.notAllowed })).toBeVisible();

    // The editor joins before the draft is submitted, so the review request reaches them.
    const editor = await acceptAsNewAccount(browser, editorInvite.link, "Eden Editor");

    const title = `Review me ${randomBytes(3).toString("hex")}`;
    await contributor.goto("/admin-hub/posts");
    await waitForHydration(contributor);
    await contributor.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = contributor.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Content" }).fill("A draft from a contributor.");
    await expect(dialog.getByLabel("Published")).toHaveCount(0);
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await expect(toasts(contributor).filter({ hasText: ADMIN_TEXT.postCreated })).toBeVisible();
    await contributor.getByRole("link", { name: title, exact: true }).click();
    await waitForHydration(contributor);
    await expect(contributor.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    await contributor.getByRole("button", { name: ADMIN_TEXT.submitForReview }).click();
    await expect(toasts(contributor).filter({ hasText: ADMIN_TEXT.reviewRequested })).toBeVisible();

    const reviewMail = await waitForMail(E2E_OUTBOX, editorInvite.email, /Submitted for review/);
    expect(reviewMail.text).toContain(title);
    await editor.goto("/admin-hub/posts?status=review");
    await waitForHydration(editor);
    const row = editor.locator("tbody tr", { hasText: title });
    await expect(row).toContainText(ADMIN_TEXT.submittedForReview);
    await row.getByRole("link", { name: title, exact: true }).click();
    await waitForHydration(editor);
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    const publish = editor.getByRole("dialog", { name: "Ready to publish?" });
    await publish.getByRole("button", { name: "Publish now" }).click();
    await expect(toasts(editor).filter({ hasText: ADMIN_TEXT.postPublished })).toBeVisible();
    await editor.goto("/admin-hub/posts?status=review");
    await expect(editor.locator("tbody tr", { hasText: title })).toHaveCount(0);
  });

  test("two-factor: set up with an app, sign in with a code, then with a recovery code", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const reader = await createVerifiedReader(page);
    await signInThroughCard(page, reader.email, READER_PASSWORD);
    await page.goto("/account");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByLabel("Current password").fill(READER_PASSWORD);
    await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = ((await section.getByTestId("totp-secret").textContent()) ?? "").replace(
      /\s/g,
      "",
    );
    const recoveryCodes = await section
      .getByTestId("recovery-codes")
      .locator("li")
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expect(
      section.getByRole("img", { name: /QR code of the setup link/ }),
      "a code to scan beside the typed key",
    ).toBeVisible();
    await section.getByLabel("Code from the app").fill(totpCode(secret));
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.twoFactorEnabled })).toBeVisible();

    for (const method of ["app", "recovery"] as const) {
      await page.context().clearCookies();
      await page.goto("/auth");
      await waitForHydration(page);
      const main = page.getByRole("main");
      await main.getByLabel("Email").fill(reader.email);
      await main.getByLabel("Password", { exact: true }).fill(READER_PASSWORD);
      await main.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/two-factor/);
      await waitForHydration(page);
      if (method === "app") {
        // The app's next code: the one that turned two-factor on is used (RFC 6238 §5.2).
        await main.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + 30_000));
      } else {
        await main.getByRole("button", { name: "Use a recovery code instead" }).click();
        await main.getByLabel("Recovery code").fill(recoveryCodes[0]!);
      }
      await main.getByRole("button", { name: "Verify" }).click();
      await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
      await page.goto("/account");
      await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    }

    // Lost the list: new codes, shown once, replace the old ones.
    await waitForHydration(page);
    await section.getByLabel("Current password").fill(READER_PASSWORD);
    await section.getByRole("button", { name: "New recovery codes" }).click();
    const renewed = section.getByTestId("recovery-codes").locator("li");
    await expect(renewed).toHaveCount(10);
    expect(await renewed.allTextContents()).not.toContain(recoveryCodes[1]);
  });

  test("your sessions: both devices listed, the other one signed out", async ({
    page,
    browser,
  }) => {
    const reader = await createVerifiedReader(page);
    await signIn(page, reader.email, READER_PASSWORD);
    // The second device signs in over HTTP (the same form post the card makes).
    const other = await (await browser.newContext()).newPage();
    const ip = await claimClientAddress(other);
    const response = await other.request.post("/auth", {
      headers: { "x-forwarded-for": ip },
      form: { intent: "signin", email: reader.email, password: READER_PASSWORD },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);

    await page.goto("/account");
    await waitForHydration(page);
    const list = page.getByTestId("sessions");
    // Three: the sign-in that email verification made, this browser, and the other device.
    await expect(list.locator("li")).toHaveCount(3);
    await expect(list).toContainText("This device");
    // Playwright's "Desktop Chrome" device says Windows.
    await expect(list).toContainText("Chrome on Windows");
    for (const remaining of [2, 1]) {
      await list.locator("li", { hasNotText: "This device" }).first().getByRole("button").click();
      await expect(list.locator("li")).toHaveCount(remaining);
    }
    await expect(list).toContainText("This device");

    await other.goto("/account");
    await expect(other).toHaveURL(/\/auth\?redirectTo=%2Faccount/);
  });
});

test.describe("accessibility of the new account and newsroom screens (axe)", () => {
  test("invitation, two-factor and account screens", async ({ page, browser }) => {
    test.setTimeout(150_000);
    await claimClientAddress(page);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const { link } = await invite(page, "Contributor");
    await expectNoSeriousA11yViolations(page, "users with invitations", {
      soft: true,
    });

    const visitor = await (await browser.newContext()).newPage();
    for (const url of [link, "/invitation?token=no-such-token", "/auth/two-factor"]) {
      await visitor.goto(url);
      await waitForHydration(visitor);
      await expectNoSeriousA11yViolations(visitor, new URL(url, "http://x").pathname, {
        soft: true,
      });
    }

    await page.goto("/account");
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page, "account with sessions", { soft: true });
  });
});
