import { expect, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

test.describe("admin: settings", () => {
  test("the tips address saved in settings appears on the contact page; bad input is refused", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/settings");
    await waitForHydration(page);
    const tips = page.getByLabel("Tips email");
    const original = await tips.inputValue();

    // The browser checks the address first; the server refuses it too.
    const refused = await page.request.post("/admin-hub/settings", {
      form: { title: "TechPulse", tagline: "Tagline", tipsEmail: "not an address" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Please enter a valid email address.");

    await page.getByLabel("Tips email").fill("scoops@techpulse.test");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "scoops@techpulse.test" })).toHaveAttribute(
      "href",
      "mailto:scoops@techpulse.test",
    );

    await page.goto("/admin-hub/settings");
    await waitForHydration(page);
    await page.getByLabel("Tips email").fill(original);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
  });
});
