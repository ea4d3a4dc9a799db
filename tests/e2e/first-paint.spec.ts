import { expect, PUBLIC_SCREENS, publicScreenUrl, test, waitForHydration } from "./fixtures";

/**
 * What a phone's first paint waits for (issue 45, decision 0031): the head carries no
 * modulepreload (twelve high-priority scripts shared the slow link with the stylesheet) and at
 * most one high-priority image preload, the page's first cover, which is its largest paint on a
 * phone. Lighthouse measures the effect (`npm run bench:lighthouse`); this checks the markup.
 */
const HEAD_END = "</head>";
/** The stylesheet link (a streamed page's links carry a nonce first). */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"/;

function headOf(html: string): string {
  const end = html.indexOf(HEAD_END);
  expect(end, "the document has a head").toBeGreaterThan(0);
  return html.slice(0, end);
}

/** The `imageSrcSet` of each high-priority image preload in the head. */
function highPriorityImagePreloads(head: string): string[] {
  return [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
    .filter(([link]) => /fetchPriority="high"/i.test(link))
    .map(([link]) => /imageSrcSet="([^"]*)"/.exec(link)?.[1] ?? "");
}

/** The `srcset` of the first image in the page's main content. */
function firstMainImageSrcSet(html: string): string | undefined {
  const main = html.slice(html.indexOf("<main"));
  return /<img\b[^>]*\bsrcSet="([^"]*)"/.exec(main)?.[1];
}

test("public pages' heads: no modulepreload, one high-priority image preload at most", async ({
  request,
}) => {
  for (const screen of PUBLIC_SCREENS) {
    const path = await publicScreenUrl(request, screen);
    const head = headOf(await (await request.get(path)).text());
    expect(head, `modulepreload in the head of ${path}`).not.toContain('rel="modulepreload"');
    expect(head, `the stylesheet of ${path}`).toMatch(STYLESHEET);
    expect(highPriorityImagePreloads(head).length, `image preloads of ${path}`).toBeLessThanOrEqual(
      1,
    );
  }
});

test("the one image preloaded is the page's first cover: home, article, listing", async ({
  request,
}) => {
  for (const path of [
    "/",
    await publicScreenUrl(request, "article"),
    "/category/all",
    "/topics/artificial-intelligence",
  ]) {
    const html = await (await request.get(path)).text();
    const cover = firstMainImageSrcSet(html);
    expect(cover, `${path} shows a cover`).toBeTruthy();
    expect(highPriorityImagePreloads(headOf(html)), path).toEqual([cover]);
  }
});

test("a streamed page (not from the page cache) has no modulepreload either", async ({
  request,
}) => {
  // A cookie of ours keeps the page out of the page cache: it is rendered and streamed.
  const response = await request.get("/about", { headers: { Cookie: "techpulse.e2e=1" } });
  expect(response.headers()["x-page-cache"]).toBeUndefined();
  const head = headOf(await response.text());
  expect(head).toMatch(/<link nonce="[^"]+" rel="icon"/); // the streamed renderer's links
  expect(head).not.toContain('rel="modulepreload"');
  expect(head).toMatch(STYLESHEET);
});

// The console-problems fixture fails the test on any console error the late imports would cause.
test("without the preloads the page still loads its modules and hydrates", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(scripts.some((path) => /^\/assets\/framework-/.test(path))).toBe(true);
  expect(scripts.some((path) => /^\/assets\/entry\.client-/.test(path))).toBe(true);
});
