import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, it } from "vitest";
import { getArticlePage } from "~/content/article-page.server";
import { getAuthorPage } from "~/content/author-page.server";
import { getHomePage } from "~/content/home.server";
import { getCategoryPage, getTopicPage } from "~/content/listing-page.server";
import { replacePost } from "~/content/post-commands.server";
import type { Db } from "~/db/connection.server";
import { uploadMedia } from "~/media/library.server";
import { storedFileReader } from "~/media/read-stored.server";
import { createLocalDiskStorage } from "~/media/storage.server";
import { restoreSubscriber } from "~/newsletter/subscribers.server";
import { ImportFormatError } from "~/transfer/errors";
import { exportGhost } from "~/transfer/export/ghost-export.server";
import { importTechPulse } from "~/transfer/export/techpulse-import.server";
import { exportTechPulse } from "~/transfer/export/techpulse-export.server";
import { readTarGz } from "~/transfer/export/tar.server";
import { runImport } from "~/transfer/import-run.server";
import { findLegacyRedirect } from "~/transfer/legacy-urls.server";
import { ghostSource, wordPressSource } from "~/transfer/openers.server";
import {
  createTestDatabase,
  describeEachEngine,
  seedDemo,
  type TestDatabase,
} from "../helpers/database";
import { makeImage } from "../helpers/images";
import { fixturePath } from "../helpers/transfer";
import { testWriter } from "../helpers/writer";

/** Everything the public pages show, read through the same functions their loaders call. */
async function publicPages(db: Db) {
  const posts = await db.selectFrom("posts").select("slug").orderBy("slug").execute();
  const categories = await db.selectFrom("categories").select("slug").orderBy("slug").execute();
  const tags = await db.selectFrom("tags").select("slug").orderBy("slug").execute();
  const profiles = await db.selectFrom("profiles").select("id").orderBy("id").execute();
  const pages: Record<string, unknown> = { home: await getHomePage(db) };
  for (const { slug } of posts) pages[`/article/${slug}`] = await getArticlePage(db, slug);
  for (const slug of ["all", ...categories.map((row) => row.slug)]) {
    pages[`/category/${slug}`] = await getCategoryPage(db, slug, 1);
  }
  for (const { slug } of tags) pages[`/topics/${slug}`] = await getTopicPage(db, slug, 1);
  for (const { id } of profiles) pages[`/author/${id}`] = await getAuthorPage(db, id, 1);
  pages["/?p=10"] = await findLegacyRedirect(db, new URL("http://x/?p=10"));
  return pages;
}

/**
 * The template: the demo site with an uploaded cover image on its first post (with search and
 * social fields), a WordPress import and a subscriber. Returns the media folder it wrote to.
 */
async function buildSourceSite(db: Db): Promise<{ sourceMedia: string }> {
  const sourceMedia = mkdtempSync(path.join(tmpdir(), "techpulse-export-"));
  await seedDemo(db);
  const storage = createLocalDiskStorage(sourceMedia);
  const image = await uploadMedia(db, storage, {
    data: await makeImage("jpeg", 1200, 800),
    originalName: "cover.jpg",
    alt: "Cover",
    uploadedBy: null,
  });
  const post = await db.selectFrom("posts").selectAll().orderBy("slug").executeTakeFirstOrThrow();
  await replacePost(testWriter(db), post.id, {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: `${post.content}<p><img src="${image.url}" alt="Cover"></p>`,
    featuredImage: image.url,
    published: true,
    categoryId: post.category_id,
    authorId: post.author_id,
    createdAt: new Date(post.created_at).toISOString(),
    updatedAt: new Date(post.updated_at).toISOString(),
    // Search and social fields travel with the post (compared with the pages below).
    seo: {
      metaTitle: "Cover story | TechPulse",
      metaDescription: "The cover story, for search results.",
      socialImage: image.url,
      canonicalUrl: "https://elsewhere.example/cover-story",
      noindex: true,
    },
  });
  await runImport(db, wordPressSource(fixturePath("wordpress-1.2.xml")), {
    format: "wordpress",
    dryRun: false,
    media: { storage, fetchRemote: false, uploadedBy: null },
  });
  await restoreSubscriber(db, {
    email: "reader@example.test",
    status: "confirmed",
    createdAt: "2026-01-01T00:00:00.000Z",
    confirmedAt: "2026-01-01T00:05:00.000Z",
    unsubscribedAt: null,
  });
  return { sourceMedia };
}

describeEachEngine(
  "Export and re-import",
  ({ db, engine, fixture }) => {
    let target: TestDatabase;
    const dirs: string[] = [];
    const temp = () => {
      const dir = mkdtempSync(path.join(tmpdir(), "techpulse-export-"));
      dirs.push(dir);
      return dir;
    };
    let sourceMedia: string;
    let out: string;

    beforeEach(async () => {
      sourceMedia = fixture().sourceMedia;
      target = await createTestDatabase(engine);
      out = temp();
    });
    afterEach(async () => {
      await target?.cleanup();
    });
    afterAll(() => {
      for (const dir of [...dirs, sourceMedia]) rmSync(dir, { recursive: true, force: true });
    });

    it("exports documented JSON and the media archive", async () => {
      const summary = await exportTechPulse(
        db(),
        out,
        storedFileReader(createLocalDiskStorage(sourceMedia), sourceMedia),
      );
      const json = JSON.parse(readFileSync(path.join(out, "techpulse-export.json"), "utf8"));
      expect(json.format).toBe("techpulse-export");
      expect(json.version).toBe(1);
      expect(json.posts.length).toBe(summary.posts);
      expect(json.posts.map((post: { seo: { noindex: boolean } }) => post.seo.noindex)).toContain(
        true,
      );
      expect(json.subscribers).toEqual([
        expect.objectContaining({ email: "reader@example.test", status: "confirmed" }),
      ]);
      const entries = [];
      for await (const entry of readTarGz(path.join(out, "media.tar.gz"))) entries.push(entry.name);
      expect(entries.length).toBe(json.media[0].widths.length);
      expect(entries[0]).toMatch(/^uploads\/\d{4}\/\d{2}\/.+-\d+\.webp$/);
    });

    it("re-imported into an empty site, every public page renders the same", async () => {
      await exportTechPulse(
        db(),
        out,
        storedFileReader(createLocalDiskStorage(sourceMedia), sourceMedia),
      );
      const targetMedia = temp();
      const report = await importTechPulse(target.db, out, {
        storage: createLocalDiskStorage(targetMedia),
      });
      expect(report.posts.created).toBe(report.posts.total);
      expect(await publicPages(target.db)).toEqual(await publicPages(db()));
      const subscribers = await target.db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .execute();
      expect(subscribers.map((row) => [row.email, row.status])).toEqual([
        ["reader@example.test", "confirmed"],
      ]);
      const again = await importTechPulse(target.db, out, {
        storage: createLocalDiskStorage(targetMedia),
      });
      expect(again.posts).toMatchObject({ created: 0, unchanged: report.posts.total });
    });

    it("a damaged export is refused before anything is written", async () => {
      const broken = temp();
      writeFileSync(
        path.join(broken, "techpulse-export.json"),
        '{"format":"techpulse-export","version":1,',
      );
      const empty = await createTestDatabase(engine);
      try {
        await expect(
          importTechPulse(empty.db, broken, { storage: createLocalDiskStorage(temp()) }),
        ).rejects.toThrow(ImportFormatError);
        writeFileSync(path.join(broken, "techpulse-export.json"), '{"format":"other"}');
        await expect(
          importTechPulse(empty.db, broken, { storage: createLocalDiskStorage(temp()) }),
        ).rejects.toThrow(/not a TechPulse export/);
        expect(await empty.db.selectFrom("posts").select("id").execute()).toEqual([]);
      } finally {
        await empty.cleanup();
      }
    });

    it("the Ghost-format export imports back with its posts, authors and tags", async () => {
      const ghostDir = temp();
      const file = await exportGhost(db(), ghostDir, "https://news.example.test");
      const empty = await createTestDatabase(engine);
      try {
        const report = await runImport(empty.db, ghostSource(file), {
          format: "ghost",
          dryRun: true,
        });
        const total = (await db().selectFrom("posts").select("id").execute()).length;
        expect(report.posts).toMatchObject({ created: total, total });
        expect(report.skipped).toEqual([]);
        const document = JSON.parse(readFileSync(file, "utf8"));
        const html = document.db[0].data.posts.map((row: { html: string }) => row.html).join("\n");
        expect(html).toContain('src="https://news.example.test/media/uploads/');
        expect(html).not.toContain('src="/media/');
        const [post] = document.db[0].data.posts;
        expect(JSON.parse(post.mobiledoc).cards[0][0]).toBe("html");
      } finally {
        await empty.cleanup();
      }
    });
  },
  buildSourceSite,
);
