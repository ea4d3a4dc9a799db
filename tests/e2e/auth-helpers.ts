import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, toasts, waitForHydration } from "./fixtures";
import { AUTH_TEXT } from "../../app/lib/auth-text";
import { linkTo, waitForMail } from "../helpers/mail";
import { E2E_ADMIN, E2E_OUTBOX } from "./server-env";

/** A client address of its own for this test's context (rate limits stay per test). */
export async function claimClientAddress(page: Page): Promise<string> {
  const bytes = randomBytes(3);
  const ip = `10.${bytes[0]}.${bytes[1]}.${(bytes[2]! % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

/** Fills in and sends the /auth card's sign-in form (the caller waits for what it expects). */
export async function submitSignInCard(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
}

/** Signs in through the /auth card and waits for the success toast. */
export async function signInThroughCard(page: Page, email: string, password: string) {
  await submitSignInCard(page, email, password);
  await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
}

export async function signInAsAdmin(page: Page) {
  await claimClientAddress(page);
  await signInThroughCard(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

export const READER_PASSWORD = "a good long password";

/** Signs up and verifies a new reader over HTTP; the page's context ends signed out. */
export async function createVerifiedReader(page: Page) {
  const ip = await claimClientAddress(page);
  const id = randomBytes(4).toString("hex");
  const who = { email: `reader-${id}@example.com`, name: `Reader ${id}`, ip };
  const response = await page.request.post("/auth", {
    headers: { "x-forwarded-for": ip },
    form: { intent: "signup", fullName: who.name, email: who.email, password: READER_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const mail = await waitForMail(E2E_OUTBOX, who.email, /verify/i);
  const token = new URL(linkTo(mail, "/auth/verify-email")).searchParams.get("token")!;
  await page.request.post("/auth/verify-email", {
    headers: { "x-forwarded-for": ip },
    form: { token },
    maxRedirects: 0,
  });
  await page.context().clearCookies();
  return who;
}
