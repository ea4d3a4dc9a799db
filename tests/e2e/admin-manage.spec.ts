import { expect, test, toasts, waitForHydration } from "./fixtures";
import {
  createVerifiedReader,
  READER_PASSWORD,
  signInAsAdmin,
  signInThroughCard,
} from "./auth-helpers";

test.describe("admin: categories and users", () => {
  test("create a category (it appears in the header), then delete it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/categories");
    await waitForHydration(page);
    const name = `Space ${Date.now() % 100000}`;
    await page.getByRole("button", { name: "New category" }).click();
    const dialog = page.getByRole("dialog", { name: "New category" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Rockets, orbits and the people who build them.");
    await dialog.getByLabel("Icon").selectOption("rocket");
    await dialog.getByLabel("Colour").selectOption("indigo");
    await dialog.getByRole("button", { name: "Create category" }).click();
    await expect(toasts(page).filter({ hasText: `Category “${name}” created` })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name }),
    ).toBeVisible();

    const publicPage = await page.context().newPage();
    expect(
      (await publicPage.goto(`/category/${name.toLowerCase().replace(" ", "-")}`))?.status(),
    ).toBe(200);
    await publicPage.close();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
    await expect(toasts(page).filter({ hasText: "Category deleted" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name }),
    ).toHaveCount(0);
  });

  test("a category with posts asks where they go before it is deleted", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/categories");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete Startups" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Startups?" });
    await expect(dialog).toContainText(/still has \d+ posts?\. Choose where they go/);
    await expect(dialog.getByLabel("Move its posts to")).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("grant admin to a reader, who can then open the admin area", async ({ page, browser }) => {
    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    const reader = await createVerifiedReader(readerPage);

    await signInAsAdmin(page);
    await page.goto(`/admin-hub/users?q=${encodeURIComponent(reader.email)}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Make administrator: ${reader.name}` }).click();
    await expect(toasts(page).filter({ hasText: "Administrator role granted" })).toBeVisible();
    await expect(page.locator(`tr[data-user-email="${reader.email}"]`)).toContainText("Admin");

    await signInThroughCard(readerPage, reader.email, READER_PASSWORD);
    await readerPage.goto("/admin-hub");
    await expect(readerPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    // Removing the role takes effect on the reader's next request.
    await page
      .getByRole("button", { name: `Remove administrator role from ${reader.name}` })
      .click();
    await expect(toasts(page).filter({ hasText: "Administrator role removed" })).toBeVisible();
    await readerPage.goto("/admin-hub");
    await expect(readerPage).toHaveURL(/\/$/);
    await readerContext.close();
  });
});
