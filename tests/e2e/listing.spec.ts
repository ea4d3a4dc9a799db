import { articleHrefs, expect, gotoHydrated, SPEC_CATEGORIES, test, TEXT } from "./fixtures";

test.describe("category page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/category/all: 'All Articles' with its subtitle and a two-column grid", async ({
    page,
  }) => {
    await page.goto("/category/all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.allArticles);
    await expect(page.getByText(TEXT.allArticlesSubtitle)).toBeVisible();
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    // Two columns: the first two cards share a row, the third starts a new one.
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(Math.abs(c!.x - a!.x)).toBeLessThan(2);
  });

  test("/category/ai: heading 'AI' and its subtitle", async ({ page }) => {
    await page.goto("/category/ai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI");
    await expect(page.getByText(TEXT.categorySubtitle("AI"))).toBeVisible();
    expect((await articleHrefs(page.locator("main"))).length).toBeGreaterThan(0);
  });

  test("sidebar lists All Articles plus each category and highlights the current one", async ({
    page,
  }) => {
    await page.goto("/category/software");
    const sidebar = page.locator("main aside");
    await expect(sidebar.getByRole("link", { name: TEXT.allArticles })).toHaveAttribute(
      "href",
      "/category/all",
    );
    for (const category of SPEC_CATEGORIES) {
      await expect(sidebar.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }
    await expect(sidebar.getByRole("link", { name: "Software", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar.getByRole("link", { name: "Gadgets", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("pagination goes to the next page and back", async ({ page }) => {
    await gotoHydrated(page, "/category/all");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination).toContainText("Page 1 of");
    const page1 = await articleHrefs(page.locator("main"));
    await pagination.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination).toContainText("Page 2 of");
    const page2 = await articleHrefs(page.locator("main"));
    expect(page2.filter((href) => page1.includes(href))).toEqual([]);
    await pagination.locator('a[rel="prev"]').click();
    await expect(pagination).toContainText("Page 1 of");
  });

  test("unknown category answers 404", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
  });
});

test.describe("category page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pagination link works", async ({ page }) => {
    await page.goto("/category/all");
    const first = await articleHrefs(page.locator("main"));
    await page.getByRole("navigation", { name: "Pagination" }).locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    const second = await articleHrefs(page.locator("main"));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
  });
});

test.describe("topic page", () => {
  test("/topics/artificial-intelligence lists 24 articles across its pages", async ({ page }) => {
    await gotoHydrated(page, "/topics/artificial-intelligence");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      /AI|Artificial Intelligence/i,
    );
    const seen = new Set<string>();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
      // The URL changes before React shows the new page (the router renders it in a transition):
      // the pager's own "Page N of" says which page's cards are on screen.
      await expect(pagination).toContainText(`Page ${pageNumber} of`);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator("main article").first()).toBeVisible();
      // Only the listing's cards, not sidebar or related links.
      for (const href of await articleHrefs(page.locator("main article"))) seen.add(href);
      const next = pagination.locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber + 1}`));
    }
    expect(seen.size).toBe(24);
  });

  test("unknown topic answers 404", async ({ request }) => {
    const response = await request.get("/topics/no-such-topic-xyz");
    expect(response.status()).toBe(404);
  });
});
