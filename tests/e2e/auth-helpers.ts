import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, toasts, waitForHydration } from "./fixtures";
import { AUTH_TEXT } from "../../app/lib/constants";
import { E2E_ADMIN } from "./server-env";

/** A client address of its own for this test's context (rate limits stay per test). */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const bytes = randomBytes(3);
  const ip = `10.${bytes[0]}.${bytes[1]}.${(bytes[2]! % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

/** Signs in through the /auth card and waits for the success toast. */
export async function signInThroughCard(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: AUTH_TEXT.signIn, exact: true }).click();
  await expect(toasts(page).filter({ hasText: AUTH_TEXT.signInSuccess })).toBeVisible();
}

export async function signInAsAdmin(page: Page) {
  await useOwnClientAddress(page);
  await signInThroughCard(page, E2E_ADMIN.email, E2E_ADMIN.password);
}
