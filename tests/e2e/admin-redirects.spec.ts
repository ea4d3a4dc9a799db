import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  THEMES,
  toasts,
  waitForHydration,
} from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

test.describe("admin: redirects", () => {
  test("an editor adds a redirect and imports a CSV; readers' old addresses go where they say", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAsAdmin(page);
    await page.goto("/admin-hub/redirects");
    await waitForHydration(page);

    // A bad address is refused in place, and what was typed stays.
    const add = page.getByRole("form", { name: "Add a redirect" });
    await add.getByLabel("Old path").fill(`/jobs-${stamp}/`);
    await add.getByLabel("Goes to").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Add redirect" }).click();
    await expect(add.getByText(/Where it goes is a path on this site/)).toBeVisible();
    await expect(add.getByLabel("Old path")).toHaveValue(`/jobs-${stamp}/`);

    await add.getByLabel("Goes to").fill("/contact");
    await add.getByLabel("Temporary (302)").check();
    await add.getByRole("button", { name: "Add redirect" }).click();
    await expect(toasts(page).filter({ hasText: "Redirect added" })).toBeVisible();
    await expect(add.getByLabel("Old path")).toHaveValue("");
    const row = page.getByRole("row").filter({ hasText: `/jobs-${stamp}` });
    await expect(row).toContainText("/contact");
    await expect(row).toContainText("Temporary (302)");

    const folder = mkdtempSync(path.join(tmpdir(), "techpulse-redirects-"));
    const csv = path.join(folder, "redirects.csv");
    writeFileSync(
      csv,
      `from,to\n/old-team-${stamp}/,/team\n/ads-${stamp},https://ads.example/rates\nnot-a-path,/about\n`,
    );
    const importForm = page.getByRole("form", { name: "Import from a CSV file" });
    await importForm.getByLabel("CSV file").setInputFiles(csv);
    await importForm.getByRole("button", { name: "Import CSV" }).click();
    await expect(importForm.getByRole("status")).toContainText("2 added, 0 updated, 1 refused.");
    await expect(importForm.getByRole("status")).toContainText("Line 4:");

    // Readers (no session) follow them, and the old platforms' addresses too.
    const answers: [string, number, string][] = [
      [`/jobs-${stamp}/`, 302, "/contact"],
      [`/old-team-${stamp}`, 301, "/team"],
      [`/ads-${stamp}/`, 301, "https://ads.example/rates"],
      ["/feed/", 301, "/rss"],
      ["/tag/artificial-intelligence/", 301, "/topics/artificial-intelligence"],
      ["/2024/05/", 301, "/category/all"],
    ];
    for (const [from, status, location] of answers) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(status);
      expect(response.headers()["location"], from).toBe(location);
    }
    expect((await request.get(`/nothing-${stamp}/`, { maxRedirects: 0 })).status()).toBe(404);

    if (process.env.SCREENSHOTS) {
      const dir = process.env.SCREENSHOTS_DIR ?? "test-results/screenshots";
      await page.goto(`/admin-hub/redirects?q=${stamp}`);
      await waitForHydration(page);
      for (const theme of THEMES) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate((value) => {
            document.documentElement.classList.toggle("dark", value === "dark");
          }, theme);
          await page.screenshot({
            path: `${dir}/admin-redirects-${theme}-${width}.png`,
            fullPage: true,
          });
        }
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await expectNoSeriousA11yViolations(page, "the redirects screen");

    await row.getByRole("button", { name: `Delete the redirect from /jobs-${stamp}` }).click();
    await expect(toasts(page).filter({ hasText: "Redirect deleted" })).toBeVisible();
    expect((await request.get(`/jobs-${stamp}/`, { maxRedirects: 0 })).status()).toBe(404);
  });
});
