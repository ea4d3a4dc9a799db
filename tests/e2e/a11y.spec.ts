import {
  expect,
  expectNoSeriousA11yViolations,
  STATIC_PUBLIC_PATHS,
  test,
  THEMES,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";

/** Fixed paths plus pages whose URLs come from the content (resolved in each test). */
const PAGES: { label: string; path: string }[] = [
  ...STATIC_PUBLIC_PATHS.map((path) => ({ label: path, path })),
  { label: "article", path: "article" },
  { label: "author", path: "author" },
  { label: "/search?q=security", path: "/search?q=security" },
  { label: "404", path: "/no-such-page" },
  { label: "/auth", path: "/auth" },
  { label: "/auth?mode=signup", path: "/auth?mode=signup" },
  { label: "/auth/forgot-password", path: "/auth/forgot-password" },
  { label: "/auth/reset-password", path: "/auth/reset-password?token=example" },
];

test.describe("accessibility (axe, WCAG 2 A/AA), light and dark themes", () => {
  for (const { label, path } of PAGES) {
    test(`${label}: no serious or critical violations in either theme`, async ({
      page,
      request,
    }) => {
      let url = path;
      if (path === "article" || path === "author") {
        const home = await (await request.get("/")).text();
        url = home.match(/href="(\/article\/[^"]+)"/)![1]!;
        if (path === "author") {
          const article = await (await request.get(url)).text();
          const author = article.match(/href="(\/author\/[^"]+)"/)?.[1];
          expect(author, `article ${url} links to its author`).toBeTruthy();
          url = author!;
        }
      }
      for (const theme of THEMES) {
        await test.step(`${theme} theme`, async () => {
          if (theme === "dark") await useStoredTheme(page, "dark");
          await page.goto(url);
          await waitForHydration(page);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
          // Let entrance transitions finish so colours are final.
          await page.waitForTimeout(200);
          await expectNoSeriousA11yViolations(page, `${url} (${theme})`, { soft: true });
        });
      }
    });
  }
});
