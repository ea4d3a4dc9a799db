import GhostContentAPI from "@tryghost/content-api";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { rotateContentApiKey } from "~/ghost-api/content-keys.server";
import { describeEachEngine } from "../helpers/database";
import { FIXTURE_IDS, POST, PUBLISHED_NEWEST_FIRST, seedFixtures } from "../helpers/fixtures";
import { startContentApiServer } from "../helpers/content-api-server";
import { testWriter } from "../helpers/writer";

/** Ghost's own client, as a front end uses it, against the Content API route. */
describeEachEngine(
  "Ghost Content API (@tryghost/content-api)",
  ({ db }) => {
    let server: Awaited<ReturnType<typeof startContentApiServer>>;
    let key = "";
    beforeAll(async () => {
      server = await startContentApiServer(db);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      key = await rotateContentApiKey(testWriter(db()));
    });
    const client = () => GhostContentAPI({ url: server.url, key, version: "v6.0" });
    const get = (path: string) => fetch(`${server.url}/ghost/api/content/${path}`);

    it("browses published posts newest first with Ghost's pagination", async () => {
      const posts = await client().posts.browse();
      expect(posts.map((post) => post.id)).toEqual(PUBLISHED_NEWEST_FIRST);
      expect(posts.meta.pagination).toEqual({
        page: 1,
        limit: 15,
        pages: 1,
        total: PUBLISHED_NEWEST_FIRST.length,
        next: null,
        prev: null,
      });
      expect(posts.map((post) => post.id)).not.toContain(POST.draft);
    });

    it("paginates as Ghost does", async () => {
      const second = await client().posts.browse({ limit: 3, page: 2 });
      expect(second.map((post) => post.id)).toEqual(PUBLISHED_NEWEST_FIRST.slice(3, 6));
      expect(second.meta.pagination).toEqual({
        page: 2,
        limit: 3,
        pages: 4,
        total: 10,
        next: 3,
        prev: 1,
      });
      const last = await client().posts.browse({ limit: 3, page: 4 });
      expect(last.meta.pagination).toMatchObject({ page: 4, next: null, prev: 3 });
      const all = await client().posts.browse({ limit: "all" });
      expect(all.meta.pagination).toMatchObject({ limit: 100, pages: 1 });
    });

    it("reads a post by slug and by id, never a draft", async () => {
      const bySlug = await client().posts.read({ slug: "beta-two" });
      expect(bySlug).toMatchObject({
        id: POST.b2,
        title: "Beta two",
        slug: "beta-two",
        url: `${server.url}/article/beta-two`,
        feature_image: `${server.url}/media/covers/beta-two.webp`,
        featured: false,
        visibility: "public",
        custom_excerpt: "Excerpt of Beta two.",
        published_at: "2026-01-06T09:30:00.000+00:00",
      });
      expect(bySlug.html).toContain(`href="${server.url}/article/alpha-one"`);
      expect((await client().posts.read({ id: POST.a1 })).slug).toBe("alpha-one");
      const missing = await client()
        .posts.read({ id: POST.draft })
        .catch((error: unknown) => error);
      expect(missing).toMatchObject({ name: "NotFoundError", message: "Post not found." });
    });

    it("filters with Ghost's NQL", async () => {
      const ids = async (filter: string) =>
        (await client().posts.browse({ filter, limit: "all" })).map((post) => post.id).sort();
      expect(await ids("tag:kubernetes")).toEqual([POST.a1, POST.a4, POST.b2].sort());
      // A category is a tag too: the primary one.
      expect(await ids("tag:beta")).toEqual([POST.b1, POST.b2].sort());
      expect(await ids("tags:[security,beta]")).toEqual(
        [POST.a2, POST.a4, POST.b1, POST.b2].sort(),
      );
      expect(await ids(`author:${FIXTURE_IDS.bob}`)).toEqual([POST.a3]);
      expect(await ids("featured:true")).toEqual([]);
      expect(await ids("published_at:>'2026-01-07 12:00:00'")).toEqual(
        [POST.bodyHit, POST.markup, POST.orphan].sort(),
      );
      expect(await ids(`slug:alpha-one,id:${POST.b1}`)).toEqual([POST.a1, POST.b1].sort());
      expect(await ids("primary_tag:alpha+tag:-kubernetes+tag:-security")).toEqual(
        [POST.a3, POST.titleHit, POST.bodyHit, POST.markup].sort(),
      );
      expect(await ids("title:~'operators'")).toEqual([POST.titleHit]);
    });

    it("pages a site listing's filter (none, a topic, a category, an author) as the general filter does", async () => {
      // `+featured:false` matches every post but makes the filter a general one: the answer
      // must not depend on which path (the listing's index and kept total, or a count) ran.
      const pages = async (filter: string | undefined) => {
        const seen = [];
        for (let page = 1; page <= 6; page++) {
          const posts = await client().posts.browse({
            limit: 2,
            page,
            ...(filter ? { filter } : {}),
          });
          seen.push({ ids: posts.map((post) => post.id), pagination: posts.meta.pagination });
        }
        return seen;
      };
      for (const filter of [
        "tag:kubernetes",
        "tag:beta",
        "primary_tag:alpha",
        `author:${FIXTURE_IDS.bob}`,
      ]) {
        const listing = await pages(filter);
        expect(listing[0]!.ids.length).toBeGreaterThan(0);
        expect(listing).toEqual(await pages(`${filter}+featured:false`));
      }
      expect(await pages(undefined)).toEqual(await pages("featured:false"));
    });

    it("answers a filter it cannot run with Ghost's 400", async () => {
      for (const filter of ["tag:", "word_count:>5", "(tag:kubernetes"]) {
        const response = await get(`posts/?key=${key}&filter=${encodeURIComponent(filter)}`);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: Array<Record<string, unknown>> };
        expect(body.errors[0]).toMatchObject({
          type: "BadRequestError",
          message: "Error parsing filter",
        });
      }
    });

    it("includes tags and authors, and nothing private", async () => {
      const post = await client().posts.read(
        { slug: "beta-two" },
        { include: "tags,authors", formats: "html,plaintext" },
      );
      const tags = post.tags as Array<{ slug: string; url: string }>;
      expect(tags.map((tag) => tag.slug)).toEqual(["beta", "kubernetes"]);
      expect(tags[1]!.url).toBe(`${server.url}/topics/kubernetes`);
      expect(post.primary_tag).toMatchObject({ slug: "beta", url: `${server.url}/category/beta` });
      expect(post.primary_author).toMatchObject({ id: FIXTURE_IDS.ada, name: "Ada Lovelace" });
      expect(typeof post.plaintext).toBe("string");
      const text = JSON.stringify(post);
      for (const secret of ["email", "role", "roles", "revisions", "scheduled_at", "noindex"]) {
        expect(text).not.toContain(`"${secret}":`);
      }
      expect(text).not.toContain("@");
    });

    it("gives only the fields and formats asked for", async () => {
      const [post] = await client().posts.browse({ fields: "title,url", limit: 1 });
      expect(Object.keys(post!).sort()).toEqual(["title", "url"]);
      const plain = await client().posts.read({ id: POST.a1 }, { formats: "plaintext" });
      expect(plain.html).toBeUndefined();
      expect(plain.plaintext).toContain("Teams shipped steady releases");
    });

    it("lists tags and authors with their counts", async () => {
      const tags = await client().tags.browse({ include: "count.posts", limit: "all" });
      expect(tags.map((tag) => [tag.slug, (tag.count as { posts: number }).posts])).toEqual([
        ["alpha", 7],
        ["beta", 2],
        ["empty", 0],
        ["kubernetes", 3],
        ["security", 2],
      ]);
      expect(await client().tags.read({ slug: "kubernetes" })).toMatchObject({
        name: "Kubernetes",
      });
      const authors = await client().authors.browse({ include: "count.posts" });
      // In name order; a profile without a name is shown as the site shows it.
      expect(
        authors.map((author) => [author.name, (author.count as { posts: number }).posts]),
      ).toEqual([
        ["Ada Lovelace", 8],
        ["Anonymous", 1],
      ]);
      expect(authors[1]!.slug).toBe(FIXTURE_IDS.bob);
      expect(JSON.stringify(authors)).not.toContain("email");
    });

    it("answers settings, and pages and tiers empty in Ghost's shape", async () => {
      const settings = await client().settings.browse();
      expect(settings).toMatchObject({ lang: "en", url: `${server.url}/` });
      expect(typeof settings.title).toBe("string");
      const pages = await client().pages.browse();
      expect([...pages]).toEqual([]);
      expect(pages.meta.pagination).toEqual({
        page: 1,
        limit: 15,
        pages: 1,
        total: 0,
        next: null,
        prev: null,
      });
      expect([...(await client().tiers.browse())]).toEqual([]);
    });

    it("refuses a missing or unknown key in Ghost's shape, and a rotated key at once", async () => {
      const missing = await get("posts/");
      expect(missing.status).toBe(403);
      expect(await missing.json()).toMatchObject({
        errors: [{ type: "NoPermissionError", message: "Authorization failed" }],
      });
      const unknown = await get(`posts/?key=${"0".repeat(26)}`);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toMatchObject({
        errors: [{ type: "UnauthorizedError", message: "Unknown Content API Key" }],
      });
      const old = key;
      key = await rotateContentApiKey(testWriter(db()));
      expect((await get(`posts/?key=${old}`)).status).toBe(401);
      expect((await get(`posts/?key=${key}`)).status).toBe(200);
    });

    it("answers any origin, and malformed parameters with Ghost's 422", async () => {
      const response = await get(`tags/?key=${key}`);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const bad = await get(`posts/?key=${key}&limit=lots`);
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({
        errors: [{ type: "ValidationError", message: "Validation (isInt) failed for limit" }],
      });
      expect((await get(`nothing/?key=${key}`)).status).toBe(404);
    });
  },
  seedFixtures,
);
