import GhostAdminAPI from "@tryghost/admin-api";
import GhostContentAPI from "@tryghost/content-api";
import { mkdirSync } from "node:fs";
import { signInAsAdmin } from "./auth-helpers";
import { E2E_BASE_URL } from "./server-env";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toasts,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";

const SHOTS = "/tmp/shots-integrations";

test.describe("Integrations and Ghost's Admin API (the production build)", () => {
  test("an administrator adds an integration; Ghost's clients publish and read with its keys until it is revoked", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-hub/integrations");
    await waitForHydration(page);
    const name = `Writing app ${Date.now()}`;
    await page.getByLabel("Name").first().fill(name);
    await page.getByLabel("Role").first().selectOption("editor");
    await page.getByRole("button", { name: "Add integration" }).click();
    const card = page.getByRole("article", { name });
    await expect(card.getByRole("status")).toBeVisible();
    const adminKey = await card.getByLabel("Admin API key").inputValue();
    const contentKey = await card.getByLabel("Content API key").inputValue();
    expect(adminKey).toMatch(/^[0-9a-f]{24}:[0-9a-f]{64}$/);
    expect(contentKey).toMatch(/^[0-9a-f]{26}$/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/integrations-light.png`, fullPage: true });

    const admin = GhostAdminAPI({ url: E2E_BASE_URL, key: adminKey, version: "v6.0" });
    const title = `From a writing app ${Date.now()}`;
    const draft = await admin.posts.add(
      { title, html: "<p>Written elsewhere, <em>published here</em>.</p>" },
      { source: "html" },
    );
    expect(draft).toMatchObject({ status: "draft" });
    const published = await admin.posts.edit({
      id: draft.id,
      updated_at: draft.updated_at,
      status: "published",
    });
    expect(published).toMatchObject({ status: "published" });
    const stale = await admin.posts
      .edit({ id: draft.id, updated_at: draft.updated_at, title: "Too late" })
      .catch((error: unknown) => error);
    expect(stale).toMatchObject({ name: "UpdateCollisionError" });

    // Public at once (the page cache follows the write), and readable with its content key.
    const article = await page.request.get(`/article/${String(draft.slug)}`);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain("published here");
    const reader = GhostContentAPI({ url: E2E_BASE_URL, key: contentKey, version: "v6.0" });
    expect(await reader.posts.read({ slug: String(draft.slug) })).toMatchObject({ title });

    // The session cookie of this signed-in browser opens nothing on the Admin API.
    const withCookie = await page.request.get("/ghost/api/admin/posts/");
    expect(withCookie.status()).toBe(403);

    // "Last used" shows after a reload; leaving the screen hides the secret.
    await page.reload();
    await waitForHydration(page);
    await expect(card.getByText("Last used: Never")).toHaveCount(0);
    await expect(card.getByLabel("Admin API key")).toHaveValue(/^[0-9a-f]{24}:•+$/);

    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Revoke" }).click();
    await expect(toasts(page).filter({ hasText: "Integration revoked" })).toBeVisible();
    const refused = await admin.posts.browse().catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: "UnauthorizedError", code: "UNKNOWN_ADMIN_API_KEY" });
    const unread = await reader.posts.browse().catch((error: unknown) => error);
    expect(unread).toMatchObject({ name: "UnauthorizedError" });
  });

  test("the integrations screen in the dark theme and at 375 px", async ({ page }) => {
    await useStoredTheme(page, "dark");
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/admin-hub/integrations");
    await waitForHydration(page);
    await page.getByLabel("Name").first().fill(`Phone check ${Date.now()}`);
    await page.getByRole("button", { name: "Add integration" }).click();
    await expect(page.getByRole("status").first()).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/integrations-dark-375.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, "integrations");
  });
});
