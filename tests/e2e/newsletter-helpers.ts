import type { Page } from "@playwright/test";
import { NEWSLETTER_TEXT } from "../../app/lib/newsletter-text";
import { linkTo, waitForMail } from "../helpers/mail";
import { expect, TEXT, waitForHydration } from "./fixtures";
import { E2E_OUTBOX } from "./server-env";

/**
 * A confirmed subscriber on the shared server, the way a reader becomes one: the footer's
 * sign-up, the confirmation email from the outbox, its link. Paths that email subscribers
 * are only offered while there is one.
 */
export async function addConfirmedSubscriber(page: Page, email: string): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByPlaceholder(TEXT.newsletterPlaceholder).fill(email);
  await footer.getByRole("button", { name: TEXT.subscribe }).click();
  const mail = await waitForMail(E2E_OUTBOX, email, /Confirm your TechPulse newsletter/);
  await page.goto(linkTo(mail, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { name: NEWSLETTER_TEXT.confirmedTitle })).toBeVisible();
}
