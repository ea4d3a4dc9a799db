import sharp from "sharp";
import { signInAsAdmin } from "./auth-helpers";
import { newPostText } from "./post-helpers";
import { expect, expectNoSeriousA11yViolations, test, THEMES } from "./fixtures";

test.describe("admin: writing tools", () => {
  test("the / menu inserts blocks with the keyboard alone; tables and code blocks are entered and left by keys", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const { dialog, editor } = await newPostText(page);
    const menu = page.getByRole("listbox", { name: "Insert a block" });

    // Open, move, close: Escape closes the menu only (the dialog stays), the "/" stays typed.
    await page.keyboard.type("/");
    await expect(menu).toBeVisible();
    await expect(editor).toHaveAttribute("aria-controls", "slash-menu");
    await expect(menu.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    const active = await editor.getAttribute("aria-activedescendant");
    await expect(menu.getByRole("option").nth(1)).toHaveAttribute("id", active!);
    await expectNoSeriousA11yViolations(page, "slash menu open");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(editor.locator("p").first()).toHaveText("/");
    await page.keyboard.press("Backspace");

    // Filter by typing, choose with Enter: the caret lands in the table's first cell.
    await page.keyboard.type("/tab");
    await expect(menu.getByRole("option")).toHaveCount(1);
    await expect(menu.getByRole("option")).toContainText("Table");
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(dialog.getByText("Tab and Shift+Tab move between cells.")).toBeVisible();
    await page.keyboard.type("Region");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Growth");
    await expect(editor.locator("table th")).toHaveText(["Region", "Growth", ""]);
    await page.keyboard.press("ControlOrMeta+Enter");
    await page.keyboard.type("After the table");
    await expect(editor.locator("table + p")).toHaveText("After the table");
    await page.keyboard.press("Enter");

    // A code block from the menu, its language by alias, and the way out again.
    await page.keyboard.type("/code");
    await page.keyboard.press("Enter");
    await expect(editor.locator("pre")).toHaveCount(1);
    await page.keyboard.type("echo hi");
    await page.keyboard.press("ControlOrMeta+Enter");
    await page.keyboard.type("```sh ");
    await page.keyboard.type("ls");
    await expect(editor.locator("pre code.language-bash")).toHaveText("ls");
    await page.keyboard.press("ControlOrMeta+Enter");
    await page.keyboard.type("Press code.Tab then go on.");
    await expect(editor.locator("p", { hasText: "code.Tab" })).toHaveText(
      "Press code.Tab then go on.",
    );
    await expect(editor.locator("a")).toHaveCount(0);

    // Headings, quotes and dividers the same way; the dialog never submitted on Enter.
    await page.keyboard.press("Enter");
    await page.keyboard.type("/divider");
    await page.keyboard.press("Enter");
    await expect(editor.locator("hr")).toHaveCount(1);
    await page.keyboard.type("/head");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Section");
    await expect(editor.locator("h2")).toHaveText("Section");
    await expect(dialog).toBeVisible();
  });

  test("an image file pasted or dropped into the text uploads to the media library, then asks for alt text", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    page.on("console", (message) => console.log("browser:", message.text()));
    await signInAsAdmin(page);
    const { dialog, editor } = await newPostText(page);
    await page.keyboard.type("Before the picture");
    await page.keyboard.press("Enter");
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();

    // A paste carrying a file, as a screenshot tool's clipboard does.
    await editor.evaluate(
      (element, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File([new Uint8Array(bytes)], "pasted-chart.png", { type: "image/png" }),
        );
        element.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      },
      [...png],
    );
    // ProseMirror's own <img class="ProseMirror-separator"> hacks are not images.
    const images = editor.locator("img:not(.ProseMirror-separator)");
    // The library makes its sizes before answering: slow on a loaded two-core machine.
    await expect(images).toHaveCount(1, { timeout: 90_000 });
    await expect(images).toHaveAttribute("src", /^\/media\//);
    const details = page.getByRole("dialog", { name: "Image details" });
    await expect(details).toBeVisible();
    await details.getByLabel("Alt text", { exact: true }).fill("A blue test chart");
    await details.getByRole("button", { name: "Save image details" }).click();
    await expect(editor.locator('img[alt="A blue test chart"]')).toHaveCount(1);
    await expect(editor.locator(".image-upload-placeholder")).toHaveCount(0);

    // A dropped file goes where it is dropped; a file the library refuses is explained.
    await editor.evaluate(
      (element, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
        const box = element.getBoundingClientRect();
        element.dispatchEvent(
          new DragEvent("drop", {
            dataTransfer: transfer,
            bubbles: true,
            cancelable: true,
            clientX: box.left + 20,
            clientY: box.top + 10,
          }),
        );
      },
      [...png],
    );
    await expect(images).toHaveCount(2, { timeout: 90_000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();

    await editor.evaluate((element) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["not an image"], "fake.png", { type: "image/png" }));
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    });
    await expect(dialog.getByRole("alert")).toContainText("fake.png was not uploaded");
    await expect(images).toHaveCount(2);
  });
});

test("screenshots of the / menu, light and dark, 1280 and 375 px @screenshots", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = process.env.EDITOR_SHOTS_DIR ?? "/tmp/shots-editor";
  await signInAsAdmin(page);
  for (const theme of THEMES) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin-hub/posts");
      await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
      await newPostText(page);
      await page.keyboard.type("Intro line");
      await page.keyboard.press("Enter");
      await page.keyboard.type("/");
      await expect(page.getByRole("listbox", { name: "Insert a block" })).toBeVisible();
      await page.screenshot({ path: `${dir}/slash-menu-${theme}-${width}.png` });
    }
  }
});
