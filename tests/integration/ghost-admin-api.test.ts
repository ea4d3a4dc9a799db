import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import GhostAdminAPI from "@tryghost/admin-api";
import GhostContentAPI from "@tryghost/content-api";
import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createIntegration } from "~/integrations/integrations.server";
import { describeEachEngine } from "../helpers/database";
import { FIXTURE_IDS, POST, PUBLISHED_NEWEST_FIRST, seedFixtures } from "../helpers/fixtures";
import { startAdminApiServer } from "../helpers/ghost-admin-api-server";
import { startContentApiServer } from "../helpers/content-api-server";
import { makeImage } from "../helpers/images";
import { testWriter } from "../helpers/writer";

/** Ghost's own Admin API client, as publishing tools use it, against the Admin API route. */
describeEachEngine(
  "Ghost Admin API (@tryghost/admin-api)",
  ({ db }) => {
    let server: Awaited<ReturnType<typeof startAdminApiServer>>;
    let content: Awaited<ReturnType<typeof startContentApiServer>>;
    let editorKey = "";
    let editorContentKey = "";
    let authorKey = "";
    let imageDir = "";
    beforeAll(async () => {
      server = await startAdminApiServer(db);
      content = await startContentApiServer(db);
      imageDir = mkdtempSync(path.join(tmpdir(), "admin-api-images-"));
    });
    afterAll(async () => {
      await server.close();
      await content.close();
      rmSync(imageDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      const box = server.services().services.integrationSecrets;
      const editor = await createIntegration(testWriter(db()), box, {
        name: "Desktop editor",
        role: "editor",
        createdBy: FIXTURE_IDS.ada,
      });
      editorKey = editor.adminKey;
      editorContentKey = editor.contentKey;
      authorKey = (
        await createIntegration(testWriter(db()), box, {
          name: "Bob's script",
          role: "author",
          createdBy: FIXTURE_IDS.bob,
        })
      ).adminKey;
    });
    const client = (key = editorKey) => GhostAdminAPI({ url: server.url, key, version: "v6.0" });
    const refusal = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

    it("gives Ghost's key formats and opens the Content API with the integration's key", async () => {
      expect(editorKey).toMatch(/^[0-9a-f]{24}:[0-9a-f]{64}$/);
      expect(editorContentKey).toMatch(/^[0-9a-f]{26}$/);
      const posts = await GhostContentAPI({
        url: content.url,
        key: editorContentKey,
        version: "v6.0",
      }).posts.browse({ limit: 2 });
      expect(posts.map((post) => post.id)).toEqual(PUBLISHED_NEWEST_FIRST.slice(0, 2));
    });

    it("browses, filters, paginates and reads by slug, drafts included for an editor", async () => {
      const first = await client().posts.browse({ limit: 3 });
      expect(first.map((post) => post.id)).toEqual([
        POST.draft,
        ...PUBLISHED_NEWEST_FIRST.slice(0, 2),
      ]);
      expect(first[0]).toMatchObject({ status: "draft" });
      expect(first.meta.pagination).toMatchObject({ page: 1, limit: 3, next: 2, prev: null });
      const second = await client().posts.browse({ limit: 3, page: 2 });
      expect(second.meta.pagination).toMatchObject({ page: 2, prev: 1 });
      const filtered = await client().posts.browse({ filter: "tag:beta", limit: "all" });
      expect(filtered.every((post) => (post.primary_tag as { slug: string }).slug === "beta")).toBe(
        true,
      );
      const read = await client().posts.read({ slug: "beta-two" });
      expect(read).toMatchObject({ id: POST.b2, status: "published", slug: "beta-two" });
      expect(read.authors).toEqual([expect.objectContaining({ id: FIXTURE_IDS.ada })]);
      const tags = await client().tags.browse({ limit: "all" });
      expect(tags.map((tag) => tag.slug)).toContain("kubernetes");
      expect(await client().users.read({ id: "me" })).toMatchObject({ id: FIXTURE_IDS.ada });
    });

    it("creates a draft, uploads its image, publishes it, and refuses a stale edit with 409", async () => {
      const draft = await client().posts.add(
        {
          title: "Shipped from a writing app",
          html: "<p>Hello <strong>world</strong></p><script>alert(1)</script>",
          tags: ["Alpha", "Rust"],
        },
        { source: "html" },
      );
      expect(draft).toMatchObject({ status: "draft", slug: "shipped-from-a-writing-app" });
      expect(draft.html).toContain("<strong>world</strong>");
      expect(draft.html).not.toContain("<script");
      expect(draft.primary_tag).toMatchObject({ slug: "alpha" });
      const stored = await db()
        .selectFrom("post_revisions")
        .select("post_id")
        .where("post_id", "=", String(draft.id))
        .execute();
      expect(stored).toHaveLength(1);

      const file = path.join(imageDir, "cover.png");
      writeFileSync(file, await makeImage("png", 1200, 630));
      const image = await client().images.upload({ file });
      expect(image.url).toMatch(new RegExp(`^${server.url}/media/.+\\.webp$`));

      const published = await client().posts.edit(
        {
          id: draft.id,
          updated_at: draft.updated_at,
          status: "published",
          feature_image: new URL(image.url).pathname,
        },
        { source: "html" },
      );
      expect(published).toMatchObject({ status: "published", feature_image: image.url });
      expect(published.published_at).toEqual(expect.any(String));

      const stale = await refusal(
        client().posts.edit({ id: draft.id, updated_at: draft.updated_at, title: "Late" }),
      );
      expect(stale).toMatchObject({
        name: "UpdateCollisionError",
        code: "UPDATE_COLLISION",
        message: "Saving failed! Someone else is editing this post.",
      });
      const same = await client().posts.read({ id: String(draft.id) });
      expect(same.title).toBe("Shipped from a writing app");

      await client().posts.delete({ id: String(draft.id) });
      expect(await refusal(client().posts.read({ id: String(draft.id) }))).toMatchObject({
        name: "NotFoundError",
      });
    });

    it("bounds an author integration to its person's own posts, and refuses bad input with 422", async () => {
      const own = await client(authorKey).posts.browse({ limit: "all" });
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.every((post) => (post.primary_author as { id: string }).id === FIXTURE_IDS.bob),
      ).toBe(true);
      expect(await refusal(client(authorKey).posts.read({ id: POST.a1 }))).toMatchObject({
        name: "NotFoundError",
      });
      const bad = await refusal(
        client().posts.add({ title: "No body", html: "" }, { source: "html" }),
      );
      expect(bad).toMatchObject({ name: "ValidationError" });
      const lexical = await refusal(client().posts.add({ title: "Lexical", lexical: "{}" }));
      expect(lexical).toMatchObject({ name: "ValidationError" });
    });

    it("schedules with status scheduled and a future published_at, through the editor's scheduling; the Content API never shows it", async () => {
      const at = new Date(Date.now() + 3 * 3_600_000);
      at.setUTCMilliseconds(0);
      const scheduled = await client().posts.add(
        {
          title: "Goes out later",
          html: "<p>Not yet.</p>",
          status: "scheduled",
          published_at: at.toISOString(),
        },
        { source: "html" },
      );
      expect(scheduled).toMatchObject({ status: "scheduled" });
      expect(Date.parse(String(scheduled.published_at))).toBe(at.getTime());
      const row = await db()
        .selectFrom("posts")
        .select(["published", "scheduled_at"])
        .where("id", "=", String(scheduled.id))
        .executeTakeFirstOrThrow();
      expect(row.published).toBe(false);
      expect(Date.parse(row.scheduled_at!)).toBe(at.getTime());

      const reader = GhostContentAPI({ url: content.url, key: editorContentKey, version: "v6.0" });
      expect(await refusal(reader.posts.read({ slug: String(scheduled.slug) }))).toMatchObject({
        name: "NotFoundError",
      });
      const listed = await reader.posts.browse({ limit: "all" });
      expect(listed.some((post) => post.id === scheduled.id)).toBe(false);

      // Moved, then back to a draft (off the schedule), as Ghost's status changes do.
      const later = new Date(at.getTime() + 3_600_000);
      const moved = await client().posts.edit({
        id: scheduled.id,
        updated_at: scheduled.updated_at,
        status: "scheduled",
        published_at: later.toISOString(),
      });
      expect(Date.parse(String(moved.published_at))).toBe(later.getTime());
      const draft = await client().posts.edit({
        id: scheduled.id,
        updated_at: moved.updated_at,
        status: "draft",
      });
      expect(draft).toMatchObject({ status: "draft", published_at: null });

      // A time in the past, or none, is refused and nothing is written.
      const before = await db().selectFrom("posts").select("id").execute();
      for (const publishedAt of [new Date(Date.now() - 60_000).toISOString(), undefined]) {
        expect(
          await refusal(
            client().posts.add(
              {
                title: "Too late",
                html: "<p>x</p>",
                status: "scheduled",
                published_at: publishedAt,
              },
              { source: "html" },
            ),
          ),
        ).toMatchObject({ name: "ValidationError" });
      }
      expect(await db().selectFrom("posts").select("id").execute()).toHaveLength(before.length);
      // Scheduling is publishing later: an author integration may, for its person's own posts.
      const own = await client(authorKey).posts.add(
        {
          title: "Bob later",
          html: "<p>b</p>",
          status: "scheduled",
          published_at: at.toISOString(),
        },
        { source: "html" },
      );
      expect(own).toMatchObject({ status: "scheduled" });
    });

    it("answers bad tokens with Ghost's 401s and never takes a cookie", async () => {
      const [keyId, secret] = editorKey.split(":") as [string, string];
      const now = Math.floor(Date.now() / 1000);
      const sign = (options: {
        kid?: string;
        aud?: string;
        iat?: number;
        exp?: number;
        secret?: string;
      }) => {
        const jwt = new SignJWT({})
          .setProtectedHeader({
            alg: "HS256",
            typ: "JWT",
            ...(options.kid === "" ? {} : { kid: options.kid ?? keyId }),
          })
          .setIssuedAt(options.iat ?? now)
          .setExpirationTime(options.exp ?? now + 300)
          .setAudience(options.aud ?? "/admin/");
        return jwt.sign(Buffer.from(options.secret ?? secret, "hex"));
      };
      const call = async (authorization: string | null, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}/ghost/api/admin/posts/`, {
          ...init,
          headers: { ...(authorization ? { Authorization: authorization } : {}), ...init.headers },
        });
        const body = (await response.json()) as { errors?: Array<Record<string, unknown>> };
        return { status: response.status, error: body.errors?.[0] };
      };
      expect(await call(`Ghost ${await sign({})}`)).toMatchObject({ status: 200 });
      expect(await call(`Ghost ${await sign({ kid: "0".repeat(24) })}`)).toMatchObject({
        status: 401,
        error: {
          type: "UnauthorizedError",
          message: "Unknown Admin API Key",
          code: "UNKNOWN_ADMIN_API_KEY",
        },
      });
      expect(await call(`Ghost ${await sign({ kid: "" })}`)).toMatchObject({
        status: 401,
        error: { code: "MISSING_ADMIN_API_KEY" },
      });
      expect(await call(`Ghost ${await sign({ iat: now - 600, exp: now - 300 })}`)).toMatchObject({
        status: 401,
        error: { type: "UnauthorizedError", message: "Expired token", code: "INVALID_JWT" },
      });
      expect(await call(`Ghost ${await sign({ exp: now + 3600 })}`)).toMatchObject({
        status: 401,
        error: { message: "Invalid token: Maximum token expiry is 5 minutes" },
      });
      expect(await call(`Ghost ${await sign({ aud: "/v2/content/" })}`)).toMatchObject({
        status: 401,
        error: { code: "INVALID_JWT" },
      });
      const token = await sign({});
      const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      expect(await call(`Ghost ${tampered}`)).toMatchObject({
        status: 401,
        error: { code: "INVALID_JWT" },
      });
      expect(await call(`Ghost ${await sign({ secret: "ab".repeat(32) })}`)).toMatchObject({
        status: 401,
        error: { code: "INVALID_JWT" },
      });
      expect(await call(`Bearer ${token}`)).toMatchObject({
        status: 401,
        error: { code: "INVALID_AUTH_HEADER" },
      });
      // A browser's session cookie opens nothing here.
      expect(
        await call(null, { headers: { Cookie: "better-auth.session_token=anything" } }),
      ).toMatchObject({
        status: 403,
        error: { type: "NoPermissionError" },
      });
      const lastUsed = await db()
        .selectFrom("integrations")
        .select("last_used_at")
        .where("admin_key_id", "=", keyId)
        .executeTakeFirstOrThrow();
      expect(lastUsed.last_used_at).not.toBeNull();
    });
  },
  seedFixtures,
);
