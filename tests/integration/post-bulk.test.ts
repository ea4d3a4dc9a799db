import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_TEXT, BULK_TEXT_LIMIT, type StaffRole } from "~/lib/staff-text";
import * as postsRoute from "~/routes/admin-hub/posts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../helpers/database";
import {
  createTestAuth,
  signedInAccount,
  formRequest,
  TEST_ORIGIN,
  type TestAuth,
} from "../helpers/auth";
import { createTestServices, type TestServices } from "../helpers/services";
import { outcomeOf } from "../helpers/authorization";

const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-bulk-"));
process.env.SITE_URL = TEST_ORIGIN;
process.env.DATA_DIR = dataDir;

describe.each(ENGINES)("bulk actions of the posts list [%s]", (engine) => {
  let database: TestDatabase;
  let t: TestAuth;
  let services: TestServices;
  const accounts = new Map<StaffRole, { id: string; cookie: string }>();

  async function account(role: StaffRole, index: number) {
    const signedIn = await signedInAccount(t, {
      email: `bulk-${role}-${engine}@example.com`,
      name: `Bulk ${role}`,
      role,
      ip: `192.0.2.${index}`,
    });
    accounts.set(role, signedIn);
  }

  async function insertPost(owner: StaffRole, published: boolean): Promise<string> {
    const id = randomUUID();
    await database.db
      .insertInto("posts")
      .values({
        id,
        title: `Bulk ${id.slice(0, 8)}`,
        slug: `bulk-${id}`,
        excerpt: "",
        content: "<p>Text</p>",
        content_text: "Text",
        word_count: 1,
        published,
        published_at: published ? "2026-01-01T00:00:00.000Z" : null,
        author_id: accounts.get(owner)!.id,
        category_id: null,
      })
      .execute();
    return id;
  }

  async function bulk(role: StaffRole, fields: Record<string, string | string[]>) {
    const request = formRequest(
      "/admin-hub/posts",
      { intent: "bulk", ...fields },
      {
        cookie: accounts.get(role)!.cookie,
      },
    );
    const result = postsRoute.action({ request, params: {}, context: services.context } as never);
    const { status } = await outcomeOf(result);
    const body = ((await result) as { data?: { ok: boolean; message: string } }).data;
    return { status, body };
  }

  async function states(ids: string[]) {
    const rows = await database.db
      .selectFrom("posts")
      .select(["id", "published", "published_at"])
      .where("id", "in", ids)
      .execute();
    return Object.fromEntries(
      ids.map((id) => {
        const row = rows.find((one) => one.id === id);
        return [id, row ? (row.published ? "published" : "draft") : "gone"];
      }),
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = createTestAuth(database.db);
    services = createTestServices(database.db, t, { dataDir });
    await account("editor", 31);
    await account("author", 32);
    await account("contributor", 33);
  });
  afterAll(async () => {
    await services?.cleanup();
    t?.cleanup();
    await database?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("an editor publishes several drafts at once; one already published is counted, not touched", async () => {
    const drafts = [await insertPost("author", false), await insertPost("contributor", false)];
    const out = await insertPost("editor", true);
    const answer = await bulk("editor", { bulkAction: "publish", postId: [...drafts, out] });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        message: `${BULK_TEXT.done.publish(2)} ${BULK_TEXT.unchanged(1)}`,
      },
    });
    expect(await states([...drafts, out])).toEqual({
      [drafts[0]!]: "published",
      [drafts[1]!]: "published",
      [out]: "published",
    });
    const kept = await database.db
      .selectFrom("posts")
      .select("published_at")
      .where("id", "=", out)
      .executeTakeFirstOrThrow();
    expect(new Date(kept.published_at!).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("an author acts only on their own posts: others' are left alone and counted", async () => {
    const own = await insertPost("author", true);
    const editors = await insertPost("editor", true);
    const answer = await bulk("author", { bulkAction: "unpublish", postId: [own, editors] });
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, message: `${BULK_TEXT.done.unpublish(1)} ${BULK_TEXT.refused(1)}` },
    });
    expect(await states([own, editors])).toEqual({ [own]: "draft", [editors]: "published" });
  });

  it("a contributor may delete own drafts but not publish them; all refused is a 403", async () => {
    const mine = [await insertPost("contributor", false), await insertPost("contributor", false)];
    const refused = await bulk("contributor", { bulkAction: "publish", postId: mine });
    expect(refused).toEqual({
      status: 403,
      body: { ok: false, message: BULK_TEXT.refused(2) },
    });
    expect(await states(mine)).toEqual({ [mine[0]!]: "draft", [mine[1]!]: "draft" });

    const deleted = await bulk("contributor", { bulkAction: "delete", postId: mine });
    expect(deleted).toEqual({ status: 200, body: { ok: true, message: BULK_TEXT.done.delete(2) } });
    expect(await states(mine)).toEqual({ [mine[0]!]: "gone", [mine[1]!]: "gone" });
  });

  it.each([
    ["no post", { bulkAction: "delete" }, BULK_TEXT.noneSelected],
    ["an unknown action", { bulkAction: "archive", postId: "x" }, BULK_TEXT.unknownAction],
    [
      "too many posts",
      {
        bulkAction: "delete",
        postId: Array.from({ length: BULK_TEXT_LIMIT + 1 }, (_, n) => `post-${n}`),
      },
      BULK_TEXT.tooMany,
    ],
  ])("refuses %s with 400 and its message, changing nothing", async (_, fields, message) => {
    const draft = await insertPost("editor", false);
    const answer = await bulk("editor", fields);
    expect(answer).toEqual({ status: 400, body: { ok: false, message } });
    expect(await states([draft])).toEqual({ [draft]: "draft" });
  });
});
