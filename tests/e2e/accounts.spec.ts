import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { AUTH_TEXT } from "../../app/lib/auth-text";
import { linkTo, waitForMail } from "../helpers/mail";
import { expect, test, toasts, waitForHydration } from "./fixtures";
import { E2E_ADMIN, E2E_OUTBOX } from "./server-env";
import { createVerifiedReader, READER_PASSWORD } from "./auth-helpers";

const PASSWORD = READER_PASSWORD;

/** The page's own content (the footer has a newsletter "Email" field too). */
const form = (page: Page) => page.getByRole("main");

/** A unique reader and client address for one test. */
async function freshIdentity(page: Page) {
  const id = randomBytes(4).toString("hex");
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return { email: `reader-${id}@example.com`, name: `Reader ${id}`, ip };
}

async function fillSignUp(page: Page, who: { name: string; email: string }, password = PASSWORD) {
  await form(page).getByLabel("Full name").fill(who.name);
  await form(page).getByLabel("Email").fill(who.email);
  await form(page).getByLabel("Password", { exact: true }).fill(password);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await waitForHydration(page);
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
}

test.describe("accounts", () => {
  test("sign up → email from the outbox → verify → signed in → sign out → sign in", async ({
    page,
  }) => {
    // A dozen page loads and three password hashes, against a server running a worker per
    // core beside two browsers on the CI machine's two cores.
    test.setTimeout(90_000);
    const who = await freshIdentity(page);
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: AUTH_TEXT.signUp }).click();
    await expect(page).toHaveURL(/mode=signup/);

    await fillSignUp(page, who);
    // Hold submissions long enough to see the pending label.
    await page.route("**/auth.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: AUTH_TEXT.signUp, exact: true }).click();
    await expect(page.getByRole("button", { name: AUTH_TEXT.processing })).toBeDisabled();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signUpSuccess })).toBeVisible();
    // The card is back in sign-in mode.
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(form(page).getByLabel("Full name")).toHaveCount(0);

    // Signing in before verifying is refused, with a way to resend the email.
    await form(page).getByLabel("Email").fill(who.email);
    await form(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "verify your email" })).toBeVisible();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.verificationSent })).toBeVisible();

    const mail = await waitForMail(E2E_OUTBOX, who.email, /verify/i);
    expect(mail.html).toContain("Verify email");
    await page.goto(linkTo(mail, "/auth/verify-email"));
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.emailVerified })).toBeVisible();
    const menu = page.getByRole("button", { name: `Account menu for ${who.name}` });
    await expect(menu).toBeVisible();

    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: AUTH_TEXT.signOut }).click();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signOutSuccess })).toBeVisible();
    await expect(page.getByRole("link", { name: AUTH_TEXT.signIn })).toBeVisible();

    await signIn(page, who.email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
    await expect(page.getByRole("button", { name: `Account menu for ${who.name}` })).toBeVisible();

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "techpulse.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // A signed-in visitor opening /auth goes home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password shows the server's message; the 6th attempt is refused with 429", async ({
    page,
  }) => {
    const who = await createVerifiedReader(page);
    await signIn(page, who.email, "not my password");
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.invalidCredentials })).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: AUTH_TEXT.invalidCredentials }),
    ).toBeVisible();

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const response = await page.request.post("/auth", {
        headers: { "x-forwarded-for": who.ip },
        form: { intent: "signin", email: who.email, password: `wrong ${attempt}` },
      });
      expect(response.status()).toBe(401);
    }
    await signIn(page, who.email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "Too many attempts" })).toBeVisible();
    await expect(toasts(page).filter({ hasText: "Too many attempts" })).toBeVisible();
    const sixth = await page.request.post("/auth", {
      headers: { "x-forwarded-for": who.ip },
      form: { intent: "signin", email: who.email, password: PASSWORD },
    });
    expect(sixth.status()).toBe(429);
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);

    // Another client, with the right password, is not locked out by these failures
    // (the account limit still applies, so a different account proves IP isolation).
    const other = await createVerifiedReader(page);
    await signIn(page, other.email, PASSWORD);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
  });

  test("forgot password end to end: link by email, new password, old sessions ended", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // two devices, a dozen page loads, four password hashes
    const who = await createVerifiedReader(page);
    // A second device stays signed in until the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.setExtraHTTPHeaders({ "x-forwarded-for": who.ip });
    await signIn(otherPage, who.email, PASSWORD);
    await expect(
      otherPage.getByRole("button", { name: `Account menu for ${who.name}` }),
    ).toBeVisible();

    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await form(page).getByLabel("Email").fill(who.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: AUTH_TEXT.resetRequested }),
    ).toBeVisible();

    const mail = await waitForMail(E2E_OUTBOX, who.email, /reset/i);
    const link = linkTo(mail, "/auth/reset-password");
    await page.goto(link);
    await waitForHydration(page);
    await form(page).getByLabel("New password", { exact: true }).fill("my brand new password");
    await form(page).getByLabel("Repeat the new password").fill("my brand new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.resetDone })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await form(page).getByLabel("New password", { exact: true }).fill("another new password");
    await form(page).getByLabel("Repeat the new password").fill("another new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: AUTH_TEXT.resetLinkInvalid }),
    ).toBeVisible();

    await signIn(page, who.email, "my brand new password");
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByRole("link", { name: AUTH_TEXT.signIn })).toBeVisible();
    await other.close();
  });

  test("the admin area: visitors go to /auth, readers are sent away, the admin gets in", async ({
    page,
  }) => {
    await freshIdentity(page);
    await page.goto("/admin-hub");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin-hub$/);

    const reader = await createVerifiedReader(page);
    await signIn(page, reader.email, PASSWORD);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
    await page.goto("/admin-hub");
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.adminOnly })).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/admin-hub");
    await waitForHydration(page);
    await form(page).getByLabel("Email").fill(E2E_ADMIN.email);
    await form(page).getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin-hub$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: `Account menu for ${E2E_ADMIN.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toBeVisible();
  });

  test("the account page changes the display name shown in the header", async ({ page }) => {
    const who = await createVerifiedReader(page);
    await signIn(page, who.email, PASSWORD);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
    await page.goto("/account");
    await waitForHydration(page);
    await form(page).getByLabel("Full name").fill("Renamed Reader");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.profileSaved })).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Account menu for Renamed Reader" }),
    ).toBeVisible();
  });

  test("a signed-in page gives the browser only what the header shows of the user", async ({
    page,
  }) => {
    const who = await createVerifiedReader(page);
    await signIn(page, who.email, PASSWORD);
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
    // The document's hydration data and a client navigation's data request alike.
    for (const path of ["/", "/_root.data"]) {
      const body = await (await page.request.get(path)).text();
      expect(body, path).toContain(who.email);
      for (const key of ["sessionId", "twoFactorEnabled", "emailVerified"]) {
        expect(body, `${path} carries ${key}`).not.toContain(key);
      }
    }
  });

  test("cross-origin posts change nothing", async ({ page }) => {
    const who = await freshIdentity(page);
    const response = await page.request.post("/auth", {
      headers: { origin: "https://evil.example", "x-forwarded-for": who.ip },
      form: { intent: "signup", fullName: who.name, email: who.email, password: PASSWORD },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    await page.waitForTimeout(300);
    await expect(waitForMail(E2E_OUTBOX, who.email, /./, 500)).rejects.toThrow();
  });

  test("nothing changes on GET: a verification link only shows a confirm button without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const who = await freshIdentity(page);
    const signUp = await page.request.post("/auth", {
      headers: { "x-forwarded-for": who.ip },
      form: { intent: "signup", fullName: who.name, email: who.email, password: PASSWORD },
    });
    expect(signUp.ok()).toBe(true);
    const mail = await waitForMail(E2E_OUTBOX, who.email, /verify/i);
    await page.goto(linkTo(mail, "/auth/verify-email"));
    await page.goto(linkTo(mail, "/auth/verify-email"));
    // Still unverified after two GETs.
    const early = await page.request.post("/auth", {
      headers: { "x-forwarded-for": who.ip },
      form: { intent: "signin", email: who.email, password: PASSWORD },
    });
    expect(early.status()).toBe(403);
    await page.getByRole("button", { name: "Verify my email" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: AUTH_TEXT.signIn })).toHaveCount(0);
    await context.close();
  });

  test("without JavaScript: field errors next to the field, and sign-in works", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await freshIdentity(page);
    await page.goto("/auth?mode=signup");
    await form(page).getByLabel("Full name").fill("   ");
    await form(page).getByLabel("Email").fill("someone@example.com");
    await form(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: AUTH_TEXT.signUp, exact: true }).click();
    const nameField = form(page).getByLabel("Full name");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(form(page).getByLabel("Email")).toHaveValue("someone@example.com");

    const admin = E2E_ADMIN;
    await page.goto("/auth");
    await form(page).getByLabel("Email").fill(admin.email);
    await form(page).getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("status").filter({ hasText: AUTH_TEXT.signInSuccess }),
    ).toBeAttached();
    await context.close();
  });
});
