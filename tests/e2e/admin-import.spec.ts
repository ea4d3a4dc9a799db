import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

const FIXTURE = path.resolve("tests/fixtures/transfer/wordpress-1.1.xml");

test.describe("admin: import", () => {
  test("upload a WordPress export, read the dry run, import it, old links redirect", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto("/admin-hub/import");
    await waitForHydration(page);
    // A finished job from an earlier run of this spec is cleared first.
    const clear = page.getByRole("button", { name: "Clear and import another file" });
    if (await clear.isVisible()) await clear.click();

    await page.getByLabel("WordPress (WXR .xml from Tools → Export)").check();
    await page.getByLabel("Export file").setInputFiles(FIXTURE);
    // An address that is not http(s) is refused before anything is stored.
    await page.getByLabel("Old site’s address (optional)").fill("ftp://old.example");
    await page.getByRole("button", { name: "Upload and analyse" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The old site's address is an http(s) address such as https://old.example.com.",
    );
    await page.getByLabel("Export file").setInputFiles(FIXTURE);
    await page.getByLabel("Old site’s address (optional)").fill("");
    await page.getByRole("button", { name: "Upload and analyse" }).click();
    await expect(
      page.getByRole("heading", { name: "Dry run: what the import will do" }),
    ).toBeVisible();
    await expect(page.getByText("Startup Notes")).toBeVisible();
    // The private post is counted before anything is written: it will not be public.
    await expect(page.getByText("Not public at the source")).toBeVisible();
    await expect(page.getByText("1 would be imported as a draft")).toBeVisible();
    if (process.env.SCREENSHOTS) {
      for (const [name, width, theme] of [
        ["desktop-light", 1280, "light"],
        ["desktop-dark", 1280, "dark"],
        ["mobile-375-light", 375, "light"],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((value) => {
          document.documentElement.classList.toggle("dark", value === "dark");
        }, theme);
        await page.screenshot({
          path: `test-results/screenshots/${name}/admin-import-dry-run.png`,
          fullPage: true,
        });
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page
      .getByLabel("The post with no matching category goes to")
      .selectOption({ label: "Startups" });
    await page.getByRole("button", { name: "Start import" }).click();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText(/was private in WordPress; imported as a draft so that it does not become/),
    ).toBeVisible();
    await expect(page.getByText("1, in Startups")).toBeVisible();
    if (process.env.SCREENSHOTS) {
      await page.screenshot({
        path: "test-results/screenshots/desktop-light/admin-import-summary.png",
        fullPage: true,
      });
    }

    // Its edit page says why it is a draft, in both themes.
    await page.goto(`/admin-hub/posts?q=${encodeURIComponent("Private thoughts")}`);
    await page.getByRole("link", { name: "Private thoughts", exact: true }).click();
    const note = page.getByRole("note").filter({ hasText: "Imported as a draft" });
    await expect(note).toHaveText(
      "Imported as a draft: it was private in WordPress. Publishing it makes it free for everyone to read.",
    );
    if (process.env.SCREENSHOTS) {
      for (const [name, width, theme] of [
        ["desktop-light", 1280, "light"],
        ["desktop-dark", 1280, "dark"],
        ["mobile-375-dark", 375, "dark"],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((value) => {
          document.documentElement.classList.toggle("dark", value === "dark");
        }, theme);
        await page.screenshot({ path: `test-results/screenshots/${name}/admin-import-note.png` });
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // Readers (no session: the request fixture) do not find it.
    expect((await request.get("/article/private-thoughts")).status()).toBe(404);

    await page.goto("/category/startups/raising-a-seed-round/");
    await expect(page).toHaveURL(/\/article\/raising-a-seed-round$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Raising a seed round" }),
    ).toBeVisible();
    const response = await page.request.get("/?p=42", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/article/raising-a-seed-round");
  });
});
