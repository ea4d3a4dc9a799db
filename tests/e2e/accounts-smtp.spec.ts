import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AUTH_TEXT } from "../../app/lib/constants";
import { linkTo } from "../helpers/mail";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { expect, test, toasts, waitForHydration } from "./fixtures";
import { e2eServerEnv } from "./server-env";

const PORT = 3311;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** A second production server whose mail goes to a real SMTP server started by this test. */
test.describe("accounts over SMTP", () => {
  let smtp: TestSmtpServer;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-smtp-e2e-"));
    server = spawn("node", ["server.js"], {
      env: {
        ...process.env,
        ...e2eServerEnv({
          PORT: String(PORT),
          SITE_URL: ORIGIN,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          MAIL_FROM: "newsroom@techpulse.test",
        }),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("SMTP test server did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
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
