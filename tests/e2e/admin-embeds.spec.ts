import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  THEMES,
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { createDraft, openEditorFromList, openPostsList } from "./post-helpers";

const SHOTS = "test-results/screenshots/embeds";
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42";
const PRIVATE_SETTING = "Let imports download images from private network addresses";

/** A page with Open Graph tags and its image, served by the test itself on loopback. */
async function startOgSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const image = await sharp({
    create: { width: 600, height: 315, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  let origin = "";
  const server: Server = createServer((request, response) => {
    if (request.url === "/og.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(image);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
      `<!doctype html><title>x</title><meta property="og:title" content="How chips are made">
       <meta property="og:description" content="A tour of a fab, from wafer to package.">
       <meta property="og:site_name" content="Fab Weekly"><meta property="og:image" content="${origin}/og.png">`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a browser does on paste, with only plain text on the clipboard. */
async function pasteText(editor: Locator, text: string) {
  await editor.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The loopback site may be read only while the setting is on (as for imports). */
async function setPrivateAddresses(page: Page, on: boolean) {
  await page.goto("/admin-hub/settings");
  await waitForHydration(page);
  await page.getByLabel(PRIVATE_SETTING).setChecked(on);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toasts(page).first()).toBeVisible();
}

test.describe("admin: embeds, bookmark cards and footnotes", () => {
  test("pasted addresses become a player and a bookmark card, a footnote is inserted; the article shows them without scripts", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const site = await startOgSite();
    await openPostsList(page);
    await setPrivateAddresses(page, true);
    try {
      const title = `Embeds ${Date.now()}`;
      await page.goto("/admin-hub/posts");
      await waitForHydration(page);
      await createDraft(page, title, "Chips are made in fabs");
      await openEditorFromList(page, title);
      const editor = page.getByRole("textbox", { name: "Content" });

      // A footnote at the end of the sentence (toolbar): its note is written in place.
      await editor.locator("p").first().click();
      await page.keyboard.press("End");
      await page.getByRole("button", { name: "Footnote", exact: true }).click();
      const note = page.getByRole("textbox", { name: "Footnote text" });
      await expect(note).toBeFocused();
      await page.keyboard.type("Fabrication plants, see https://example.com/fabs ");
      await page.keyboard.press("Enter");
      await expect(editor.locator("p").first().locator("sup.footnote-ref")).toHaveCount(1);
      await expect(editor).toBeFocused();

      // Addresses alone on a line: a player, then a card read by the server.
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await pasteText(editor, YOUTUBE);
      await expect(editor.locator("iframe")).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
      );
      await page.keyboard.press("Enter");
      await pasteText(editor, `${site.origin}/story`);
      await expect(editor.locator("figure.bookmark-card strong")).toHaveText("How chips are made");
      await expect(editor.locator("figure.bookmark-card img")).toHaveAttribute("src", /^\/media\//);
      await expectNoSeriousA11yViolations(page, "editor with a player, a card and a footnote");

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const flow = page.getByRole("dialog", { name: "Ready to publish?" });
      await flow.getByRole("button", { name: "Publish now" }).click();
      await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postPublished })).toBeVisible();
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      const editPath = new URL(page.url()).pathname;

      // The public article: static HTML, footnote links both ways, the player, the card.
      await page.goto(`/article/${slug}`);
      const article = page.locator(".prose-article");
      await expect(article.locator("iframe")).toHaveAttribute("title", "YouTube video");
      await expect(article.locator("iframe")).toHaveAttribute("sandbox", /allow-scripts/);
      await expect(article.locator(".bookmark-card a")).toHaveAttribute(
        "href",
        `${site.origin}/story`,
      );
      const reference = article.getByRole("link", { name: "1", exact: true });
      await expect(reference).toHaveAttribute("aria-describedby", "footnotes-label");
      await reference.click();
      await expect(page).toHaveURL(/#fn-1$/);
      const notes = page.getByRole("region", { name: "Footnotes" });
      await expect(notes.getByRole("listitem")).toContainText("Fabrication plants, see");
      await notes.getByRole("link", { name: "Back to reference 1" }).click();
      await expect(page).toHaveURL(/#fnref-1$/);
      await expectNoSeriousA11yViolations(page, "article with embeds and footnotes");

      // Looked at: the article and the editor at 375 px in both themes.
      for (const theme of THEMES) {
        // Not a React hook: a Playwright helper whose name starts with "use".
        // eslint-disable-next-line react-hooks/rules-of-hooks
        await useStoredTheme(page, theme);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`/article/${slug}`);
        await expectNoSeriousA11yViolations(page, `article at 375 px (${theme})`);
        await page.screenshot({ path: `${SHOTS}/article-375-${theme}.png`, fullPage: true });
        await page.goto(editPath);
        await waitForHydration(page);
        await expect(editor.locator("sup.footnote-ref")).toHaveCount(1);
        await editor.locator("figure.bookmark-card").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-375-${theme}.png` });
      }
    } finally {
      await setPrivateAddresses(page, false);
      await site.close();
    }
  });
});
