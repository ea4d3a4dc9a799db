import {
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
