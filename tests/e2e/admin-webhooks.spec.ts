import GhostAdminAPI from "@tryghost/admin-api";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { WEBHOOK_TEXT } from "../../app/webhooks/webhook-text";
import { signatureHolds, startWebhookReceiver } from "../helpers/webhook-receiver";
import { signInAsAdmin } from "./auth-helpers";
import { E2E_BASE_URL } from "./server-env";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";

const SHOTS = "/tmp/shots-webhooks";
const PRIVATE_SWITCH = /Let imports download images from private network addresses/;

/** Turns the site's "private addresses" setting on or off (the receiver runs on this machine). */
async function allowPrivateAddresses(page: Page, on: boolean) {
  await page.goto("/admin-hub/settings");
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: PRIVATE_SWITCH }).setChecked(on);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toasts(page).first()).toBeVisible();
}

async function addIntegration(page: Page, name: string) {
  await page.goto("/admin-hub/integrations");
  await waitForHydration(page);
  await page.getByLabel("Name").first().fill(name);
  await page.getByRole("button", { name: "Add integration" }).click();
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("status")).toBeVisible();
  return card;
}

test.describe("Webhooks on the integrations screen (the production build)", () => {
  test("an administrator adds a webhook, a publish reaches a real receiver signed, the log shows it, retry, edit and delete", async ({
    page,
  }) => {
    const receiver = await startWebhookReceiver();
    try {
      await signInAsAdmin(page);
      const name = `Hooked app ${Date.now()}`;
      let card = await addIntegration(page, name);
      const adminKey = await card.getByLabel("Admin API key").inputValue();

      // A loopback target is refused while private addresses are not allowed; nothing typed is lost.
      await card.locator("summary", { hasText: "Add webhook" }).click();
      await card.getByLabel("Event").last().selectOption("post.published");
      await card.getByLabel("Target URL").last().fill(receiver.url());
      await card.getByLabel("Name").last().fill("Build hook");
      await card.getByRole("button", { name: "Add webhook" }).click();
      await expect(card.getByText(/private network/).first()).toBeVisible();
      await expect(card.getByLabel("Target URL").last()).toHaveValue(receiver.url());
      await expect(card.getByLabel("Target URL").last()).toHaveAttribute("aria-invalid", "true");
      // And a malformed one, with its own message.
      await card.getByLabel("Target URL").last().fill("not a url");
      await card.getByRole("button", { name: "Add webhook" }).click();
      await expect(card.getByText("Enter a full address starting with https://")).toBeVisible();

      await allowPrivateAddresses(page, true);
      try {
        await page.goto("/admin-hub/integrations");
        await waitForHydration(page);
        card = page.getByRole("article", { name });
        await card.locator("summary", { hasText: "Add webhook" }).click();
        await card.getByLabel("Event").last().selectOption("post.published");
        await card.getByLabel("Target URL").last().fill(receiver.url());
        await card.getByLabel("Name").last().fill("Build hook");
        await card.getByRole("button", { name: "Add webhook" }).click();
        await expect(toasts(page).filter({ hasText: "Webhook added." })).toBeVisible();
        const hook = card.getByRole("listitem", { name: "Build hook" });
        const secret = await hook.getByLabel("Signing secret").inputValue();
        expect(secret).toMatch(/^[0-9a-f]{64}$/);
        await expect(hook.getByText("Nothing sent yet.")).toBeVisible();

        // A publish through Ghost's Admin API client reaches the receiver, signed.
        const admin = GhostAdminAPI({ url: E2E_BASE_URL, key: adminKey, version: "v6.0" });
        const title = `Hooked post ${Date.now()}`;
        const started = Date.now();
        const post = await admin.posts.add(
          { title, html: "<p>Tell the receiver.</p>", status: "published" },
          { source: "html" },
        );
        expect(Date.now() - started).toBeLessThan(5_000);
        await expect.poll(() => receiver.calls.length, { timeout: 15_000 }).toBe(1);
        const call = receiver.calls[0]!;
        expect(signatureHolds(call, secret)).toBe(true);
        expect(call.json).toMatchObject({
          post: { current: { id: post.id, title, status: "published" }, previous: {} },
        });

        // The log, after a reload: delivered with 200; "Retry now" sends it again.
        await page.reload();
        await waitForHydration(page);
        await expect(hook.getByRole("cell", { name: "Delivered" })).toBeVisible();
        await expect(hook.getByRole("cell", { name: "200", exact: true })).toBeVisible();
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/webhooks-light-1280.png`, fullPage: true });
        await hook.getByRole("button", { name: /^Retry now/ }).click();
        await expect(toasts(page).filter({ hasText: "sent again" })).toBeVisible();
        await expect.poll(() => receiver.calls.length, { timeout: 15_000 }).toBe(2);

        // Edit: another event, kept after a reload.
        await hook.locator("summary", { hasText: "Edit" }).click();
        await hook.getByLabel("Event").selectOption("post.unpublished");
        await hook.getByRole("button", { name: "Save webhook" }).click();
        await expect(toasts(page).filter({ hasText: "Webhook saved." })).toBeVisible();
        await page.reload();
        await waitForHydration(page);
        await expect(hook.getByText("post.unpublished").first()).toBeVisible();

        // Delete, behind a confirmation.
        await hook.getByRole("button", { name: "Delete Build hook" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
        await expect(toasts(page).filter({ hasText: "Webhook deleted." })).toBeVisible();
        await expect(card.getByRole("listitem", { name: "Build hook" })).toHaveCount(0);
      } finally {
        await allowPrivateAddresses(page, false);
      }
    } finally {
      await receiver.close();
    }
  });

  test("the webhooks panel in the dark theme and at 375 px", async ({ page }) => {
    await useStoredTheme(page, "dark");
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 900 });
    const card = await addIntegration(page, `Phone hooks ${Date.now()}`);
    await card.locator("summary", { hasText: "Add webhook" }).click();
    // An address refused whatever the private-address setting is (other journeys switch it on).
    await card.getByLabel("Target URL").last().fill("ftp://example.com/hook");
    await card.getByRole("button", { name: "Add webhook" }).click();
    await expect(card.getByText(WEBHOOK_TEXT.urlInvalid).first()).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/webhooks-dark-375.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, "integrations webhooks");
  });
});
