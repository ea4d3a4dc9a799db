import { ADMIN_TEXT, SCHEDULE_TEXT } from "../../app/lib/staff-text";
import { expect, expectNoSeriousA11yViolations, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";
import { addConfirmedSubscriber } from "./newsletter-helpers";
import { openEditorFromList } from "./post-helpers";
import type { Page } from "@playwright/test";

// The editor works in New York; the server stores UTC and renders UTC until hydration.
test.use({ timezoneId: "America/New_York" });

/** A new draft through the new-post dialog; returns its edit page's path. */
async function createDraft(page: Page, title: string): Promise<string> {
  await page.goto("/admin-hub/posts");
  await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Embargoed until the morning.");
  await dialog.getByLabel("Published").uncheck();
  await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
  await expect(dialog).toBeHidden();
  return openEditorFromList(page, title);
}

test.describe("admin: scheduled publishing", () => {
  test("an editor schedules a draft in their own time zone (stored in UTC), finds it under Scheduled, and unschedules it", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    // "Email to subscribers" is offered only while somebody is confirmed.
    await addConfirmedSubscriber(page, `schedule-${Date.now()}@example.com`);
    const title = `Embargoed earnings ${Date.now()}`;
    const editPath = await createDraft(page, title);
    const slug = await page.getByLabel("Slug").inputValue();

    // Typed in the sidebar before scheduling: kept (the whole document is saved with it).
    await page.getByLabel("Tags").fill("Embargo");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const flow = page.getByRole("dialog", { name: "Ready to publish?" });
    await flow.getByRole("radio", { name: "Schedule for later" }).check();
    await expect(flow.getByText("In your time zone (America/New_York).")).toBeVisible();
    // 07:00 in New York in January is 12:00 UTC.
    await flow.getByLabel("Publish on").fill("2027-01-15T07:00");
    // The email goes out later with nobody present: the count is stated here. (Other journeys
    // on this server may confirm subscribers too, so the number is not pinned.)
    await flow.getByLabel(/^Email to [\d,]+ confirmed subscribers? when it goes live$/).check();
    await flow.getByRole("button", { name: /^Schedule and email [\d,]+ subscribers?$/ }).click();

    await expect(toasts(page).filter({ hasText: SCHEDULE_TEXT.scheduled })).toBeVisible();
    const panel = page.getByRole("region", { name: "Schedule" });
    const summary = panel.getByTestId("schedule-summary");
    await expect(summary).toContainText("Fri, Jan 15, 2027, 07:00 EST");
    await expect(summary).toContainText("emailed to subscribers");
    await expect(summary.locator("time")).toHaveAttribute("datetime", "2027-01-15T12:00:00.000Z");
    await expect(page.getByTestId("editor-save-status")).toContainText(SCHEDULE_TEXT.badge);
    await expect(page.getByLabel("Tags")).toHaveValue("Embargo");
    // Publish again shows the schedule, in New York time, ready to be moved.
    await page.getByRole("button", { name: "Reschedule" }).click();
    const again = page.getByRole("dialog", { name: "Change the schedule" });
    await expect(again.getByLabel("Publish on")).toHaveValue("2027-01-15T07:00");
    await again.getByRole("button", { name: "Cancel" }).click();

    // Until then readers do not see it.
    expect((await request.get(`/article/${slug}`)).status()).toBe(404);

    // The list: under Scheduled with its time, not under Draft.
    await page.goto("/admin-hub/posts?status=scheduled");
    const row = page.locator("tbody tr", { hasText: title });
    await expect(row).toContainText(SCHEDULE_TEXT.badge);
    await expect(row.locator("time")).toHaveText("Fri, Jan 15, 2027, 07:00 EST");
    await page.goto("/admin-hub/posts?status=draft");
    await expect(page.locator("tbody tr", { hasText: title })).toHaveCount(0);

    // Unscheduling makes it a plain draft again.
    await page.goto(editPath);
    await waitForHydration(page);
    await panel.getByRole("button", { name: "Unschedule" }).click();
    await page
      .getByRole("alertdialog", { name: "Unschedule this post?" })
      .getByRole("button", { name: "Unschedule" })
      .click();
    await expect(toasts(page).filter({ hasText: SCHEDULE_TEXT.unscheduled })).toBeVisible();
    await expect(panel.getByTestId("schedule-summary")).toHaveCount(0);
    await expect(page.getByTestId("editor-save-status")).toContainText("Draft");
    await page.goto("/admin-hub/posts?status=draft");
    await expect(page.locator("tbody tr", { hasText: title })).toHaveCount(1);
  });

  test("the publish step and the schedule of a scheduled draft pass axe", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await createDraft(page, `Scheduled a11y ${Date.now()}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const flow = page.getByRole("dialog", { name: "Ready to publish?" });
    await flow.getByRole("radio", { name: "Schedule for later" }).check();
    await flow.getByLabel("Publish on").fill("2027-03-01T09:30");
    await expectNoSeriousA11yViolations(page, "publish step");
    await flow.getByRole("button", { name: /^Schedule for / }).click();
    const panel = page.getByRole("region", { name: "Schedule" });
    await expect(panel.getByTestId("schedule-summary")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "schedule panel");
  });
});
