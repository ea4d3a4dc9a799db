import { signInAsAdmin } from "./auth-helpers";
import { newPostText } from "./post-helpers";
import { expect, expectNoSeriousA11yViolations, test, THEMES, useStoredTheme } from "./fixtures";

const SHOTS = "test-results/screenshots/editor-blocks";

test.describe("admin: the / menu", () => {
  test("/footnote on an empty line puts one reference at the end of the sentence above", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const { editor } = await newPostText(page);
    await page.keyboard.type("Chips are made in fabs.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("/footnote");
    await page.keyboard.press("Enter");
    const note = page.getByRole("textbox", { name: "Footnote text" });
    await expect(note).toBeFocused();
    await page.keyboard.type("Fabrication plants");
    await page.keyboard.press("Enter");

    await expect(editor.locator("sup.footnote-ref")).toHaveCount(1);
    await expect(editor.locator("p").first().locator("sup.footnote-ref")).toHaveCount(1);
    await expect(editor.locator("p")).toHaveCount(1);
    await expect(editor).toBeFocused();
    // The caret is after the reference: typing goes on the same sentence.
    await page.keyboard.type(" More.");
    await expect(editor.locator("p").first()).toHaveText(/fabs\. More\.$/);

    // On the first, empty line of a text there is no sentence above: the reference goes there.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.keyboard.type("/footnote");
    await page.keyboard.press("Enter");
    await expect(note).toBeFocused();
    await page.keyboard.type("Alone");
    await page.keyboard.press("Enter");
    await expect(editor.locator("sup.footnote-ref")).toHaveCount(1);
    await expect(editor).toBeFocused();
  });

  test("at 375 px the menu stays inside the screen and scrolls inside itself; keys still work", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 700 });
    await signInAsAdmin(page);
    const { editor } = await newPostText(page);
    await page.keyboard.type("Intro line");
    await page.keyboard.press("Enter");
    await page.keyboard.type("/");
    const menu = page.getByRole("listbox", { name: "Insert a block" });
    await expect(menu).toBeVisible();
    const inside = async () => {
      const box = (await menu.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    };
    await inside();
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // The last item is reached with the keys and scrolled into view inside the list.
    const options = menu.getByRole("option");
    const count = await options.count();
    for (let i = 1; i < count; i += 1) await page.keyboard.press("ArrowDown");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(options.last()).toBeInViewport();
    await inside();
    await expectNoSeriousA11yViolations(page, "slash menu at 375 px");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    // The list can hold focus too (a list that scrolls must; Tab in the text chooses, so it
    // comes after the text in the tab order): the same keys work there, Escape goes back.
    await menu.focus();
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(menu).toHaveAttribute("aria-activedescendant", "slash-menu-option-1");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(editor).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Create New Post" })).toBeVisible();
  });
});

test("screenshots of the / menu at 375 px, light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const theme of THEMES) {
    // Not a React hook: a Playwright helper whose name starts with "use".
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await useStoredTheme(page, theme);
    await page.setViewportSize({ width: 375, height: 700 });
    await newPostText(page);
    await page.keyboard.type("Intro line");
    await page.keyboard.press("Enter");
    await page.keyboard.type("/");
    await expect(page.getByRole("listbox", { name: "Insert a block" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/slash-menu-375-${theme}.png` });
  }
});
