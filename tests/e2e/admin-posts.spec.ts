import { ADMIN_TEXT } from "../../app/lib/staff-text";
import { suggestSlug } from "../../app/lib/slugify";
import { articleHrefs, expect, test, toasts, waitForHydration } from "./fixtures";
import { signInAsAdmin, claimClientAddress } from "./auth-helpers";

test.describe("admin: posts", () => {
  test("the admin writes a post with the editor (heading, list, link, image); it is first on the home page, in its category, in search and in RSS", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

    const stamp = Date.now();
    const title = `E2E quantum networking leaves the lab ${stamp}`;
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    // The slug follows the title by the spec's rule.
    await expect(dialog.getByLabel("Slug")).toHaveValue(
      `e2e-quantum-networking-leaves-the-lab-${stamp}`,
    );
    await dialog.getByLabel("Excerpt").fill("Entangled photons over city fibre.");
    await dialog.getByLabel("Category").selectOption({ label: "Software" });

    const editor = dialog.getByRole("textbox", { name: "Content" });
    await editor.click();
    await dialog.getByRole("button", { name: "Heading 2", exact: true }).click();
    await page.keyboard.type("Out of the lab");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Real fibre");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Real users");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByLabel("URL", { exact: true }).fill("https://example.com/quantum-paper");
    await page.getByLabel("Text to display").fill("Read the paper");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(editor.locator('a[href="https://example.com/quantum-paper"]')).toHaveText(
      "Read the paper",
    );
    await editor.press("End");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Image", exact: true }).click();
    await page.getByRole("button", { name: "By URL" }).click();
    await page.getByLabel("Image URL", { exact: true }).fill("/images/default-cover.svg");
    await page.getByLabel("Alt text", { exact: true }).fill("A stylised lightning bolt");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(editor.locator("h2")).toHaveText("Out of the lab");
    await expect(editor.locator("li")).toHaveCount(2);

    await expect(dialog.getByLabel("Published")).toBeChecked();
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postCreated })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator("tbody tr").first()).toContainText(title);
    await expect(page.locator("tbody tr").first()).toContainText("Published");

    // The same slug again: a clear field error, and the form keeps what was typed.
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Again");
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await expect(dialog.getByText(/already uses the slug/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Content" })).toContainText("Again");
    await page.keyboard.press("Escape");

    const slug = `e2e-quantum-networking-leaves-the-lab-${stamp}`;
    // Newest first: it leads the home page. Other tests publish in parallel, so it is enough
    // that it is among the three hero stories (the integration suite checks "first" exactly).
    await page.goto("/");
    const heroLinks = await articleHrefs(page.getByRole("main").locator("section").first());
    expect(heroLinks).toContain(`/article/${slug}`);
    await expect(page.getByRole("main").locator("a[href^='/article/']").first()).toHaveAttribute(
      "href",
      `/article/${slug}`,
    );
    await page.goto("/category/software");
    await expect(page.getByRole("main").getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto(`/search?q=${stamp}`);
    await expect(page.getByRole("main").getByRole("link", { name: title }).first()).toBeVisible();
    const rss = await (await page.request.get("/rss")).text();
    expect(rss).toContain(`/article/${slug}`);

    await page.goto(`/article/${slug}`);
    const body = page.locator(".prose-article");
    await expect(body.locator("h2")).toHaveText("Out of the lab");
    await expect(body.locator("ul li")).toHaveCount(2);
    await expect(body.locator('a[href="https://example.com/quantum-paper"]')).toHaveText(
      "Read the paper",
    );
    await expect(body.locator('img[alt="A stylised lightning bolt"]')).toBeVisible();
  });

  test("edit, unpublish (gone from the public site, preview for admins), delete (404)", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const slug = `e2e-edit-journey-${Date.now()}`;
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill("Edit journey original");
    await dialog.getByLabel("Slug").fill(slug);
    await dialog.getByRole("textbox", { name: "Content" }).fill("Original body.");
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Edit journey original", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
    // Typed before hydration, controlled fields would be reset by it.
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill("Edit journey, revised");
    // Suggestions complete the tag being typed and keep the ones before it.
    await page.getByLabel("Tags").fill("AI, cyber");
    await expect(page.locator('datalist option[value="AI, Cybersecurity"]')).toHaveCount(1);
    await page.getByLabel("Tags").fill("AI, Quantum Networking");
    // A published post's edits are held until "Update".
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUpdated })).toBeVisible();

    const reader = await browser.newPage();
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Edit journey, revised");
    await expect(reader.getByRole("link", { name: "Quantum Networking" }).first()).toBeVisible();

    await page.getByRole("button", { name: "Unpublish" }).click();
    const unpublish = page.getByRole("alertdialog", { name: "Unpublish this post?" });
    await unpublish.getByRole("button", { name: "Unpublish" }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postUnpublished })).toBeVisible();
    // Cached copies of the page are dropped on every worker within a second of the change.
    await expect
      // Asked without rendering in the browser: a page load on a busy CI machine can take longer
      // than the second the cache has, and the poll would time out before its first answer.
      .poll(async () => (await reader.request.get(`/article/${slug}`)).status(), {
        timeout: 2_000,
      })
      .toBe(404);
    const preview = await page.context().newPage();
    await preview.goto(`/article/${slug}`);
    await expect(preview.getByText(/Draft preview/)).toBeVisible();
    await preview.close();

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
    await expect(page).toHaveURL(/\/admin-hub\/posts$/);
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postDeleted })).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(`/article/${slug}`)).status(), { timeout: 2_000 })
      .toBe(404);
    await reader.close();
  });

  test("each row of the posts list has an Edit link and a Delete button with a confirmation, usable by keyboard", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const stamp = Date.now();
    const titles = [`Row buttons keep ${stamp}`, `Row buttons remove ${stamp}`] as const;
    await page.goto("/admin-hub/posts");
    await waitForHydration(page);
    for (const title of titles) {
      await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
      const dialog = page.getByRole("dialog", { name: "Create New Post" });
      await dialog.getByLabel("Title", { exact: true }).fill(title);
      await dialog.getByRole("textbox", { name: "Content" }).fill("Row button body.");
      await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
      await expect(dialog).toBeHidden();
    }
    await page.goto(`/admin-hub/posts?q=${stamp}`);
    await waitForHydration(page);
    const rows = page.getByRole("main").locator("tbody tr");
    await expect(rows).toHaveCount(2);

    // The Edit link names its post and opens the editor.
    const edit = page.getByRole("link", { name: `Edit “${titles[0]}”` });
    await expect(edit).toHaveText("Edit");
    await expect(edit).toHaveAttribute("href", /^\/admin-hub\/posts\/[0-9a-f-]{36}$/);

    // Keyboard only: focus the Delete button, open the dialog, cancel with Escape (nothing
    // deleted, focus back on the button), then confirm.
    const remove = page.getByRole("button", { name: `Delete “${titles[1]}”` });
    await remove.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(confirm).toContainText(titles[1]);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(rows).toHaveCount(2);

    await page.keyboard.press("Enter");
    // Focus starts on Cancel, the safe choice; Tab reaches the destructive one.
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Delete post" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.postDeleted })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(titles[0]);
    // The list keeps its filter: the page did not navigate away.
    expect(new URL(page.url()).search).toBe(`?q=${stamp}`);
    expect((await page.request.get(`/article/${suggestSlug(titles[1])}`)).status()).toBe(404);
    expect((await page.request.get(`/article/${suggestSlug(titles[0])}`)).status()).toBe(200);

    await edit.click();
    await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(titles[0]);
  });

  test("posting to the admin action without being an admin is refused and creates nothing", async ({
    page,
  }) => {
    await claimClientAddress(page);
    const form = {
      title: "Sneaky",
      slug: `sneaky-${Date.now()}`,
      content: "<p>x</p>",
      published: "on",
    };
    // As the dialog submits it (a data request): 401 with the spec's message.
    const anonymous = await page.request.post("/admin-hub/posts.data", { form });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.text()).toContain(ADMIN_TEXT.authRequiredBody);
    // As a plain form post: the page sends the visitor to sign in.
    const document = await page.request.post("/admin-hub/posts", { form, maxRedirects: 0 });
    expect(document.status()).toBe(302);
    expect(document.headers().location).toMatch(/^\/auth/);
    const article = await page.request.get(`/article/${form.slug}`);
    expect(article.status()).toBe(404);
  });
});
