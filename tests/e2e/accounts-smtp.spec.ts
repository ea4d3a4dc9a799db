import { AUTH_TEXT } from "../../app/lib/auth-text";
import { linkTo } from "../helpers/mail";
import type { TestSmtpServer } from "../helpers/smtp";
import { startSmtpBackedServer, type SmtpBackedServer } from "./smtp-server-instance";
import { expect, test, toasts, waitForHydration } from "./fixtures";

/** A second production server whose mail goes to a real SMTP server started by this test. */
test.describe("accounts over SMTP", () => {
  let smtp: TestSmtpServer;
  let instance: SmtpBackedServer | undefined;
  let ORIGIN = "";

  test.beforeAll(async () => {
    instance = await startSmtpBackedServer();
    ORIGIN = instance.origin;
    smtp = instance.smtp;
  });

  test.afterAll(async () => {
    await instance?.stop();
  });

  test("sign up → verification email over SMTP → verify → signed in", async ({ page }) => {
    const email = `smtp-reader-${Date.now()}@example.com`;
    await page.goto(`${ORIGIN}/auth?mode=signup`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("Full name").fill("Smtp Reader");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password", { exact: true }).fill("a good long password");
    await main.getByRole("button", { name: AUTH_TEXT.signUp, exact: true }).click();
    await expect(toasts(page).filter({ hasText: AUTH_TEXT.signUpSuccess })).toBeVisible();

    const mail = await smtp.waitFor(email, /verify/i);
    expect(mail.headers.get("from")).toMatchObject({
      text: '"TechPulse" <newsroom@techpulse.test>',
    });
    expect(mail.html).toContain("Verify email");
    const link = linkTo(mail, "/auth/verify-email");
    expect(link.startsWith(`${ORIGIN}/auth/verify-email?token=`)).toBe(true);

    await page.goto(link);
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.getByRole("button", { name: "Account menu for Smtp Reader" })).toBeVisible();
  });
});
