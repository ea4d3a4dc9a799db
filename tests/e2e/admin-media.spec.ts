import sharp from "sharp";
import { suggestSlug } from "../../app/lib/slugify";
import { expect, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./auth-helpers";

/** A new file each call (its colour from the clock): the same file twice is one library image. */
async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: Date.now() % 256, b: 200 } },
  })
    .png()
    .toBuffer();
}

test.describe("admin: media", () => {
  test("upload an image, reject a non-image, and use the upload as a featured image", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/media");
    await waitForHydration(page);
    const name = `cover-${Date.now()}.png`;
    await page.getByLabel("Choose files").setInputFiles({
      name,
      mimeType: "image/png",
      buffer: await pngOf(1200, 675),
    });
    const card = page.locator("figure").filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText("1200 × 675 px");
    const src = await card.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/media\/uploads\/.+\.webp$/);
    const served = await page.request.get(src!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");

    // A text file renamed .png is refused by the server with a clear message.
    await page.getByLabel("Choose files").setInputFiles({
      name: "not-an-image.png",
      mimeType: "image/png",
      buffer: Buffer.from("just some text, not pixels"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: /JPEG, PNG, WebP, GIF or AVIF/ }),
    ).toBeVisible();

    // Use the largest variant as a featured image.
    const largest = (await card.locator("img").getAttribute("srcset"))!
      .split(",")
      .map((entry) => entry.trim().split(" ")[0]!)
      .at(-1)!;
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    const title = `E2E featured image story ${Date.now()}`;
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Content" }).fill("With an uploaded cover.");
    await dialog.getByLabel("Featured image URL").fill(largest);
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/article/${suggestSlug(title)}`);
    await expect(page.locator(`article img[src^="/media/uploads/"]`).first()).toBeVisible();
  });
});
