import {
  expect,
  expectNoSeriousA11yViolations,
  PUBLIC_SCREENS,
  publicScreenUrl,
  test,
  waitForHydration,
} from "./fixtures";

/** A few pages per test: a new browser context loads its first page cold (1-1.5 s). */
const PAGES_PER_TEST = 6;
const PAGE_GROUPS = Array.from(
  { length: Math.ceil(PUBLIC_SCREENS.length / PAGES_PER_TEST) },
  (_, index) => PUBLIC_SCREENS.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
);

test.describe("accessibility (axe, WCAG 2 A/AA), light and dark themes", () => {
  for (const paths of PAGE_GROUPS) {
    test(`no serious or critical violations in either theme: ${paths.join(", ")}`, async ({
      page,
      request,
    }) => {
      for (const path of paths) {
        const url = await publicScreenUrl(request, path);
        await page.goto(url);
        await waitForHydration(page);
        await expectNoSeriousA11yViolations(page, url, { soft: true });
      }
    });
  }
});

test("the scan sees each theme: text unreadable only in the dark theme fails it", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  // A stylesheet rule through the CSSOM (the page's CSP refuses new <style> elements).
  await page.evaluate(() => {
    document.styleSheets[0]!.insertRule("html.dark main p { color: #262626 !important }");
  });
  await expect(expectNoSeriousA11yViolations(page, "/about")).rejects.toThrow(
    /axe violations on \/about \(dark\)[\s\S]*color-contrast/,
  );
  // The failed scan stopped in the dark theme, which the reader's storage now holds: without
  // the rule the page passes both, and is left in the theme it was shown in.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousA11yViolations(page, "/about");
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
});
