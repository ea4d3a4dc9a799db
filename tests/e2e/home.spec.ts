import {
  articleHrefs,
  toasts,
  expect,
  gotoHydrated,
  SPEC_CATEGORIES,
  subscribeInFooter,
  test,
  TEXT,
  TRENDING_TOPICS,
} from "./fixtures";
import { COMPANY_LINKS, SOCIAL_LINKS } from "../../app/lib/constants";
import { claimClientAddress } from "./auth-helpers";

/** SPEC §3 / §9: hard-coded trending counts (the demo tags are seeded to match). */
const TRENDING_COUNTS: Record<string, number> = {
  AI: 24,
  Cybersecurity: 18,
  Web3: 15,
  "Machine Learning": 12,
  "Virtual Reality": 10,
  "Cloud Computing": 9,
  Blockchain: 8,
  "Internet of Things": 7,
};

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("images reserve their space and load lazily below the fold", async ({ page }) => {
    const images = page.locator("main img");
    expect(await images.count()).toBeGreaterThan(10);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    // The hero is above the fold; the article grids further down are not.
    await expect(
      page.getByRole("region", { name: "Top stories" }).locator("img").first(),
    ).toHaveAttribute("loading", "eager");
    const latest = page.getByRole("region", { name: TEXT.latestArticles }).locator("img");
    await expect(latest.first()).toHaveAttribute("loading", "lazy");
  });

  test("hero: three articles and 'View more stories' to /category/all", async ({ page }) => {
    const hero = page.locator("main section").first();
    const hrefs = await articleHrefs(hero);
    expect(hrefs).toHaveLength(3);
    const viewMore = hero.getByRole("link", { name: TEXT.viewMoreStories });
    await expect(viewMore).toHaveAttribute("href", "/category/all");
  });

  test("sections appear in the spec's order", async ({ page }) => {
    const main = page.locator("main");
    const heroTop = await main.locator("section").first().boundingBox();
    const positions: number[] = [heroTop!.y];
    for (const name of [TEXT.latestArticles, TEXT.trendingTopics]) {
      const box = await main.getByRole("heading", { name, exact: true }).boundingBox();
      positions.push(box!.y);
    }
    // The newsletter block sits between Trending Topics and Explore Topics.
    const newsletter = main
      .locator("section", { has: page.getByPlaceholder(TEXT.newsletterPlaceholder) })
      .first();
    positions.push((await newsletter.boundingBox())!.y);
    const explore = await main
      .getByRole("heading", { name: TEXT.exploreTopics, exact: true })
      .boundingBox();
    positions.push(explore!.y);
    const sorted = [...positions].sort((a, b) => a - b);
    expect(positions).toEqual(sorted);
  });

  test("Latest Articles: six cards and 'View all'", async ({ page }) => {
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: TEXT.latestArticles, exact: true }),
    });
    await expect(section.locator("article")).toHaveCount(6);
    expect(await articleHrefs(section)).toHaveLength(6);
    await expect(section.getByRole("link", { name: TEXT.viewAll })).toHaveAttribute(
      "href",
      "/category/all",
    );
    // Hero and latest never repeat an article (articles 1–3, then 4–9).
    const heroHrefs = await articleHrefs(page.locator("main section").first());
    const latestHrefs = await articleHrefs(section);
    expect(latestHrefs.filter((href) => heroHrefs.includes(href))).toEqual([]);
  });

  test("Trending Topics: eight chips with the spec's links and counts", async ({ page }) => {
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: TEXT.trendingTopics, exact: true }),
    });
    const chips = section.locator('a[href^="/topics/"]');
    await expect(chips).toHaveCount(TRENDING_TOPICS.length);
    for (const [index, topic] of TRENDING_TOPICS.entries()) {
      const chip = chips.nth(index);
      await expect(chip).toHaveAttribute("href", `/topics/${topic.slug}`);
      await expect(chip).toContainText(topic.name);
      await expect(chip).toContainText(String(TRENDING_COUNTS[topic.name]));
    }
  });

  test("newsletter block and Explore Topics with six category cards", async ({ page }) => {
    const main = page.locator("main");
    await expect(main.getByPlaceholder(TEXT.newsletterPlaceholder).first()).toBeVisible();
    const explore = page.locator("section", {
      has: page.getByRole("heading", { name: TEXT.exploreTopics, exact: true }),
    });
    const cards = explore.locator('a[href^="/category/"]');
    await expect(cards).toHaveCount(6);
    for (const [index, category] of SPEC_CATEGORIES.entries()) {
      await expect(cards.nth(index)).toHaveAttribute("href", `/category/${category.slug}`);
      await expect(cards.nth(index)).toContainText(category.name);
      await expect(cards.nth(index).locator("svg").first()).toBeAttached();
    }
  });

  test("article cards link to real articles", async ({ page }) => {
    const href = (await articleHrefs(page.locator("main")))[0]!;
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("home side column", () => {
  test("visible at 1280 px, with a search button that opens the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    const aside = page.getByRole("complementary", { name: "Sidebar" });
    await expect(aside).toBeVisible();
    await aside.getByRole("button", { name: /Search articles\.\.\./ }).click();
    await expect(page.getByRole("dialog", { name: TEXT.searchDialogTitle })).toBeVisible();
  });

  test("hidden at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: TEXT.latestArticles })).toBeVisible();
    await expect(page.locator('aside[aria-label="Sidebar"]')).toBeHidden();
  });
});

test.describe("footer", () => {
  test("newsletter, categories, company links, social links and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByPlaceholder(TEXT.newsletterPlaceholder)).toBeVisible();
    await expect(footer.getByRole("button", { name: TEXT.subscribe })).toBeVisible();

    for (const category of SPEC_CATEGORIES) {
      await expect(footer.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }
    for (const link of COMPANY_LINKS) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }
    for (const social of SOCIAL_LINKS) {
      const link = footer.locator(`a[href="${social.href}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/.+/);
    }
    const rss = footer.locator('a[href="/rss"]');
    await expect(rss).toHaveAttribute("target", "_blank");

    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer).toContainText(TEXT.allRightsReserved);
  });

  test("newsletter sign-up shows the success toast and clears the field", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await subscribeInFooter(page, "reader@example.com");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });
    test("newsletter with an invalid email shows an inline error", async ({ page }) => {
      // The action answers 400 for invalid input, which Chromium logs for the .data request.
      await gotoHydrated(page, "/");
      const footer = page.locator("footer");
      const email = footer.getByPlaceholder(TEXT.newsletterPlaceholder);
      // Passes the browser's own type=email check but not a real address check.
      await email.fill("a@b");
      await footer.getByRole("button", { name: TEXT.subscribe }).click();
      await expect(footer.getByRole("alert")).toBeVisible();
      await expect(footer.getByPlaceholder(TEXT.newsletterPlaceholder)).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(toasts(page)).toHaveCount(0);
    });
  });

  test("home newsletter block also subscribes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const block = page.locator("main section", {
      has: page.getByRole("heading", { name: /Stay ahead/ }),
    });
    const email = block.getByPlaceholder(TEXT.newsletterPlaceholder);
    await email.fill("home-block@example.com");
    await block.getByRole("button", { name: TEXT.subscribe }).click();
    await expect(toasts(page).getByText(TEXT.newsletterSuccessBody)).toBeVisible();
    await expect(email).toHaveValue("");
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form posts as a page and shows the spec's success message, not a 404", async ({
    page,
  }) => {
    await claimClientAddress(page);
    await page.goto("/about");
    const footer = page.locator("footer");
    await footer.getByPlaceholder(TEXT.newsletterPlaceholder).fill("no-script@example.com");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      footer.getByRole("button", { name: TEXT.subscribe }).click(),
    ]);
    expect(response.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: TEXT.newsletterSuccessTitle, exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("status")).toContainText(TEXT.newsletterSuccessBody);
    await expect(main.getByRole("link", { name: TEXT.returnHome })).toHaveAttribute("href", "/");
  });

  test("a visit to /newsletter offers the sign-up form", async ({ page }) => {
    await claimClientAddress(page);
    const response = await page.goto("/newsletter");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await main.getByPlaceholder(TEXT.newsletterPlaceholder).fill("from-the-page@example.com");
    await main.getByRole("button", { name: TEXT.subscribe }).click();
    await expect(
      main.getByRole("heading", { name: TEXT.newsletterSuccessTitle, exact: true }),
    ).toBeVisible();
  });
});
