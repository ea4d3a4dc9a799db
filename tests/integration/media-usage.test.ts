import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPost } from "~/content/post-commands.server";
import type { Db } from "~/db/connection.server";
import { MEDIA_ALREADY_IN_LIBRARY } from "~/media/constants";
import { handleMediaDelete, handleMediaUpload, handleMediaUsage } from "~/media/endpoints.server";
import { getMedia, getMediaUsage, listMedia, uploadMedia } from "~/media/library.server";
import { createLocalDiskStorage, type MediaStorage } from "~/media/storage.server";
import type { MediaDeleteResponse, MediaItem, MediaUploadResponse } from "~/media/types";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { testWriter } from "../helpers/writer";

const ENDPOINT = "http://techpulse.test/admin-hub/media";

let root = "";

/** The file behind a `/media/...` URL. */
function fileOfUrl(url: string): string {
  return path.join(root, url.slice("/media/".length));
}

function useTempStorage(): () => MediaStorage {
  let storage: MediaStorage | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "techpulse-media-usage-"));
    storage = createLocalDiskStorage(root);
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return () => storage!;
}

async function upload(db: Db, storage: MediaStorage, seed: number, alt = ""): Promise<MediaItem> {
  return uploadMedia(db, storage, {
    data: await makeImage("png", 40 + seed, 30),
    originalName: `image-${seed}.png`,
    alt,
    uploadedBy: null,
  });
}

function deleteRequest(fields: Record<string, string>): Request {
  return new Request(`${ENDPOINT}/delete`, { method: "POST", body: new URLSearchParams(fields) });
}

async function post(
  db: Db,
  fields: {
    title: string;
    published?: boolean;
    featured?: string | null;
    content?: string;
    social?: string;
  },
): Promise<string> {
  return createPost(testWriter(db), {
    title: fields.title,
    slug: fields.title.toLowerCase().replace(/\W+/g, "-"),
    excerpt: "",
    content: fields.content ?? "<p>Words.</p>",
    featuredImage: fields.featured ?? null,
    published: fields.published ?? false,
    categoryId: null,
    authorId: null,
    seo: fields.social ? { socialImage: fields.social } : undefined,
  });
}

describeEachEngine("media: where an image is used, and deleting a used one", ({ db }) => {
  const storage = useTempStorage();

  it("finds every post that shows the image (featured, social, in the text, any spelling of any variant) and the profiles", async () => {
    const image = await upload(db(), storage(), 1);
    const other = await upload(db(), storage(), 2);
    const featured = await post(db(), {
      title: "Featured story",
      published: true,
      featured: image.url,
    });
    const inBody = await post(db(), {
      title: "Draft with the picture",
      // The smallest variant, by its absolute address, as an export or a paste may leave it.
      content: `<p>Look:</p><p><img src="https://techpulse.test${image.thumbnailUrl}" alt=""></p>`,
    });
    const social = await post(db(), { title: "Social only", social: image.url });
    await post(db(), { title: "Other image", published: true, featured: other.url });
    await insertTestPost(db(), { title: "Unrelated", published: true });
    await db()
      .insertInto("profiles")
      .values({ id: "author-1", full_name: "Ada Writer", avatar_url: image.url })
      .execute();

    const usage = (await getMediaUsage(db(), image.id))!;
    expect(usage.postCount).toBe(3);
    expect(usage.publishedCount).toBe(1);
    // Published first.
    expect(usage.posts[0]).toEqual({
      id: featured,
      title: "Featured story",
      slug: "featured-story",
      status: "published",
      places: ["featured"],
    });
    expect(
      usage.posts
        .slice(1)
        .map((p) => [p.id, p.status, p.places])
        .sort(),
    ).toEqual(
      [
        [inBody, "draft", ["body"]],
        [social, "draft", ["social"]],
      ].sort(),
    );
    expect(usage.profiles).toEqual(["Ada Writer"]);

    const unused = (await getMediaUsage(db(), (await upload(db(), storage(), 3)).id))!;
    expect(unused).toMatchObject({ posts: [], postCount: 0, publishedCount: 0, profiles: [] });
    expect(await getMediaUsage(db(), "00000000-0000-4000-8000-000000000000")).toBeNull();

    const answer = await handleMediaUsage(new Request(`${ENDPOINT}/usage?id=${image.id}`), db());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, usage });
    expect((await handleMediaUsage(new Request(`${ENDPOINT}/usage?id=nope`), db())).status).toBe(
      404,
    );
  });

  it("refuses to delete a used image unless exactly its current uses were confirmed, then deletes it", async () => {
    const image = await upload(db(), storage(), 4);
    await post(db(), { title: "Live article", published: true, featured: image.url });
    const context = { db: db(), storage: storage() };

    const refused = await handleMediaDelete(deleteRequest({ id: image.id }), context);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as Extract<MediaDeleteResponse, { ok: false }>;
    expect(body.ok).toBe(false);
    expect(body.message).toContain("“Live article” (published)");
    expect(body.message).toContain("1 post (1 published)");
    expect(body.usage?.posts.map((p) => p.title)).toEqual(["Live article"]);
    // Nothing deleted.
    expect(await getMedia(db(), storage(), image.id)).not.toBeNull();
    expect(image.variants.every((variant) => existsSync(fileOfUrl(variant.url)))).toBe(true);

    // A wrong token, or one from before another post started to show the image: refused too.
    const token = body.usage!.token;
    expect(
      (await handleMediaDelete(deleteRequest({ id: image.id, confirmedUsage: "x" }), context))
        .status,
    ).toBe(409);
    await post(db(), {
      title: "Newer article",
      content: `<p><img src="${image.url}" alt="A chart"></p>`,
    });
    const stale = await handleMediaDelete(
      deleteRequest({ id: image.id, confirmedUsage: token }),
      context,
    );
    expect(stale.status).toBe(409);
    const now = (await stale.json()) as Extract<MediaDeleteResponse, { ok: false }>;
    expect(now.usage!.postCount).toBe(2);
    expect(await getMedia(db(), storage(), image.id)).not.toBeNull();

    const deleted = await handleMediaDelete(
      deleteRequest({ id: image.id, confirmedUsage: now.usage!.token }),
      context,
    );
    expect(deleted.status).toBe(200);
    expect(await getMedia(db(), storage(), image.id)).toBeNull();
    expect(image.variants.some((variant) => existsSync(fileOfUrl(variant.url)))).toBe(false);
  });

  it("deletes an image nobody uses without any confirmation", async () => {
    const image = await upload(db(), storage(), 5);
    const answer = await handleMediaDelete(deleteRequest({ id: image.id }), {
      db: db(),
      storage: storage(),
    });
    expect(answer.status).toBe(200);
    expect(await getMedia(db(), storage(), image.id)).toBeNull();
  });
});

describeEachEngine("media: the same file uploaded twice", ({ db }) => {
  const storage = useTempStorage();

  function uploadRequest(data: Buffer, name: string): Request {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(data)], { type: "image/png" }), name);
    return new Request(`${ENDPOINT}/upload`, { method: "POST", body: form });
  }

  it("answers with the image already in the library and stores no copy", async () => {
    const data = await makeImage("png", 300, 200);
    const context = { db: db(), storage: storage(), uploadedBy: null };
    const first = await handleMediaUpload(uploadRequest(data, "first.png"), context);
    expect(first.status).toBe(201);
    const stored = ((await first.json()) as Extract<MediaUploadResponse, { ok: true }>).item;

    const again = await handleMediaUpload(uploadRequest(data, "copy of first.png"), context);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, item: stored, existing: true });
    const page = await listMedia(db(), storage(), { page: 1, pageSize: 10 });
    expect(page.total).toBe(1);

    // Another file is another image.
    const other = await handleMediaUpload(
      uploadRequest(await makeImage("png", 301, 200), "other.png"),
      context,
    );
    expect(other.status).toBe(201);
    expect(MEDIA_ALREADY_IN_LIBRARY).toBe("This image is already in the library");
  });
});

describeEachEngine("media: alt text written in an article", ({ db }) => {
  const storage = useTempStorage();

  it("becomes the default alt of a library image that has none, and never replaces one", async () => {
    const bare = await upload(db(), storage(), 6);
    const described = await upload(db(), storage(), 7, "The library's own words");
    await post(db(), {
      title: "Chart story",
      content:
        `<p><img src="${bare.url}" alt="Sales by month &amp; region"></p>` +
        `<p><img src="${described.url}" alt="Words for this article"></p>`,
    });
    expect((await getMedia(db(), storage(), bare.id))!.alt).toBe("Sales by month & region");
    expect((await getMedia(db(), storage(), described.id))!.alt).toBe("The library's own words");

    // The next article's different words leave the default as it is.
    await post(db(), {
      title: "Second chart story",
      content: `<p><img src="${bare.url}" alt="Something else"></p>`,
    });
    expect((await getMedia(db(), storage(), bare.id))!.alt).toBe("Sales by month & region");
  });
});
