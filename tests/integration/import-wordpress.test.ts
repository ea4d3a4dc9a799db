import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { getArticlePage } from "~/content/article-page.server";
import { getAdminPost } from "~/content/posts.server";
import { createLocalDiskStorage } from "~/media/storage.server";
import { ImportFormatError } from "~/transfer/errors";
import { runImport } from "~/transfer/import-run.server";
import { findLegacyRedirect } from "~/transfer/legacy-urls.server";
import { wordPressSource } from "~/transfer/openers.server";
import { describeEachEngine } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { fixtureCopy, fixturePath, startFileServer } from "../helpers/transfer";

let site: Awaited<ReturnType<typeof startFileServer>>;
let mediaRoot: string;

beforeAll(async () => {
  site = await startFileServer({
    "/wp-content/uploads/2023/05/phone.png": {
      type: "image/png",
      body: await makeImage("png", 640, 400),
    },
    "/wp-content/uploads/2023/06/missing.jpg": { type: "text/html", body: "<h1>Not here</h1>" },
  });
  mediaRoot = mkdtempSync(path.join(tmpdir(), "techpulse-import-media-"));
});
afterAll(async () => {
  await site.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

function mediaOptions() {
  return {
    storage: createLocalDiskStorage(mediaRoot),
    fetchRemote: true,
    fetch: { allowPrivateAddresses: true, timeoutMs: 5000 },
    uploadedBy: null,
  };
}

async function postCount(db: Db) {
  const rows = await db.selectFrom("posts").select("id").execute();
  return rows.length;
}

/** The note an imported post's edit page shows (null: none). */
async function importNoteOf(db: Db, slug: string) {
  const { id } = await db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return (await getAdminPost(db, id))!.importNote;
}

describeEachEngine("WordPress import", ({ db }) => {
  let file: string;
  beforeAll(() => {
    file = fixtureCopy("wordpress-1.2.xml", { "https://old.example.test": site.origin });
  });

  it("a dry run reports what would happen and writes nothing", async () => {
    const report = await runImport(db(), wordPressSource(file), {
      format: "wordpress",
      dryRun: true,
    });
    expect(report.sourceTitle).toBe("Old Gadget Blog");
    expect(report.posts).toMatchObject({ created: 4, updated: 0, total: 4 });
    expect(report.skipped.map((item) => [item.reason.split(" (")[0], item.count])).toEqual(
      expect.arrayContaining([
        ["Pages", 1],
        ['Items of type "nav_menu_item"', 1],
      ]),
    );
    expect(report.renamedSlugs).toEqual([
      { from: "classic-review", to: "classic-review-2", title: "Launch next week" },
    ]);
    expect(await postCount(db())).toBe(0);
    expect(await db().selectFrom("profiles").select("id").execute()).toEqual([]);
  });

  it("imports posts with content, dates, status, author, taxonomy and images", async () => {
    const progress: number[] = [];
    const report = await runImport(db(), wordPressSource(file), {
      format: "wordpress",
      dryRun: false,
      media: mediaOptions(),
      onProgress: (processed) => void progress.push(processed),
    });
    expect(report.posts).toMatchObject({ created: 4, updated: 0, unchanged: 0 });
    expect(progress.at(-1)).toBe(4);
    expect(report.authors.created).toBe(3);
    expect(report.categories.created).toBe(1);
    expect(report.media.copied).toBe(1);
    expect(report.mediaKept).toEqual([
      {
        url: `${site.origin}/wp-content/uploads/2023/06/missing.jpg`,
        reason: "not an image (text/html)",
      },
    ]);
    expect(report.warnings.join("\n")).toMatch(
      /scheduled for 2024-01-01T09:00:00.000Z; imported as a draft: schedule it again/,
    );
    expect(report.warnings.join("\n")).toMatch(/shortcode \[gallery\] removed/);
    expect(report.warnings.join("\n")).toMatch(/Author "ghostwriter" is not in the export/);

    const page = await getArticlePage(db(), "classic-review");
    const article = page!.article;
    expect(article.title).toBe("Classic editor review");
    expect(article.excerpt).toBe("A short review.");
    expect(article.author?.name).toBe("Jane Doe");
    expect(article.category?.slug).toBe("gadgets");
    expect(article.tags.map((tag) => tag.slug).sort()).toEqual(["phones", "reviews"]);
    expect(article.date).toBe("2023-05-14T08:00:00.000Z");
    expect(article.imageUrl).toMatch(/^\/media\/uploads\/.+\.webp$/);
    const html = article.content;
    expect(html).toContain("<p>First line of the review<br />\nsecond line, same paragraph.</p>");
    expect(html).toMatch(
      /<figure><a href="\/media\/uploads\/[^"]+"><img src="\/media\/uploads\/[^"]+" alt="The phone" width="300" height="200" loading="lazy" \/><\/a><figcaption>The phone on a desk<\/figcaption><\/figure>/,
    );
    expect(html).not.toMatch(/\[gallery|\[contact-form-7|<script|alert/);
    expect(html).toContain("<strong>bold</strong>");

    const blocks = await getArticlePage(db(), "unicode-blocks");
    expect(blocks!.article.content).toContain("<p>Grüße aus Zürich — 日本語 too.</p>");
    expect(blocks!.article.content).not.toContain("wp:");
    expect(blocks!.article.content).toContain(
      `${site.origin}/wp-content/uploads/2023/06/missing.jpg`,
    );
    expect(blocks!.article.author?.name).toBe("Zoë Müller");
    expect(blocks!.article.category).toBeNull();

    const scheduled = await db()
      .selectFrom("posts")
      .selectAll()
      .where("slug", "=", "classic-review-2")
      .executeTakeFirstOrThrow();
    expect(Boolean(scheduled.published)).toBe(false);
    const draft = await db()
      .selectFrom("posts")
      .selectAll()
      .where("title", "=", "Draft idea")
      .executeTakeFirstOrThrow();
    expect(draft.slug).toBe("draft-idea");
    expect(Boolean(draft.published)).toBe(false);
  });

  describe("once the file is imported", () => {
    beforeEach(async () => {
      await runImport(db(), wordPressSource(file), {
        format: "wordpress",
        dryRun: false,
        media: mediaOptions(),
      });
    });

    it("old addresses of imported, published posts answer with the new one", async () => {
      const at = (address: string) =>
        findLegacyRedirect(db(), new URL(address, "http://site.test"));
      expect(await at("/?p=10")).toBe("/article/classic-review");
      expect(await at("/2023/05/14/classic-review/")).toBe("/article/classic-review");
      expect(await at("/2023/05/classic-review")).toBe("/article/classic-review");
      expect(await at("/category/gadgets/phones/classic-review/")).toBe("/article/classic-review");
      expect(await at("/2023/06/%C3%BCnicode-blocks/")).toBe("/article/unicode-blocks");
      // Drafts, unknown ids and ordinary pages are not redirected.
      expect(await at("/?p=12")).toBeNull();
      expect(await at("/?p=999")).toBeNull();
      expect(await at("/category/gadgets")).toBeNull();
      expect(await at("/about")).toBeNull();
    });

    it("importing the same file again creates nothing new", async () => {
      const before = await postCount(db());
      const report = await runImport(db(), wordPressSource(file), {
        format: "wordpress",
        dryRun: false,
        media: mediaOptions(),
      });
      expect(report.posts).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
      expect(report.renamedSlugs).toEqual([]);
      expect(await postCount(db())).toBe(before);
      expect((await db().selectFrom("media").select("id").execute()).length).toBe(1);
      expect((await db().selectFrom("profiles").select("id").execute()).length).toBe(3);
    });

    it("a changed source item updates its post in place", async () => {
      const changed = fixtureCopy("wordpress-1.2.xml", {
        "https://old.example.test": site.origin,
        "Last paragraph with": "Final paragraph with",
      });
      const report = await runImport(db(), wordPressSource(changed), {
        format: "wordpress",
        dryRun: false,
        media: mediaOptions(),
      });
      expect(report.posts).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
      const page = await getArticlePage(db(), "classic-review");
      expect(page!.article.content).toContain("Final paragraph with");
      // Each import's text is a revision: the first import's, then this one's; the unchanged
      // posts got none.
      const revisions = await db()
        .selectFrom("post_revisions")
        .select(["post_id", "kind", "content"])
        .execute();
      const ofChanged = revisions.filter((revision) => revision.post_id === page!.article.id);
      expect(ofChanged.map((revision) => revision.kind)).toEqual(["save", "save"]);
      const texts = ofChanged.map((revision) => revision.content).join("\n");
      expect(texts).toContain("Last paragraph with");
      expect(texts).toContain("Final paragraph with");
      expect(revisions).toHaveLength(5);
    });
  });
});

describeEachEngine("WordPress import: older formats and local uploads", ({ db }) => {
  it("reads WXR 1.0 (no author list, `tag` domain, entities) with paragraphs and <pre> kept", async () => {
    const report = await runImport(db(), wordPressSource(fixturePath("wordpress-1.0.xml")), {
      format: "wordpress",
      dryRun: false,
      media: mediaOptions(),
    });
    expect(report.sourceTitle).toBe("Vintage & Tech");
    expect(report.posts.created).toBe(1);
    const page = await getArticlePage(db(), "floppy-disks");
    expect(page!.article.title).toBe("Floppy disks & you");
    expect(page!.article.author?.name).toBe("oldadmin");
    expect(page!.article.category?.slug).toBe("retro");
    expect(page!.article.tags.map((tag) => tag.slug)).toEqual(["floppy"]);
    expect(page!.article.content).toContain("<p>They held 1.44 MB.<br />\nReally.</p>");
    expect(page!.article.content).toContain("<pre>\nA:\\&gt; dir\n</pre>");
    expect(await findLegacyRedirect(db(), new URL("http://x/2009/08/floppy-disks/"))).toBe(
      "/article/floppy-disks",
    );
  });

  it("reads WXR 1.1; a private post becomes a draft; category-style links redirect", async () => {
    const report = await runImport(db(), wordPressSource(fixturePath("wordpress-1.1.xml")), {
      format: "wordpress",
      dryRun: false,
      media: mediaOptions(),
    });
    expect(report.posts).toMatchObject({ created: 2, keptFromPublic: 1 });
    expect(report.warnings).toContain(
      '"Private thoughts" was private in WordPress; imported as a draft so that it does not become public.',
    );
    expect(await importNoteOf(db(), "private-thoughts")).toBe(
      "Imported as a draft: it was private in WordPress. Publishing it makes it free for everyone to read.",
    );
    const page = await getArticlePage(db(), "raising-a-seed-round");
    expect(page!.article.category?.slug).toBe("startups");
    expect(page!.article.content).toContain("<h2>Step one</h2>\n<p>Talk to people.</p>\n<ul>");
    expect(
      await findLegacyRedirect(db(), new URL("http://x/category/startups/raising-a-seed-round/")),
    ).toBe("/article/raising-a-seed-round");
  });

  it("a password-protected published post becomes a draft with the reason on it; the dry run counts it", async () => {
    const protectedFile = fixtureCopy("wordpress-1.1.xml", {
      // The first post's (empty) password, the one followed by its category.
      '<wp:post_password></wp:post_password>\n\t\t<wp:is_sticky>0</wp:is_sticky>\n\t\t<category domain="category"':
        '<wp:post_password>hunter2</wp:post_password>\n\t\t<wp:is_sticky>0</wp:is_sticky>\n\t\t<category domain="category"',
    });
    const dry = await runImport(db(), wordPressSource(protectedFile), {
      format: "wordpress",
      dryRun: true,
    });
    expect(dry.posts).toMatchObject({ created: 2, keptFromPublic: 2 });
    const report = await runImport(db(), wordPressSource(protectedFile), {
      format: "wordpress",
      dryRun: false,
      media: mediaOptions(),
    });
    expect(report.posts).toMatchObject({ created: 2, keptFromPublic: 2 });
    expect(await getArticlePage(db(), "raising-a-seed-round")).toBeNull();
    expect(await findLegacyRedirect(db(), new URL("http://x/?p=42"))).toBeNull();
    expect(await importNoteOf(db(), "raising-a-seed-round")).toBe(
      "Imported as a draft: it was password-protected in WordPress. Publishing it makes it free for everyone to read.",
    );
  });

  it("copies images from a local uploads folder without any network", async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), "techpulse-uploads-"));
    mkdirSync(path.join(uploads, "2023/05"), { recursive: true });
    writeFileSync(path.join(uploads, "2023/05/phone.png"), await makeImage("png", 320, 200));
    const report = await runImport(
      db(),
      wordPressSource(fixturePath("wordpress-1.2.xml"), { uploadsDir: uploads }),
      { format: "wordpress", dryRun: false, media: { ...mediaOptions(), fetchRemote: false } },
    );
    expect(report.media.copied).toBe(1);
    expect(report.mediaKept.map((item) => item.reason)).toEqual([
      "not found in the uploads folder",
    ]);
    rmSync(uploads, { recursive: true, force: true });
  });
});

describeEachEngine("WordPress import: refused files change nothing", ({ db }) => {
  const refused = async (file: string, message: RegExp) => {
    const run = runImport(db(), wordPressSource(file), {
      format: "wordpress",
      dryRun: false,
      media: mediaOptions(),
    });
    await expect(run).rejects.toThrow(ImportFormatError);
    await expect(
      runImport(db(), wordPressSource(file), { format: "wordpress", dryRun: true }),
    ).rejects.toThrow(message);
    expect(await postCount(db())).toBe(0);
  };

  it("entity expansion (billion laughs)", () =>
    refused(fixturePath("hostile-entities.xml"), /declares a DOCTYPE/));
  it("external entities", () => refused(fixturePath("hostile-external-entity.xml"), /DOCTYPE/));
  it("a truncated export", () => {
    const full = fixtureCopy("wordpress-1.2.xml");
    const text = readFileSync(full, "utf8");
    writeFileSync(full, text.slice(0, Math.floor(text.length * 0.6)));
    return refused(full, /truncated/);
  });
  it("not XML at all", () => refused(fixturePath("ghost-5.json"), /not well-formed XML/));
  it("XML that is not a WordPress export", () => {
    const file = fixtureCopy("wordpress-1.0.xml");
    writeFileSync(
      file,
      '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>',
    );
    return refused(file, /not a WordPress export/);
  });
});

describe("npm run import on the command line", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-cli-import-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("words the dry run as the admin page does, each progress figure on a line of its own", async () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !["SITE_URL", "DATABASE_URL"].includes(name)),
    );
    // Its output goes to pipes, as in a log: no \r there, or the figures run together.
    const { stdout, stderr } = await promisify(execFile)(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/import.ts", "--wordpress", fixturePath("wordpress-1.1.xml"), "--dry-run"],
      { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "silent" } },
    );
    expect(stderr).toBe("1 / 2 posts\n2 / 2 posts\n");
    expect(stdout).toContain("Dry run (nothing written): WordPress");
    expect(stdout).toContain("Posts: 2 would be created, 0 would be updated, 0 unchanged (of 2)");
    expect(stdout).toMatch(/\nAuthors: \d+ would be created, \d+ existing\n/);
  }, 60_000);
});
