import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getArticlePage } from "~/content/article-page.server";
import { getAdminPost } from "~/content/posts.server";
import type { Db } from "~/db/connection.server";
import { createLocalDiskStorage } from "~/media/storage.server";
import { IMPORT_JSON_MAX_DEPTH, IMPORT_MESSAGES } from "~/transfer/constants";
import { ImportFormatError } from "~/transfer/errors";
import { ghostPaths, pathMatcher } from "~/transfer/ghost/json-stream.server";
import { runImport } from "~/transfer/import-run.server";
import { formatReport } from "~/transfer/report-text";
import { findLegacyRedirect } from "~/transfer/legacy-urls.server";
import { ghostSource } from "~/transfer/openers.server";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { fixtureCopy, fixturePath, startFileServer } from "../helpers/transfer";

let site: Awaited<ReturnType<typeof startFileServer>>;
let mediaRoot: string;

beforeAll(async () => {
  site = await startFileServer({
    "/content/images/2023/11/chart.png": {
      type: "image/png",
      body: await makeImage("png", 500, 300),
    },
  });
  mediaRoot = mkdtempSync(path.join(tmpdir(), "techpulse-ghost-media-"));
});
afterAll(async () => {
  await site.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

function media() {
  return {
    storage: createLocalDiskStorage(mediaRoot),
    fetchRemote: true,
    fetch: { allowPrivateAddresses: true, timeoutMs: 5000 },
    uploadedBy: null,
  };
}

/** Imports the Ghost 5 fixture, its images copied from the test's file server. */
function importGhost5(db: Db) {
  return runImport(db, ghostSource(fixturePath("ghost-5.json"), { siteUrl: site.origin }), {
    format: "ghost",
    dryRun: false,
    media: media(),
  });
}

/**
 * The Ghost 6 fixture with three more published posts that Ghost showed only to members, to
 * paying members and to some tiers.
 */
function ghostFileWithRestrictedPosts(): string {
  const file = fixtureCopy("ghost-6.json");
  const exported = JSON.parse(readFileSync(file, "utf8")) as {
    db: [{ data: { posts: Record<string, unknown>[] } }];
  };
  const posts = exported.db[0].data.posts;
  const template = posts[0]!;
  ["members", "paid", "tiers"].forEach((visibility, index) => {
    posts.push({
      ...template,
      id: `6800aa00000000000000010${index}`,
      uuid: `00000000-0000-4000-8000-00000000010${index}`,
      title: `For ${visibility}`,
      slug: `for-${visibility}`,
      visibility,
    });
  });
  writeFileSync(file, JSON.stringify(exported));
  return file;
}

async function slugs(db: Db) {
  const rows = await db.selectFrom("posts").select("slug").orderBy("slug").execute();
  return rows.map((row) => row.slug);
}

describeEachEngine(
  "Ghost import",
  ({ db }) => {
    it("Ghost 5: html, first author, public tags, category from a matching tag, images", async () => {
      const report = await importGhost5(db());
      expect(report.sourceTitle).toBe("Ada's Lab");
      expect(report.posts).toMatchObject({ created: 3, total: 4 });
      const skipped = report.skipped.map((item) => [item.reason.split(" (")[0], item.count]);
      expect(skipped).toHaveLength(2);
      expect(skipped).toEqual(
        expect.arrayContaining([
          ["Pages", 1],
          ["No HTML in the export and its Lexical document could not be rendered", 1],
        ]),
      );
      const warnings = report.warnings.join("\n");
      expect(warnings).toMatch(/Internal #tags were not imported/);
      expect(warnings).toMatch(/"Next launch" was scheduled/);
      expect(report.media.copied).toBe(1);

      const page = await getArticlePage(db(), "shipping-ai-features");
      const article = page!.article;
      expect(article.author?.name).toBe("Ada Writer");
      expect(article.category?.slug).toBe("ai");
      expect(article.tags.map((tag) => tag.slug).sort()).toEqual(["ai", "machine-learning"]);
      expect(article.date).toBe("2023-11-23T09:00:00.000Z");
      expect(article.imageUrl).toMatch(/^\/media\/uploads\//);
      expect(article.content).toContain(`href="${site.origin}/earlier-post/"`);
      expect(article.content).toMatch(/<img src="\/media\/uploads\/[^"]+" alt="Chart"/);
      expect(article.content).not.toContain("__GHOST_URL__");
      // Ghost's search and social fields become the post's own.
      expect(article.seo).toEqual({
        metaTitle: "Shipping AI | Blog",
        metaDescription: "How we shipped",
        socialImage: null,
        canonicalUrl: "https://ada.example/first-published-here",
        noindex: false,
      });
      expect(await findLegacyRedirect(db(), new URL("http://x/shipping-ai-features/"))).toBe(
        "/article/shipping-ai-features",
      );
    });

    describe("once the Ghost 5 file is imported", () => {
      beforeEach(async () => {
        await importGhost5(db());
      });

      it("Ghost 5: a post with only its Lexical document is rendered by Ghost's renderer, then sanitized", async () => {
        const content = (await getArticlePage(db(), "lexical-only"))!.article.content;
        expect(content).toContain("<strong>without</strong>");
        expect(content).toContain('href="https://example.com/docs"');
        expect(content).toMatch(/<h2[^>]*>Rendered by Ghost<\/h2>/);
        expect(content).toMatch(/<img src="\/media\/uploads\/[^"]+"[^>]* alt="Lexical chart"/);
        expect(content).toContain("<figcaption>A chart from Lexical</figcaption>");
        expect(content).toContain("<p>From an HTML card</p>");
        expect(content).not.toContain("<script");
        expect(content).not.toContain("__GHOST_URL__");
        // Loading the renderers takes seconds of CPU: they load on a thread of their own, never
        // on the thread that answers requests (issue 37).
        const loadedHere = Object.keys(createRequire(import.meta.url).cache);
        expect(loadedHere.filter((file) => file.includes("@tryghost/kg-"))).toEqual([]);
        expect(loadedHere.filter((file) => file.includes("jsdom"))).toEqual([]);
      });

      it("is idempotent", async () => {
        const before = await slugs(db());
        const report = await importGhost5(db());
        expect(report.posts).toMatchObject({ created: 0, unchanged: 3 });
        expect(await slugs(db())).toEqual(before);
      });

      it("run again without the old site's address, its copied images stay (never dead paths)", async () => {
        const before = (await getArticlePage(db(), "shipping-ai-features"))!.article;
        const again = await runImport(db(), ghostSource(fixturePath("ghost-5.json")), {
          format: "ghost",
          dryRun: false,
          media: media(),
        });
        // The text now reads `/content/images/…` (no address): a changed post, found by path.
        expect(again.posts.updated).toBeGreaterThan(0);
        expect(again.media).toMatchObject({ copied: 0 });
        expect(again.media.reused).toBeGreaterThan(0);
        const after = (await getArticlePage(db(), "shipping-ai-features"))!.article;
        expect(after.imageUrl).toBe(before.imageUrl);
        expect(after.content).toMatch(/<img src="\/media\/uploads\/[^"]+" alt="Chart"/);
        expect(after.content).not.toContain("/content/images/");
      });

      it("a second run counts the file's authors, categories and tags as existing", async () => {
        // The first run (beforeEach) created or matched them; its posts are unchanged now, yet
        // the authors are still the file's and still on the site: "1 existing", not "0 matched".
        const second = await importGhost5(db());
        expect(second.posts).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
        for (const kind of ["authors", "categories", "tags"] as const) {
          expect(second[kind].created).toBe(0);
          expect(second[kind].matched).toBeGreaterThan(0);
        }
        expect(formatReport(second)).toContain(
          `Authors: 0 created, ${second.authors.matched} existing`,
        );
      });
    });

    it("Ghost 2: author_id, page flag, author bio, first public tag as category", async () => {
      const report = await runImport(db(), ghostSource(fixturePath("ghost-2.json")), {
        format: "ghost",
        dryRun: false,
        media: media(),
      });
      expect(report.posts.created).toBe(2);
      expect(report.skipped[0]).toMatchObject({ count: 1 });
      // Mobiledoc only (no html): Ghost's renderer with its default cards.
      const rendered = (await getArticlePage(db(), "mobiledoc-only"))!.article.content;
      expect(rendered).toContain("<em>rendered</em>");
      expect(rendered).toMatch(/<h2[^>]*>From Markdown<\/h2>/);
      expect(rendered).toMatch(/<li>one<\/li>\s*<li>two<\/li>/);
      expect(rendered).toContain("<figcaption>Old image</figcaption>");
      const page = await getArticlePage(db(), "welcome");
      expect(page!.article.author?.name).toBe("Ghost Owner");
      expect(page!.article.excerpt).toBe("The very first post.");
      expect(page!.article.category?.slug).toBe("software");
      expect(page!.author?.bio).toBe("Writes things.");
    });

    it("Ghost 6 with no authors: posts import as Anonymous", async () => {
      const report = await runImport(db(), ghostSource(fixturePath("ghost-6.json")), {
        format: "ghost",
        dryRun: false,
        media: { ...media(), fetchRemote: false },
      });
      expect(report.posts.created).toBe(1);
      expect(report.warnings.join("\n")).toMatch(/has no author/);
      expect(report.mediaKept.length).toBeGreaterThan(0);
      const page = await getArticlePage(db(), "ghost-six-post");
      expect(page!.article.author).toBeNull();
    });

    it("members-only, paid and tiers posts never become public: drafts with the reason on the post, counted by the dry run", async () => {
      const file = ghostFileWithRestrictedPosts();
      const dry = await runImport(db(), ghostSource(file), { format: "ghost", dryRun: true });
      expect(dry.posts).toMatchObject({ created: 4, keptFromPublic: 3 });
      expect(formatReport(dry)).toContain(
        "Not public at the source: 3 would be imported as drafts",
      );
      expect(await slugs(db())).not.toContain("for-paid");

      const report = await runImport(db(), ghostSource(file), {
        format: "ghost",
        dryRun: false,
        media: { ...media(), fetchRemote: false },
      });
      expect(report.posts).toMatchObject({ created: 4, keptFromPublic: 3 });
      const reasons = {
        members: "was for signed-in members only in Ghost",
        paid: "was for paying members only in Ghost",
        tiers: "was for members of some tiers only in Ghost",
      };
      for (const [visibility, reason] of Object.entries(reasons)) {
        const slug = `for-${visibility}`;
        expect(await getArticlePage(db(), slug), slug).toBeNull();
        expect(await findLegacyRedirect(db(), new URL(`http://x/${slug}/`))).toBeNull();
        const row = await db()
          .selectFrom("posts")
          .select(["id", "published"])
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow();
        expect(row.published).toBe(false);
        expect((await getAdminPost(db(), row.id))!.importNote).toBe(
          `Imported as a draft: it ${reason}. Publishing it makes it free for everyone to read.`,
        );
        expect(report.warnings).toContain(
          `"For ${visibility}" ${reason}; imported as a draft so that it does not become public.`,
        );
      }
      // The public post is published as before, with no note.
      const open = await getArticlePage(db(), "ghost-six-post");
      expect(open).not.toBeNull();
      expect((await getAdminPost(db(), open!.article.id))!.importNote).toBeNull();

      // Importing the file again changes nothing, and still says how many are not public.
      const again = await runImport(db(), ghostSource(file), {
        format: "ghost",
        dryRun: false,
        media: { ...media(), fetchRemote: false },
      });
      expect(again.posts).toMatchObject({ created: 0, unchanged: 4, keptFromPublic: 3 });
      expect(await getArticlePage(db(), "for-paid")).toBeNull();
    });

    it("refuses bad files and changes nothing", async () => {
      const before = await slugs(db());
      const bad = fixtureCopy("ghost-5.json");
      const cases: [string, RegExp][] = [
        ['{"db":[{"meta":{},"data":{"posts":[{"id":"1"', /truncated/],
        ["<rss></rss>", /not valid JSON/],
        ['{"hello":"world"}', /not a Ghost export/],
      ];
      for (const [text, message] of cases) {
        writeFileSync(bad, text);
        const run = runImport(db(), ghostSource(bad), {
          format: "ghost",
          dryRun: false,
          media: media(),
        });
        await expect(run).rejects.toThrow(ImportFormatError);
        await expect(
          runImport(db(), ghostSource(bad), { format: "ghost", dryRun: true }),
        ).rejects.toThrow(message);
      }
      expect(await slugs(db())).toEqual(before);
    });

    it("refuses a file nested deeper than the limit, naming the limit, and changes nothing", async () => {
      const before = await slugs(db());
      const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
      const file = fixtureCopy("ghost-5.json");
      // 50,000 deep (100 KB) once stopped every request for seconds; inside a post or bare.
      for (const text of [
        deep(50_000),
        `{"db":[{"meta":{"version":"5.0.0"},"data":{"posts":[{"id":"1","html":${deep(50_000)}}]}}]}`,
        deep(IMPORT_JSON_MAX_DEPTH + 1),
      ]) {
        writeFileSync(file, text);
        for (const dryRun of [true, false]) {
          const run = runImport(db(), ghostSource(file), {
            format: "ghost",
            dryRun,
            media: media(),
          });
          await expect(run).rejects.toThrow(ImportFormatError);
          await expect(
            runImport(db(), ghostSource(file), { format: "ghost", dryRun, media: media() }),
          ).rejects.toThrow(IMPORT_MESSAGES.tooDeep);
        }
      }
      expect(IMPORT_MESSAGES.tooDeep).toContain(String(IMPORT_JSON_MAX_DEPTH));
      expect(await slugs(db())).toEqual(before);
    });

    it("gives the event loop a turn between posts, so requests are answered during an import", async () => {
      // A chain of setImmediate callbacks counts the loop's turns; each post's progress call
      // notes the count. On SQLite every await of an import settles without a turn unless the
      // import yields.
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const seen: number[] = [];
      try {
        await runImport(db(), ghostSource(fixturePath("ghost-5.json")), {
          format: "ghost",
          dryRun: true,
          onProgress: () => void seen.push(turns),
        });
      } finally {
        counting = false;
      }
      expect(seen.length).toBeGreaterThanOrEqual(3);
      for (let index = 1; index < seen.length; index += 1) {
        expect(seen[index]).toBeGreaterThan(seen[index - 1]!);
      }
    });

    it("accepts nesting up to the limit", async () => {
      // The Ghost 6 fixture with a table nested exactly as deep as allowed: the document, db,
      // db[0], data, the table and its row make 6 levels, then arrays to the limit.
      const arrays = IMPORT_JSON_MAX_DEPTH - 6;
      const nested = "[".repeat(arrays) + "]".repeat(arrays);
      const file = fixtureCopy("ghost-6.json", {
        '"data": {': `"data": {"deep_setting": [{"value": ${nested}}],`,
      });
      const report = await runImport(db(), ghostSource(file), { format: "ghost", dryRun: true });
      expect(report.posts.created).toBe(1);
    });
  },
  seedDemo,
);

describe("Ghost JSON paths", () => {
  /** A path `depth` segments long that counts how many of its segments are read. */
  function countedPath(depth: number) {
    const reads = { count: 0 };
    const segments = Array.from({ length: depth }, (_, index) => (index < 3 ? "db" : index));
    const path = new Proxy(segments, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads.count += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return { path, reads };
  }

  it("the filter's work per token does not grow with the depth of the token", () => {
    const matches = pathMatcher(ghostPaths("data.posts", "meta.version"));
    const shallow = countedPath(10_000);
    const deep = countedPath(40_000);
    expect(matches(shallow.path)).toBeNull();
    expect(matches(deep.path)).toBeNull();
    // Joining the path, as the filter once did, read every segment: 10,000 and 40,000 here.
    expect(deep.reads.count).toBe(shallow.reads.count);
    expect(deep.reads.count).toBeLessThanOrEqual(4);
  });

  it("matches the wanted paths exactly, with or without Ghost's db[0] wrapper", () => {
    const matches = pathMatcher(ghostPaths("data.posts"));
    expect(matches(["data", "posts"])).toBe("data.posts");
    expect(matches(["db", 0, "data", "posts"])).toBe("db.0.data.posts");
    expect(matches(["db", 1, "data", "posts"])).toBeNull();
    expect(matches(["db", 0, "data", "posts", 0])).toBeNull();
    expect(matches(["data", "pages"])).toBeNull();
  });
});
