import { expect, gotoHydrated, SPEC_CATEGORIES, test, TEXT } from "./fixtures";

test.describe("header (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("brand links home and the category links are listed", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header");
    await expect(header.locator('a[href="/"]').first()).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Categories" });
    for (const category of SPEC_CATEGORIES) {
      await expect(nav.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("a category link loads the category page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("header").getByRole("link", { name: "Cybersecurity", exact: true }).click();
    await expect(page).toHaveURL("/category/cybersecurity");
    await expect(page.getByRole("heading", { level: 1, name: "Cybersecurity" })).toBeVisible();
  });

  test("the menu, the footer's links, the home page's topics and cards inserted from kept markup are live after hydration", async ({
    page,
  }) => {
    // The first two pages asked with these inputs have the parts rendered in place and the
    // server keeps their markup; the third gets that markup, which the browser must hydrate.
    // A parameter the home page does not read makes each one a new render, not a stored page.
    const home = "/?kept-markup";
    await page.goto(home);
    await page.goto(home);
    await gotoHydrated(page, home);
    expect((await page.request.get(home)).headers()["x-page-cache"]).toBeUndefined();
    // Set on this document: it survives client navigations and is gone after a full load.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const sameDocument = () =>
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
    const menu = page.locator("header").getByRole("navigation", { name: "Categories" });
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);

    await menu.getByRole("link", { name: "Cybersecurity", exact: true }).click();
    await expect(page).toHaveURL("/category/cybersecurity");
    await expect(menu.getByRole("link", { name: "Cybersecurity", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await sameDocument()).toBe(true);

    await page.locator("footer").getByRole("link", { name: "AI", exact: true }).click();
    await expect(page).toHaveURL("/category/ai");
    await expect(page.getByRole("heading", { level: 1, name: "AI" })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText(["AI"]);
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(home);
    await page
      .getByRole("region", { name: TEXT.exploreTopics })
      .getByRole("link", { name: /Gadgets/ })
      .click();
    await expect(page).toHaveURL("/category/gadgets");
    await expect(menu.locator('[aria-current="page"]')).toHaveText(["Gadgets"]);
    expect(await sameDocument()).toBe(true);

    // The header itself is kept markup: its search and theme buttons work after hydration.
    const header = page.locator("header");
    await header.getByRole("link", { name: "Search" }).click();
    await expect(header.getByPlaceholder(TEXT.searchPlaceholder)).toBeFocused();
    await header.getByRole("button", { name: "Close search" }).click();
    await header.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await header.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);

    // The latest articles' cards, inserted from kept markup too, open their article in place.
    await page.goBack();
    await expect(page).toHaveURL(home);
    const card = page
      .getByRole("region", { name: TEXT.latestArticles })
      .getByRole("article")
      .first();
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await sameDocument()).toBe(true);
  });

  test("search opens an input that closes on its close button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header");
    await header.getByRole("link", { name: "Search" }).click();
    const input = header.getByPlaceholder(TEXT.searchPlaceholder);
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await header.getByRole("button", { name: "Close search" }).click();
    await expect(input).toBeHidden();
    await expect(header.getByRole("link", { name: "Search" })).toBeVisible();
  });

  test("search input closes on blur", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header");
    await header.getByRole("link", { name: "Search" }).click();
    const input = header.getByPlaceholder(TEXT.searchPlaceholder);
    await expect(input).toBeFocused();
    // Click plain text (the copyright line), so focus leaves without any navigation.
    await page.locator("footer").getByText(TEXT.allRightsReserved).click();
    await expect(input).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("Enter in the search input goes to /search?q=", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header");
    await header.getByRole("link", { name: "Search" }).click();
    const input = header.getByPlaceholder(TEXT.searchPlaceholder);
    await input.fill("security");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(page.locator("main ol li").first()).toBeVisible();
  });
});

test.describe("header (mobile 375×812)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("menu lists the six categories and closes after choosing one", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(
      page.locator("header").getByRole("navigation", { name: "Categories" }),
    ).toBeHidden();
    const openButton = page.getByRole("button", { name: "Open menu" });
    await expect(openButton).toBeVisible();
    await openButton.click();

    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(SPEC_CATEGORIES.length);
    for (const [index, category] of SPEC_CATEGORIES.entries()) {
      await expect(links.nth(index)).toHaveText(category.name);
      await expect(links.nth(index)).toHaveAttribute("href", `/category/${category.slug}`);
    }

    await menu.getByRole("link", { name: "Gadgets", exact: true }).click();
    await expect(page).toHaveURL("/category/gadgets");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Gadgets" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("from kept markup too, the menu opens, and closes on any navigation, not only its own links", async ({
    page,
  }) => {
    // The third page asked for gets the header from the server's kept markup (see above).
    const about = "/about?kept-header";
    await page.goto(about);
    await page.goto(about);
    await gotoHydrated(page, about);
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // A link outside the menu (the site's name) navigates in place; the menu closes with it.
    await page.locator("header").getByRole("link", { name: "TechPulse" }).click();
    await expect(page).toHaveURL("/");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(about);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("menu button toggles closed again", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});
