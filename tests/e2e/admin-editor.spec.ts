import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { signInAsAdmin } from "./auth-helpers";
import {
  expect,
  expectNoSeriousA11yViolations,
  firstArticlePath,
  test,
  THEMES,
  waitForHydration,
} from "./fixtures";

/** Opens the new-post dialog with a fresh slug; returns the dialog, its editor and the slug. */
async function newPost(page: Page, name: string) {
  await page.goto("/admin-hub/posts");
  await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  const slug = `e2e-editor-${name}-${Date.now()}`;
  const title = `Editor ${name} ${Date.now()}`;
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Slug").fill(slug);
  await dialog.getByLabel("Excerpt").fill("Written with the writer's editor.");
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  return { dialog, editor, slug, title };
}

async function savePost(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
  await expect(dialog).toBeHidden();
}

/** Types the blocks the screenshots and the public page check: every new kind of block. */
async function writeEveryBlock(page: Page, dialog: Locator, editor: Locator) {
  // Markdown shortcuts (StarterKit's input rules).
  await page.keyboard.type("## Out of the lab");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Real fibre");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("> A quoted line");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(editor.locator("h2")).toHaveText("Out of the lab");
  await expect(editor.locator("ul > li")).toHaveText("Real fibre");
  await expect(editor.locator("blockquote")).toHaveText("A quoted line");

  await dialog.getByRole("button", { name: "Callout" }).click();
  await page.keyboard.type("Heads up: the numbers are preliminary.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(editor.locator("aside.callout")).toHaveText(
    "Heads up: the numbers are preliminary.",
  );

  await page.keyboard.type("```typescript ");
  await page.keyboard.type("const answer: number = 42;");
  await expect(editor.locator("pre code.language-typescript")).toHaveText(
    "const answer: number = 42;",
  );
  await expect(dialog.getByLabel("Code language")).toHaveValue("typescript");
  await dialog.getByLabel("Code language").selectOption({ label: "JavaScript" });
  await expect(editor.locator("pre code.language-javascript")).toHaveCount(1);
  await editor.locator("pre").click();
  await page.keyboard.press("End");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");

  await dialog.getByRole("button", { name: "Insert table" }).click();
  await expect(editor.locator("table tr")).toHaveCount(3);
  await expect(editor.locator("table tr").first().locator("th")).toHaveCount(3);
  await editor.locator("th").first().click();
  await page.keyboard.type("Region");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Growth");
  await editor.locator("td").first().click();
  await page.keyboard.type("North");
  const tableToolbar = dialog.getByRole("toolbar", { name: "Table" });
  await tableToolbar.getByRole("button", { name: "Add row below" }).click();
  await expect(editor.locator("table tr")).toHaveCount(4);
  // Row and column commands act where the caret is: in the new row, then in the new column.
  await editor.locator("table tr").nth(2).locator("td").first().click();
  await tableToolbar.getByRole("button", { name: "Delete row" }).click();
  await expect(editor.locator("table tr")).toHaveCount(3);
  await tableToolbar.getByRole("button", { name: "Add column right" }).click();
  await expect(editor.locator("table tr").first().locator("th")).toHaveCount(4);
  await editor.locator("th").nth(1).click();
  await tableToolbar.getByRole("button", { name: "Delete column" }).click();
  await expect(editor.locator("table tr").first().locator("th")).toHaveCount(3);
  await expect(editor.locator("th").first()).toHaveText("Region");
  await expect(editor.locator("td").first()).toHaveText("North");
  await expect(editor.locator("th").nth(1)).toHaveText("Growth");

  // Below the table (the editor keeps an empty paragraph after a final block for this).
  await editor.locator("p").last().click();
  await dialog.getByRole("button", { name: "Image", exact: true }).click();
  await page.getByRole("button", { name: "By URL" }).click();
  await page.getByLabel("Image URL", { exact: true }).fill("/images/default-cover.svg");
  await page.getByLabel("Alt text", { exact: true }).fill("A stylised lightning bolt");
  await page.getByLabel("Caption (optional)").fill("The cover of this story");
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(editor.locator("figure img")).toHaveAttribute("alt", "A stylised lightning bolt");
  await expect(editor.locator("figure figcaption")).toHaveText("The cover of this story");
}

test.describe("admin: the writer's editor", () => {
  test("markdown shortcuts, callout, code language, table, captioned image: the public article shows them, highlighted on the server with no extra script", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const { dialog, editor, slug } = await newPost(page, "blocks");
    await writeEveryBlock(page, dialog, editor);
    await savePost(page, dialog);

    await page.goto(`/article/${slug}`);
    const body = page.locator(".prose-article");
    await expect(body.locator("h2")).toHaveText("Out of the lab");
    await expect(body.locator("blockquote")).toHaveText("A quoted line");
    await expect(body.locator('aside.callout[role="note"]')).toHaveText(
      "Heads up: the numbers are preliminary.",
    );
    const code = body.locator("pre code.language-javascript.hljs");
    await expect(code).toHaveText("const answer: number = 42;");
    await expect(code.locator("span.hljs-keyword").first()).toHaveText("const");
    await expect(body.locator("table th")).toHaveText(["Region", "Growth", ""]);
    await expect(body.locator("table td").first()).toHaveText("North");
    await expect(body.locator('figure img[alt="A stylised lightning bolt"]')).toBeVisible();
    await expect(body.locator("figure figcaption")).toHaveText("The cover of this story");

    // Highlighting is server markup: the page's HTML loads exactly the script files another
    // article's does (compared on the served HTML, before anything loads lazily): the files its
    // module script imports and the manifest lists with their imports (the head has no
    // modulepreloads, decision 0031). Inline scripts are otherwise the page's data.
    const scriptFilesOf = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      const files = html.match(/"\/assets\/[^"]+\.js"/g) ?? [];
      return [...new Set(files)].sort();
    };
    const withCode = await scriptFilesOf(`/article/${slug}`);
    expect(withCode.length).toBeGreaterThan(0);
    expect(withCode).toEqual(await scriptFilesOf(await firstArticlePath(page)));
    expect(withCode.join(" ")).not.toMatch(/highlight|tiptap|editor/i);
  });

  test("an image without alt text is flagged until it gets one", async ({ page }) => {
    await signInAsAdmin(page);
    const { dialog, editor } = await newPost(page, "alt");
    await dialog.getByRole("button", { name: "Image", exact: true }).click();
    await page.getByRole("button", { name: "By URL" }).click();
    await page.getByLabel("Image URL", { exact: true }).fill("/images/default-cover.svg");
    await page.getByRole("button", { name: "Insert image" }).click();
    const notice = dialog.getByRole("status").filter({ hasText: "no alt text" });
    await expect(notice).toHaveText(/1 image has no alt text\./);
    await expect(editor.locator("img.missing-alt")).toHaveCount(1);

    await editor.locator("img").click();
    await dialog.getByRole("button", { name: "Image details" }).click();
    await page.getByLabel("Alt text", { exact: true }).fill("A lightning bolt");
    await page.getByLabel("Caption (optional)").fill("Now captioned");
    await page.getByRole("button", { name: "Save image details" }).click();
    await expect(editor.locator('figure img[alt="A lightning bolt"]')).toHaveCount(1);
    await expect(editor.locator("figure figcaption")).toHaveText("Now captioned");
    await expect(editor.locator(".missing-alt")).toHaveCount(0);
    await expect(notice).toHaveCount(0);
  });

  test("alt text set in the media library is asked for again, prefilled, when the image is inserted", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto("/admin-hub/media");
    await waitForHydration(page);
    const name = `alt-${Date.now()}.png`;
    const png = await sharp({
      // A colour of its own per run: the library answers a second upload of the same file with
      // the first one (a retry against the same server would find it, alt text and all).
      create: {
        width: 640,
        height: 360,
        channels: 3,
        background: { r: 200, g: 90, b: Date.now() % 256 },
      },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Choose files")
      .setInputFiles({ name, mimeType: "image/png", buffer: png });
    const card = page.locator("figure").filter({ hasText: name });
    await expect(card).toContainText("No alt text", { timeout: 15_000 });
    await card.getByRole("button", { name: `Alt text of ${name}` }).click();
    await card.getByLabel(`Alt text of ${name}`).fill("  An orange test card  ");
    await card.getByRole("button", { name: "Save alt text" }).click();
    await expect(card).toContainText("Alt: An orange test card");
    await page.reload();
    await expect(page.locator("figure").filter({ hasText: name })).toContainText(
      "Alt: An orange test card",
    );

    // The server keeps its limit whatever the form allows.
    const id = await page.evaluate(async (fileName) => {
      const answer = await fetch("/admin-hub/media/picker", {
        headers: { Accept: "application/json" },
      });
      const body = (await answer.json()) as {
        media: { items: { id: string; originalName: string }[] };
      };
      return body.media.items.find((item) => item.originalName === fileName)?.id;
    }, name);
    expect(id).toBeTruthy();
    const tooLong = await page.request.post("/admin-hub/media/alt", {
      form: { id: id!, alt: "x".repeat(251) },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toEqual({ ok: false, message: expect.stringContaining("250") });

    const { dialog, editor } = await newPost(page, "library-alt");
    await dialog.getByRole("button", { name: "Image", exact: true }).click();
    await page.getByRole("button", { name: "From media library" }).click();
    await page.getByRole("button", { name: `Use ${name}` }).click();
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue("An orange test card");
    await page.getByLabel("Caption (optional)").fill("From the library");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(editor.locator('figure img[alt="An orange test card"]')).toHaveCount(1);
    await expect(editor.locator("figure figcaption")).toHaveText("From the library");
  });

  test("a YouTube address embeds its player; what is not an address is refused with a reason", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const { dialog, editor } = await newPost(page, "embed");
    // Other pages become bookmark cards (admin-embeds.spec.ts); only a non-address is refused.
    await dialog.getByRole("button", { name: "Embed or bookmark" }).click();
    const popover = page.getByRole("dialog", { name: "Embed or bookmark" });
    const address = popover.getByLabel("Address");
    await address.fill("not an address");
    await popover.getByRole("button", { name: "Insert" }).click();
    await expect(
      popover.getByText("Enter a web address, e.g. https://www.youtube.com/watch?v=….").first(),
    ).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await address.fill("https://youtu.be/dQw4w9WgXcQ");
    await popover.getByLabel("Player title").fill("Launch keynote");
    await popover.getByRole("button", { name: "Insert" }).click();
    await expect(editor.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    await expect(editor.locator("iframe")).toHaveAttribute("title", "Launch keynote");
  });

  test("word count and reading time follow the text", async ({ page }) => {
    await signInAsAdmin(page);
    const { dialog } = await newPost(page, "count");
    const length = dialog.getByTestId("editor-length");
    await expect(length).toHaveText("0 words · 1 min read");
    await page.keyboard.type("One two three four");
    await page.keyboard.press("Enter");
    await page.keyboard.type("five");
    await expect(length).toHaveText("5 words · 1 min read");
    // The announcement for screen readers catches up once typing pauses.
    await expect(dialog.locator('[aria-live="polite"]').filter({ hasText: "words" })).toHaveText(
      "5 words · 1 min read",
    );
  });

  test("content pasted from Word arrives clean", async ({ page }) => {
    await signInAsAdmin(page);
    const { dialog, editor } = await newPost(page, "paste");
    const wordHtml =
      "<html><head><style>p.MsoNormal{margin:0}</style></head><body><!--StartFragment-->" +
      "<h1 style='mso-outline-level:1'><span lang=EN-GB>Quarterly report</span></h1>" +
      "<p class=MsoNormal style='margin-bottom:8pt'><span style='font-family:Calibri'>Revenue grew in <b>every</b> region.<o:p></o:p></span></p>" +
      "<p class=MsoNormal><o:p>&nbsp;</o:p></p>" +
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span><![endif]>First point</p>" +
      "<!--EndFragment--></body></html>";
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "Quarterly report");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, wordHtml);
    await expect(editor.locator("h2")).toHaveText("Quarterly report");
    await expect(editor.locator("strong")).toHaveText("every");
    await expect(editor.locator("ul > li")).toHaveText("First point");
    const html = await editor.innerHTML();
    expect(html).not.toMatch(/style=|class="Mso|mso-|<span|<o:p|Calibri/i);
    // No empty paragraph from Word's blank line between the text and the list (the editor's own
    // empty paragraph after a final list, to type below it, is the last child).
    await expect(
      editor.locator("p:not(:last-child):has(> br.ProseMirror-trailingBreak:only-child)"),
    ).toHaveCount(0);
    await expect(editor.locator("> *")).toHaveCount(4);
    await expect(dialog.getByTestId("editor-length")).toHaveText("9 words · 1 min read");
  });

  test("accessibility of the editor with tables, callouts and code", async ({ page }) => {
    // Typing every kind of block and two axe scans: 57-100 s on a loaded two-core CI machine.
    test.setTimeout(150_000);
    await signInAsAdmin(page);
    const { dialog, editor } = await newPost(page, "a11y");
    await writeEveryBlock(page, dialog, editor);
    // The caret in the table shows the table toolbar too.
    await editor.locator("td").first().click();
    await expect(dialog.getByRole("toolbar", { name: "Table" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "editor with every block");
    await editor.locator("pre").click();
    await expect(dialog.getByLabel("Code language")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "editor in a code block");
  });
});

test("screenshots of the editor and the public article, light and dark, 1280 and 375 px @screenshots", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dir = process.env.EDITOR_SHOTS_DIR ?? "/tmp/shots-editor";
  await signInAsAdmin(page);
  const { dialog, editor, slug, title } = await newPost(page, "shots");
  await writeEveryBlock(page, dialog, editor);
  await savePost(page, dialog);
  await page.goto(`/admin-hub/posts?q=${encodeURIComponent(title)}`);
  const editHref = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  for (const theme of THEMES) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
      await page.goto(editHref!);
      await waitForHydration(page);
      const content = page.getByRole("textbox", { name: "Content" });
      await content.locator("td").first().click();
      await content.locator("table").scrollIntoViewIfNeeded();
      // The editor alone, in a viewport tall enough that the sticky header covers none of it.
      await page.setViewportSize({ width, height: 1800 });
      await content
        .locator("xpath=ancestor::div[.//*[@role='toolbar']][1]")
        .screenshot({ path: `${dir}/editor-${theme}-${width}.png` });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/article/${slug}`);
      await page.locator(".prose-article table").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/article-${theme}-${width}.png`, fullPage: true });
    }
  }
});
