import type { APIRequestContext } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  STATIC_PUBLIC_PATHS,
  test,
  waitForHydration,
} from "./fixtures";

/** Fixed paths, plus "article" and "author", whose URLs come from the content. */
const PAGES = [
  ...STATIC_PUBLIC_PATHS,
  "article",
  "author",
  "/search?q=security",
  "/no-such-page",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/auth/reset-password?token=example",
];
/** A few pages per test: a new browser context loads its first page cold (1-1.5 s). */
const PAGES_PER_TEST = 5;
const PAGE_GROUPS = Array.from({ length: Math.ceil(PAGES.length / PAGES_PER_TEST) }, (_, index) =>
  PAGES.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
);

/** The first demo article linked from the home page, or its author's page. */
async function contentPath(request: APIRequestContext, page: "article" | "author") {
  const home = await (await request.get("/")).text();
  const article = home.match(/href="(\/article\/[^"]+)"/)![1]!;
  if (page === "article") return article;
  const author = (await (await request.get(article)).text()).match(/href="(\/author\/[^"]+)"/);
  expect(author, `article ${article} links to its author`).toBeTruthy();
  return author![1]!;
}

test.describe("accessibility (axe, WCAG 2 A/AA), light and dark themes", () => {
  for (const paths of PAGE_GROUPS) {
    test(`no serious or critical violations in either theme: ${paths.join(", ")}`, async ({
      page,
      request,
    }) => {
      for (const path of paths) {
        const url =
          path === "article" || path === "author" ? await contentPath(request, path) : path;
        await page.goto(url);
        await waitForHydration(page);
        await expectNoSeriousA11yViolations(page, url, { soft: true });
      }
    });
  }
});
