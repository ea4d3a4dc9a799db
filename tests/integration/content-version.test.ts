import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createPostFromEditor,
  deletePost,
  setPostPublished,
  updatePost,
} from "~/content/post-commands.server";
import {
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
} from "~/taxonomy/categories.server";
import { syncProfileFromUser } from "~/auth/profiles.server";
import { readContentVersion } from "~/cache/content-version.server";
import { getHomePage } from "~/content/home.server";
import { getArticlePage } from "~/content/article-page.server";
import type { Db } from "~/db/connection.server";
import { deleteMedia, updateMediaAlt, uploadMedia } from "~/media/library.server";
import { createLocalDiskStorage, type MediaStorage } from "~/media/storage.server";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { rotateContentApiKey } from "~/ghost-api/content-keys.server";
import { categoryFormSchema, postFormSchema } from "~/lib/schemas";
import { PUBLIC_CONTENT_TABLES } from "../../migrations/011_page_cache";
import { CONTENT_API_KEY_TABLES } from "../../migrations/020_content_api_keys";
import { TRENDING_TABLES } from "../../migrations/029_trending_topics";
import { POST_AUTHOR_TABLES } from "../../migrations/035_post_authors";
import { COMMENT_COUNT_TABLES } from "../../migrations/036_comments";
import { describeEachEngine, insertTestUser, seedDemo } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { testWriter } from "../helpers/writer";

/**
 * Tables whose rows never appear on a public page: writing them must not empty the page cache.
 * A new table must be added here or to PUBLIC_CONTENT_TABLES (with its triggers): the test
 * below fails until someone decides.
 */
const PRIVATE_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "rate_limits",
  "newsletter_subscribers",
  "newsletter_sends",
  "newsletter_deliveries",
  "mail_jobs",
  "contact_messages",
  "content_version",
  "invitations",
  "two_factor",
  "import_items",
  "import_jobs",
  // Old addresses answer redirects, which the page cache never stores.
  "legacy_redirects",
  "redirects",
  // Derived from posts and post_tags by triggers; writes to those tables bump the version.
  "post_counts",
  // Revisions and autosaves are read only by the editor; an autosave must not empty the cache.
  "post_revisions",
  // The generated auth secret, shared by every server (migration 016).
  "site_secrets",
  // Integrations (migration 031): their Content API keys live in content_api_keys, which bumps
  // the version; "last used" is written on Admin API calls and must not empty the cache.
  "integrations",
  "webhooks",
  "webhook_deliveries",
  // Analytics (migration 023): read by the admin only; a page view must not empty the cache.
  "analytics_salts",
  "analytics_visitors",
  "analytics_site_hours",
  "analytics_page_hours",
  "analytics_dimension_hours",
  "analytics_live",
  "analytics_fold",
  "analytics_page_days",
  "analytics_page_months",
  "analytics_dimension_days",
  // Comments (migration 036): a comment that is or was public writes comment_counts, whose
  // trigger bumps the version; a held or spam one, a report, a ban or a log line must not.
  "comments",
  "comment_reports",
  "comment_bans",
  "comment_actions",
  // When the next Trending Topics ranking is due (migration 029); the ranking itself is public.
  "trending_refresh",
];

const EDITOR = "00000000-0000-4000-8000-00000000c0de";

async function tableNames(db: Db, engine: string): Promise<string[]> {
  const { rows } =
    engine === "postgres"
      ? await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'posts_fts%'`.execute(
          db,
        );
  return rows.map((row) => row.name).filter((name) => !name.startsWith("kysely_"));
}

describeEachEngine(
  "content version (page cache invalidation)",
  ({ db, engine }) => {
    let root = "";
    let storage: MediaStorage;
    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), "techpulse-version-"));
      storage = createLocalDiskStorage(root);
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it("classifies every table as public content or private", async () => {
      const names = await tableNames(db(), engine);
      const unclassified = names.filter(
        (name) =>
          !(PUBLIC_CONTENT_TABLES as readonly string[]).includes(name) &&
          !(CONTENT_API_KEY_TABLES as readonly string[]).includes(name) &&
          !(COMMENT_COUNT_TABLES as readonly string[]).includes(name) &&
          !(TRENDING_TABLES as readonly string[]).includes(name) &&
          !(POST_AUTHOR_TABLES as readonly string[]).includes(name) &&
          !PRIVATE_TABLES.includes(name),
      );
      expect(unclassified).toEqual([]);
    });

    it("moves on with every write function that changes a public page", async () => {
      const post = postFormSchema.parse({
        title: "Version story",
        slug: "version-story",
        excerpt: "Short.",
        content: "<p>Body of the story.</p>",
        categoryId: "",
        featuredImage: "",
        published: false,
      });
      const category = categoryFormSchema.parse({
        name: "Quantum",
        slug: "quantum",
        description: "Qubits.",
        icon: "brain",
        color: "violet",
      });
      let postId = "";
      let categoryId = "";
      let mediaId = "";
      const writes: Array<[string, () => Promise<unknown>]> = [
        [
          "create or change an author's profile",
          () => syncProfileFromUser(db(), { id: EDITOR, name: "Renamed Editor" }),
        ],
        [
          "create a post",
          async () => (postId = await createPostFromEditor(testWriter(db()), post, EDITOR)),
        ],
        ["publish", () => setPostPublished(testWriter(db()), postId, true, { by: null })],
        ["unpublish", () => setPostPublished(testWriter(db()), postId, false, { by: null })],
        [
          "edit a post and its tags",
          () =>
            updatePost(testWriter(db()), postId, { ...post, title: "Edited" }, [
              { name: "Quantum", slug: "quantum" },
            ]),
        ],
        ["delete a post", () => deletePost(testWriter(db()), postId, null)],
        [
          "create a category",
          async () => (categoryId = await createCategory(testWriter(db()), category)),
        ],
        [
          "edit a category",
          () => updateCategory(testWriter(db()), categoryId, { ...category, name: "Q" }),
        ],
        ["reorder categories", () => moveCategory(testWriter(db()), categoryId, "up")],
        ["delete a category", () => deleteCategory(testWriter(db()), categoryId, null)],
        [
          "save the site settings",
          async () =>
            saveSiteSettings(testWriter(db()), {
              ...(await getSiteSettings(db())),
              title: "Versioned",
            }),
        ],
        ["create or rotate the Content API key", () => rotateContentApiKey(testWriter(db()))],
        [
          "upload an image",
          async () => {
            const item = await uploadMedia(db(), storage, {
              data: await makeImage("png", 320, 200),
              originalName: "cover.png",
              uploadedBy: EDITOR,
            });
            mediaId = item.id;
          },
        ],
        ["describe an image", () => updateMediaAlt(db(), storage, mediaId, "A cover")],
        ["delete an image", () => deleteMedia(db(), storage, mediaId)],
      ];
      for (const [name, write] of writes) {
        const before = await readContentVersion(db());
        await write();
        expect(await readContentVersion(db()), name).toBeGreaterThan(before);
      }
    });

    it("stays put while pages are only read", async () => {
      const before = await readContentVersion(db());
      const home = await getHomePage(db());
      const slug = home.latest[0]?.slug ?? "";
      await getArticlePage(db(), slug);
      expect(await readContentVersion(db())).toBe(before);
    });
  },
  async (db) => {
    await seedDemo(db);
    await insertTestUser(db, {
      id: EDITOR,
      name: "Editor",
      email: "version-editor@techpulse.test",
    });
  },
);
