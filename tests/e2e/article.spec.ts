import { COMMENTS_TEXT } from "~/comments/comments-text";
import {
  expect,
  firstArticlePath,
  gotoHydrated,
  test,
  TEXT,
  toasts,
  waitForHydration,
} from "./fixtures";
import { RELATED_LIMIT } from "../../app/lib/constants";

const LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

test.describe("article page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows badge, title, author, date, reading time, image and content", async ({ page }) => {
    const path = await firstArticlePath(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");

    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    expect((await title.textContent())!.trim().length).toBeGreaterThan(5);

    // Category badge links to its category.
    await expect(main.locator('a[href^="/category/"]').first()).toBeVisible();
    await expect(main.locator('a[href^="/author/"]').first()).toBeVisible();
    await expect(main.getByText(LONG_DATE).first()).toBeVisible();
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible();

    const cover = main.locator("img").first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Rendered HTML content: paragraphs of text.
    const paragraphs = main.locator("p");
    expect(await paragraphs.count()).toBeGreaterThan(3);
  });

  test("the body is in the document once, stays through hydration, and client navigation brings the next one", async ({
    page,
  }) => {
    const path = await firstArticlePath(page);
    const response = await page.request.get(path);
    const html = await response.text();
    const body = page.locator("#article-body");
    // Words from the middle of the body (not the excerpt, which the page's meta tags repeat)
    // appear once in the document: not again in the hydration data (decision 0017).
    const wordsOf = async () =>
      (await body.locator("p").nth(2).textContent())!.match(/[A-Za-z][A-Za-z ,]{24,60}/)![0];
    await page.goto(path);
    const words = await wordsOf();
    expect(html.split(words).length - 1).toBe(1);

    const before = await body.innerHTML();
    await waitForHydration(page);
    expect(await body.innerHTML()).toBe(before);
    // A render after hydration (the theme switch re-renders the page) keeps it.
    await page.locator('header button[aria-label^="Switch to"]').click();
    expect(await body.innerHTML()).toBe(before);

    // A client-side navigation gets the next article's body from its loader data, and so does
    // the way back.
    const next = page.locator('aside a[href^="/article/"]').first();
    const nextPath = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page).toHaveURL(nextPath);
    // The address changes before React has rendered the next article: wait for its text.
    await expect(body.locator("p").nth(2)).not.toContainText(words);
    const nextWords = await wordsOf();
    expect(await (await page.request.get(nextPath)).text()).toContain(nextWords);
    await page.goBack();
    await expect(body.locator("p").nth(2)).toContainText(words);
  });

  test("the structured data is in the document once and follows client navigation", async ({
    page,
  }) => {
    const path = await firstArticlePath(page);
    const html = await (await page.request.get(path)).text();
    const structured = page.locator('script[type="application/ld+json"]');
    const headline = async () =>
      (JSON.parse((await structured.textContent()) ?? "{}") as { headline?: string }).headline;
    await gotoHydrated(page, path);
    await expect(structured).toHaveCount(1);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    expect(await headline()).toBe(title);
    // Once: the "@type" of its data is not repeated in the hydration data.
    expect(html.split("NewsArticle").length - 1).toBe(1);

    const next = page.locator('aside a[href^="/article/"]').first();
    const nextPath = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page).toHaveURL(nextPath);
    // The address changes as the navigation commits; React shows the new page just after.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
    const nextTitle = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await expect.poll(headline).toBe(nextTitle);
    await expect(structured).toHaveCount(1);
    await page.goBack();
    await expect.poll(headline).toBe(title);
  });

  test("tags link to topics; author card, comments, related, more articles", async ({ page }) => {
    await page.goto(await firstArticlePath(page));
    const main = page.locator("main");

    const tags = main.locator('a[href^="/topics/"]');
    expect(await tags.count()).toBeGreaterThan(0);

    await expect(main.getByText(TEXT.contentCreator)).toBeVisible();
    await expect(main.getByRole("heading", { name: TEXT.comments, exact: true })).toBeVisible();
    await expect(main.getByText(COMMENTS_TEXT.empty)).toBeVisible();

    const related = main.locator("section", {
      has: page.getByRole("heading", { name: TEXT.relatedArticles, exact: true }),
    });
    await expect(related).toBeVisible();
    const relatedCount = await related
      .locator('a[href^="/article/"]')
      .evaluateAll((links) => new Set(links.map((link) => link.getAttribute("href"))).size);
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(RELATED_LIMIT);

    await expect(main.getByRole("heading", { name: TEXT.moreArticles, exact: true })).toBeVisible();
    await expect(main.getByPlaceholder(TEXT.newsletterPlaceholder)).toBeVisible();
  });

  test("a tag opens its topic page", async ({ page }) => {
    await gotoHydrated(page, await firstArticlePath(page));
    const tag = page.locator('main a[href^="/topics/"]').first();
    const href = (await tag.getAttribute("href"))!;
    await tag.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible();
  });

  test("share links point to X/Twitter, LinkedIn and Facebook with the article URL", async ({
    page,
  }) => {
    const path = await firstArticlePath(page);
    await page.goto(path);
    const main = page.locator("main");
    const slug = path.split("/").pop()!;
    for (const host of [/(x\.com|twitter\.com)/, /linkedin\.com/, /facebook\.com/]) {
      const links = main.locator("a[href]").filter({ hasNot: page.locator("img") });
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
      const share = hrefs.find((href) => host.test(href) && href.includes(slug));
      expect(share, `share link for ${host} naming ${slug}`).toBeTruthy();
    }
  });

  test("the author link opens the author page", async ({ page }) => {
    await gotoHydrated(page, await firstArticlePath(page));
    const author = page.locator('main a[href^="/author/"]').first();
    const name = (await author.textContent())!.trim();
    await author.click();
    await expect(page).toHaveURL(/\/author\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("a missing article answers 404 with 'Article Not Found'", async ({ page }) => {
    const response = await page.goto("/article/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.articleNotFoundTitle);
    await expect(page.getByText(TEXT.articleNotFoundBody)).toBeVisible();
    await expect(page.getByRole("link", { name: TEXT.returnHome })).toHaveAttribute("href", "/");
  });
});

test.describe("article newsletter box", () => {
  test("subscribes with the success toast", async ({ page }) => {
    await gotoHydrated(page, await firstArticlePath(page));
    const email = page.locator("main").getByPlaceholder(TEXT.newsletterPlaceholder).first();
    await email.fill("article-reader@example.com");
    await email.press("Enter");
    await expect(toasts(page).getByText(TEXT.newsletterSuccessBody)).toBeVisible();
    await expect(email).toHaveValue("");
  });
});

test.describe("author page", () => {
  test("shows the author's name and their articles", async ({ page }) => {
    await gotoHydrated(page, await firstArticlePath(page));
    const authorLink = page.locator('main a[href^="/author/"]').first();
    const name = (await authorLink.textContent())!.trim();
    const href = (await authorLink.getAttribute("href"))!;
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    const articles = page.locator('main a[href^="/article/"]');
    expect(await articles.count()).toBeGreaterThan(0);
  });

  test("unknown id answers 404 with 'Author Not Found'", async ({ page }) => {
    const response = await page.goto("/author/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.authorNotFoundTitle);
    await expect(page.getByText(TEXT.authorNotFoundBody)).toBeVisible();
  });
});
