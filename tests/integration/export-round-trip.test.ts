import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import * as exportRoute from "~/routes/admin-export";
import { EXPORT_MESSAGES } from "~/transfer/constants";
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
import { signedInAccount, usingTestAuth } from "../helpers/auth";
import {
  createTestDatabase,
  describeEachEngine,
  describeOnEngine,
  insertTestPost,
  seedDemo,
  type TestDatabase,
} from "../helpers/database";
import { useRouteServices } from "../helpers/route-services";
import { makeImage } from "../helpers/images";
import { fixturePath } from "../helpers/transfer";
import { generateAvatar, generateCover } from "~/seed/images.server";
import { saveRedirect } from "~/redirects/redirects.server";
import { referencedStorageKeys } from "~/transfer/export/referenced-files.server";
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
  // A co-author second on its byline: the byline's order travels (both authors' pages compared).
  const coAuthor = await db
    .selectFrom("profiles")
    .select("id")
    .where("id", "<>", post.author_id!)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await replacePost(testWriter(db), post.id, {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: `${post.content}<p><img src="${image.url}" alt="Cover"></p>`,
    featuredImage: image.url,
    published: true,
    categoryId: post.category_id,
    authorId: post.author_id,
    authorIds: [post.author_id!, coAuthor.id],
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
  // Files outside the media library: a generated cover and an author's picture (issue 40.10).
  const second = await db
    .selectFrom("posts")
    .select("id")
    .orderBy("slug")
    .offset(1)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("posts")
    .set({ featured_image: await generateCover(storage, "exported-cover", "blue") })
    .where("id", "=", second.id)
    .execute();
  const profile = await db
    .selectFrom("profiles")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("profiles")
    .set({ avatar_url: await generateAvatar(storage, "exported-author", 200) })
    .where("id", "=", profile.id)
    .execute();
  await saveRedirect(db, { from: "/old-feed/", to: "/rss", status: 301 }, null);
  // An import's note on a post it kept from the public travels too.
  await db
    .updateTable("posts")
    .set({ import_note: "Imported as a draft: it was for paying members only in Ghost." })
    .where("slug", "=", "classic-review")
    .execute();
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

    const sourceFiles = () => {
      const storage = createLocalDiskStorage(sourceMedia);
      return { storage, read: storedFileReader(storage, sourceMedia) };
    };

    it("exports documented JSON and the media archive", async () => {
      const summary = await exportTechPulse(db(), out, sourceFiles());
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
      expect(entries[0]).toMatch(/^uploads\/\d{4}\/\d{2}\/.+-\d+\.webp$/);
      // Beside the library's files: the cover in both widths pages load, the author's picture.
      expect(json.files).toEqual([
        expect.stringMatching(/^avatars\/exported-author-\w+\.webp$/),
        expect.stringMatching(/^covers\/exported-cover-\w+-600\.webp$/),
        expect.stringMatching(/^covers\/exported-cover-\w+\.webp$/),
      ]);
      expect(entries).toEqual([
        ...json.media[0].widths.map((width: number) => `${json.media[0].fileKey}-${width}.webp`),
        ...json.files,
      ]);
      expect(summary.missingFiles).toEqual([]);
      expect(json.redirects).toEqual([{ from: "/old-feed", to: "/rss", status: 301 }]);
      // Addresses stay the site's own paths: nothing names the machine it was exported on.
      // (A demo article's code sample mentions localhost: addresses, not text, are checked.)
      const addresses: string[] = [
        ...json.posts.flatMap((post: { featuredImage: string | null; content: string }) => [
          post.featuredImage ?? "",
          ...[...post.content.matchAll(/\b(?:src|srcset)="([^"]*)"/g)].map((match) => match[1]),
        ]),
        ...json.profiles.map((profile: { avatarUrl: string | null }) => profile.avatarUrl ?? ""),
      ];
      expect(addresses.filter((url) => /localhost|127\.0\.0\.1/.test(url))).toEqual([]);
      expect(addresses).toContain(json.profiles[0].avatarUrl);
      expect(json.profiles[0].avatarUrl).toMatch(/^\/media\/avatars\//);
    });

    it("names a file the site points to but no longer stores, and exports the rest", async () => {
      await db()
        .updateTable("profiles")
        .set({ avatar_url: "/media/avatars/deleted-long-ago.webp" })
        .execute();
      const summary = await exportTechPulse(db(), out, sourceFiles());
      expect(summary.missingFiles).toEqual(["avatars/deleted-long-ago.webp"]);
      const json = JSON.parse(readFileSync(path.join(out, "techpulse-export.json"), "utf8"));
      expect(json.files).not.toContain("avatars/deleted-long-ago.webp");
      const targetMedia = temp();
      const report = await importTechPulse(target.db, out, {
        storage: createLocalDiskStorage(targetMedia),
      });
      expect(report.posts.created).toBe(report.posts.total);
    });

    it("refuses an export that names a file outside the media folder", async () => {
      await exportTechPulse(db(), out, sourceFiles());
      const file = path.join(out, "techpulse-export.json");
      const json = JSON.parse(readFileSync(file, "utf8"));
      json.files.push("../../etc/passwd");
      writeFileSync(file, JSON.stringify(json));
      await expect(
        importTechPulse(target.db, out, { storage: createLocalDiskStorage(temp()) }),
      ).rejects.toThrow(/outside the media folder/);
      expect(await target.db.selectFrom("posts").select("id").execute()).toEqual([]);
    });

    it("re-imported into an empty site, every public page renders the same", async () => {
      await exportTechPulse(db(), out, sourceFiles());
      const targetMedia = temp();
      const report = await importTechPulse(target.db, out, {
        storage: createLocalDiskStorage(targetMedia),
      });
      expect(report.posts.created).toBe(report.posts.total);
      expect(await publicPages(target.db)).toEqual(await publicPages(db()));
      // Every file a page of the new site loads is there, with the same bytes.
      const targetStorage = createLocalDiskStorage(targetMedia);
      const loaded = await referencedStorageKeys(target.db, targetStorage);
      expect(loaded).toEqual(await referencedStorageKeys(db(), sourceFiles().storage));
      expect(loaded.some((key) => key.startsWith("covers/"))).toBe(true);
      for (const key of loaded) {
        expect(readFileSync(path.join(targetMedia, key))).toEqual(
          readFileSync(path.join(sourceMedia, key)),
        );
      }
      expect(
        await target.db
          .selectFrom("redirects")
          .select(["from_path", "to_target", "status"])
          .execute(),
      ).toEqual([{ from_path: "/old-feed", to_target: "/rss", status: 301 }]);
      const notes = (site: Db) =>
        site
          .selectFrom("posts")
          .select(["slug", "import_note"])
          .where("import_note", "is not", null)
          .execute();
      expect(await notes(target.db)).toEqual([
        {
          slug: "classic-review",
          import_note: "Imported as a draft: it was for paying members only in Ghost.",
        },
      ]);
      expect(await notes(target.db)).toEqual(await notes(db()));
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
      // The dry run (--dry-run) says what the run said: everything is there already.
      const dry = await importTechPulse(target.db, out, {
        storage: createLocalDiskStorage(targetMedia),
        dryRun: true,
      });
      expect(dry.posts).toEqual(again.posts);
      expect(dry.authors).toEqual(again.authors);
      expect(dry.categories).toEqual(again.categories);
      expect(dry.authors).toMatchObject({ created: 0 });
      // Two sites rendered page by page, twice: slow on a loaded PostgreSQL.
    }, 60_000);

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
        // The co-written post keeps its byline in Ghost's order (sort_order 0 is primary).
        const coWritten = await db()
          .selectFrom("post_authors")
          .select(["post_id", "author_id", "position"])
          .where("position", "=", 1)
          .execute();
        expect(coWritten).toHaveLength(1);
        const ghostPost = document.db[0].data.posts.find(
          (row: { uuid: string }) => row.uuid === coWritten[0]!.post_id,
        );
        const links = document.db[0].data.posts_authors
          .filter((row: { post_id: string }) => row.post_id === ghostPost.id)
          .map((row: { sort_order: number }) => row.sort_order);
        expect(links).toEqual([0, 1]);
      } finally {
        await empty.cleanup();
      }
    });
  },
  buildSourceSite,
);

const COVER = "/media/covers/cover.webp";

/** A published post whose cover and body image are site paths. */
async function postWithSiteImages(db: Db): Promise<void> {
  const id = await insertTestPost(db, { published: true });
  await db
    .updateTable("posts")
    .set({ featured_image: COVER, content: `<p><img src="${COVER}" alt="Cover"></p>` })
    .where("id", "=", id)
    .execute();
}

/** The image addresses a Ghost export file holds (feature images and img sources). */
function ghostImageAddresses(text: string): string[] {
  const document = JSON.parse(text);
  return document.db[0].data.posts.flatMap((post: { feature_image: string; html: string }) => [
    post.feature_image,
    ...[...post.html.matchAll(/src="([^"]+)"/g)].map((match) => match[1]),
  ]);
}

describe("the command-line Ghost export's image addresses", () => {
  const run = promisify(execFile);
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-cli-export-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    const db = openDatabase({ sqlitePath: path.join(dataDir, "techpulse.sqlite") });
    try {
      await migrateToLatest(db);
      await postWithSiteImages(db);
    } finally {
      await db.destroy();
    }
  });

  /** `npm run export` on that data folder; no SITE_URL unless given. */
  function exportCommand(args: string[], env: Record<string, string> = {}) {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !["SITE_URL", "DATABASE_URL", "PORT"].includes(name),
      ),
    );
    return run(path.resolve("node_modules/.bin/tsx"), ["scripts/export.ts", ...args], {
      env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it("refuses to guess: without SITE_URL or --site-url it writes nothing and says what to set", async () => {
    const out = path.join(dataDir, "refused");
    const result = await exportCommand(["--out", out, "--format", "ghost"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(EXPORT_MESSAGES.ghostNeedsSiteUrl);
    expect(existsSync(path.join(out, "ghost-export.json"))).toBe(false);
    const bad = await exportCommand(["--out", out, "--format", "ghost", "--site-url", "ftp://x"]);
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining("--site-url") });
  }, 60_000);

  it("writes them on SITE_URL, or on --site-url, never on localhost", async () => {
    const fromEnv = path.join(dataDir, "env");
    const first = await exportCommand(["--out", fromEnv, "--format", "ghost"], {
      SITE_URL: "https://news.example.test/",
    });
    expect(first.code).toBe(0);
    const written = readFileSync(path.join(fromEnv, "ghost-export.json"), "utf8");
    expect(ghostImageAddresses(written)).toEqual([
      `https://news.example.test${COVER}`,
      `https://news.example.test${COVER}`,
    ]);
    expect(written).not.toContain("localhost");

    const fromFlag = path.join(dataDir, "flag");
    const second = await exportCommand([
      "--out",
      fromFlag,
      "--format",
      "ghost",
      "--site-url",
      "https://blog.example.test",
    ]);
    expect(second.code).toBe(0);
    expect(
      ghostImageAddresses(readFileSync(path.join(fromFlag, "ghost-export.json"), "utf8")),
    ).toEqual([`https://blog.example.test${COVER}`, `https://blog.example.test${COVER}`]);
  }, 60_000);
});

describeOnEngine<{ id: string; cookie: string }>(
  "sqlite",
  "the admin's Ghost export download without SITE_URL",
  ({ db, fixture }) => {
    const services = useRouteServices(db);
    // useRouteServices sets SITE_URL for the route tests' origin checks; this download must do
    // without it, as a site started without SITE_URL does. Nothing has read the config yet.
    delete process.env.SITE_URL;

    it("points images at the address the site was reached at, not at localhost", async () => {
      expect(getConfig().SITE_URL).toBeUndefined();
      const request = new Request("https://news.example.test/admin-hub/export?part=ghost", {
        headers: { cookie: fixture().cookie },
      });
      const response = (await exportRoute.loader({
        request,
        params: {},
        context: services.context(),
      } as never)) as Response;
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(ghostImageAddresses(text)).toEqual([
        `https://news.example.test${COVER}`,
        `https://news.example.test${COVER}`,
      ]);
      expect(text).not.toContain("localhost");
    });
  },
  async (db) => {
    await postWithSiteImages(db);
    return usingTestAuth(db, (t) =>
      signedInAccount(t, {
        email: "export-admin@example.test",
        name: "Export Admin",
        role: "admin",
        ip: "192.0.2.77",
      }),
    );
  },
);
