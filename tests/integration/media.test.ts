import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { articleImage } from "~/lib/images";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/media/constants";
import { handleMediaDelete, handleMediaUpload } from "~/media/endpoints.server";
import { MediaError } from "~/media/errors";
import {
  deleteMedia,
  getMedia,
  listMedia,
  updateMediaAlt,
  uploadMedia,
} from "~/media/library.server";
import { processImage } from "~/media/process.server";
import { createLocalDiskStorage, type MediaStorage } from "~/media/storage.server";
import type { MediaItem, MediaUploadResponse } from "~/media/types";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import {
  SECRET_EXIF_TEXT,
  SECRET_GPS_DATUM,
  makeAnimatedGif,
  makeImage,
  makeJpegWithMetadata,
  type TestImageFormat,
} from "../helpers/images";

const UPLOADER = "00000000-0000-4000-8000-0000000000c1";

function addUploader(db: Db): Promise<void> {
  return insertTestUser(db, { id: UPLOADER, name: "Uploader", email: "uploader@techpulse.test" });
}

/** A temporary media root, removed after the block. */
function useTempStorage(): { storage: () => MediaStorage; root: () => string } {
  let root = "";
  let storage: MediaStorage | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "techpulse-media-"));
    storage = createLocalDiskStorage(root);
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    storage: () => storage!,
    root: () => root,
  };
}

/** Every file under `root`, as paths relative to it, sorted. */
function filesUnder(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join("/"))
    .sort();
}

/** The file behind a `/media/...` URL. */
function fileOfUrl(root: string, url: string): string {
  expect(url.startsWith("/media/")).toBe(true);
  return path.join(root, url.slice("/media/".length));
}

/** The MediaError a promise rejects with; fails the test if it resolves or throws otherwise. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    const { status, message } = error as MediaError;
    return { status, message };
  }
  throw new Error("expected the upload to be refused");
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const FORMATS: TestImageFormat[] = ["jpeg", "png", "webp", "gif", "avif"];

describeEachEngine(
  "media uploads",
  ({ db }) => {
    const { storage, root } = useTempStorage();

    it.each(FORMATS)("accepts %s, recognised from its bytes, stored as WebP", async (format) => {
      const data = await makeImage(format, 640, 400);
      expect((await processImage(data)).sourceFormat).toBe(format);

      // The name claims something else: only the bytes count.
      const item = await uploadMedia(db(), storage(), {
        data,
        originalName: `upload-${format}.txt`,
        uploadedBy: UPLOADER,
      });
      expect(item).toMatchObject({
        width: 640,
        height: 400,
        alt: "",
        originalName: `upload-${format}.txt`,
        uploadedBy: UPLOADER,
      });
      expect(item.createdAt).toMatch(ISO);
      expect(item.variants.map((variant) => variant.width)).toEqual([480, 640]);
      expect(item.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-640\.webp$/);
      expect(item.url).toContain(item.id);
      expect(item.thumbnailUrl).toBe(item.variants[0]!.url);
      expect(item.srcSet).toBe(`${item.variants[0]!.url} 480w, ${item.url} 640w`);

      let bytes = 0;
      for (const variant of item.variants) {
        const file = fileOfUrl(root(), variant.url);
        const stored = await sharp(file).metadata();
        expect(stored.format).toBe("webp");
        expect(stored.width).toBe(variant.width);
        bytes += statSync(file).size;
      }
      expect(item.byteSize).toBe(bytes);
      expect(await getMedia(db(), storage(), item.id)).toEqual(item);
    });

    it("never enlarges: small images keep their width, large ones stop at 1600", async () => {
      const small = await uploadMedia(db(), storage(), {
        data: await makeImage("png", 300, 200),
        originalName: "small.png",
        uploadedBy: null,
      });
      expect(small.variants.map((variant) => variant.width)).toEqual([300]);
      expect(small).toMatchObject({ width: 300, height: 200 });
      expect(small.url).toMatch(/-300\.webp$/);
      expect(small.uploadedBy).toBeNull();

      const exact = await uploadMedia(db(), storage(), {
        data: await makeImage("png", 960, 480),
        originalName: "exact.png",
        uploadedBy: null,
      });
      expect(exact.variants.map((variant) => variant.width)).toEqual([480, 960]);

      const large = await uploadMedia(db(), storage(), {
        data: await makeImage("jpeg", 2400, 1200),
        originalName: "large.jpg",
        uploadedBy: null,
      });
      expect(large.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
      expect(large).toMatchObject({ width: 1600, height: 800 });
      const heights = await Promise.all(
        large.variants.map(
          async (variant) => (await sharp(fileOfUrl(root(), variant.url)).metadata()).height,
        ),
      );
      expect(heights).toEqual([240, 480, 800]);

      // Article cards rebuild the srcset from the URL alone; it must list the stored files.
      for (const item of [small, exact, large]) {
        expect(articleImage(item.url)).toEqual({ src: item.url, srcSet: item.srcSet });
      }
    });

    it("turns the image upright by its EXIF orientation and strips EXIF and GPS", async () => {
      const data = await makeJpegWithMetadata(400, 300);
      const input = await sharp(data).metadata();
      // The test image really carries what must be removed.
      expect(input.orientation).toBe(6);
      expect(input.exif?.includes(SECRET_EXIF_TEXT)).toBe(true);
      expect(input.exif?.includes(SECRET_GPS_DATUM)).toBe(true);

      const item = await uploadMedia(db(), storage(), {
        data,
        originalName: "phone.jpg",
        uploadedBy: UPLOADER,
      });
      expect(item).toMatchObject({ width: 300, height: 400 });
      for (const variant of item.variants) {
        const file = fileOfUrl(root(), variant.url);
        const output = await sharp(file).metadata();
        expect(output.exif).toBeUndefined();
        expect(output.xmp).toBeUndefined();
        expect(output.iptc).toBeUndefined();
        expect(output.icc).toBeUndefined();
        expect(output.orientation).toBeUndefined();
        const bytes = readFileSync(file);
        expect(bytes.includes(SECRET_EXIF_TEXT)).toBe(false);
        expect(bytes.includes(SECRET_GPS_DATUM)).toBe(false);
        expect(bytes.includes("TestCam")).toBe(false);
      }
    });

    it("keeps only the first frame of an animated GIF", async () => {
      const data = await makeAnimatedGif(64, 48);
      expect((await sharp(data).metadata()).pages).toBe(3);
      const item = await uploadMedia(db(), storage(), {
        data,
        originalName: "anim.gif",
        uploadedBy: null,
      });
      const file = fileOfUrl(root(), item.url);
      expect((await sharp(file).metadata()).pages).toBeUndefined();
      const { dominant } = await sharp(file).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.g).toBeLessThan(60);
      expect(dominant.b).toBeLessThan(60);
    });

    it("refuses files that are not accepted images, whatever their name", async () => {
      const before = filesUnder(root());
      const notImages: [string, Buffer][] = [
        ["notes.jpg", Buffer.from("This is a text file, not a JPEG.\n")],
        [
          "vector.png",
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        ],
        [
          "scan.jpg",
          await sharp(await makeImage("png", 20, 20))
            .tiff()
            .toBuffer(),
        ],
      ];
      for (const [originalName, data] of notImages) {
        expect(
          await refusal(uploadMedia(db(), storage(), { data, originalName, uploadedBy: null })),
        ).toEqual({
          status: 415,
          message: MEDIA_MESSAGES.unsupportedType,
        });
      }
      expect(filesUnder(root())).toEqual(before);
    });

    it("refuses files over 10 MB before decoding them, and empty files", async () => {
      const image = await makeImage("jpeg", 100, 100);
      const oversized = Buffer.concat([image, Buffer.alloc(MEDIA_MAX_BYTES + 1 - image.length)]);
      expect(oversized.length).toBe(MEDIA_MAX_BYTES + 1);
      expect(
        await refusal(
          uploadMedia(db(), storage(), {
            data: oversized,
            originalName: "big.jpg",
            uploadedBy: null,
          }),
        ),
      ).toEqual({ status: 413, message: MEDIA_MESSAGES.tooLarge });
      expect(
        await refusal(
          uploadMedia(db(), storage(), {
            data: Buffer.alloc(0),
            originalName: "e.png",
            uploadedBy: null,
          }),
        ),
      ).toEqual({ status: 400, message: MEDIA_MESSAGES.empty });
    });

    it("refuses absurd dimensions from the header and damaged pixel data", async () => {
      const tooWide = await makeImage("png", 12_001, 10);
      expect(await refusal(processImage(tooWide))).toEqual({
        status: 400,
        message: MEDIA_MESSAGES.tooManyPixels,
      });
      // 64 megapixels in under 10 MB: each side is allowed, the total is not.
      const tooManyPixels = await sharp({
        create: { width: 8000, height: 8000, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      expect(tooManyPixels.length).toBeLessThan(MEDIA_MAX_BYTES);
      expect(await refusal(processImage(tooManyPixels))).toEqual({
        status: 400,
        message: MEDIA_MESSAGES.tooManyPixels,
      });

      const jpeg = await makeImage("jpeg", 400, 300);
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      expect(await refusal(processImage(truncated))).toEqual({
        status: 400,
        message: MEDIA_MESSAGES.unreadable,
      });
    });

    it("keeps only the file's own name and validates alt text", async () => {
      const item = await uploadMedia(db(), storage(), {
        data: await makeImage("png", 40, 30),
        originalName: "C:\\fakepath\\holiday\u0000 photo.png",
        alt: "  A beach at dusk  ",
        uploadedBy: null,
      });
      expect(item.originalName).toBe("holiday photo.png");
      expect(item.alt).toBe("A beach at dusk");

      const before = filesUnder(root());
      expect(
        await refusal(
          uploadMedia(db(), storage(), {
            data: await makeImage("png", 40, 30),
            originalName: "x.png",
            alt: "x".repeat(MEDIA_ALT_MAX_LENGTH + 1),
            uploadedBy: null,
          }),
        ),
      ).toEqual({ status: 400, message: MEDIA_MESSAGES.altTooLong });
      expect(filesUnder(root())).toEqual(before);
    });

    it("removes the stored files when the row cannot be written", async () => {
      const before = filesUnder(root());
      await expect(
        uploadMedia(db(), storage(), {
          data: await makeImage("png", 600, 300),
          originalName: "orphan.png",
          uploadedBy: "00000000-0000-4000-8000-00000000dead", // no such user
        }),
      ).rejects.toThrow();
      expect(filesUnder(root())).toEqual(before);
    });

    it("updates alt text", async () => {
      const item = await uploadMedia(db(), storage(), {
        data: await makeImage("png", 50, 50),
        originalName: "alt.png",
        uploadedBy: null,
      });
      const updated = await updateMediaAlt(db(), storage(), item.id, "  Team photo\n");
      expect(updated).toEqual({ ...item, alt: "Team photo" });
      expect((await getMedia(db(), storage(), item.id))?.alt).toBe("Team photo");
      expect(
        await refusal(
          updateMediaAlt(db(), storage(), item.id, "y".repeat(MEDIA_ALT_MAX_LENGTH + 1)),
        ),
      ).toEqual({ status: 400, message: MEDIA_MESSAGES.altTooLong });
      expect(
        await updateMediaAlt(db(), storage(), "00000000-0000-4000-8000-000000000000", "x"),
      ).toBeNull();
    });

    it("deletes the files and the row; unknown ids answer false", async () => {
      const item = await uploadMedia(db(), storage(), {
        data: await makeImage("webp", 1000, 500),
        originalName: "gone.webp",
        uploadedBy: UPLOADER,
      });
      const files = item.variants.map((variant) => fileOfUrl(root(), variant.url));
      expect(files).toHaveLength(3);
      for (const file of files) expect(existsSync(file)).toBe(true);

      expect(await deleteMedia(db(), storage(), item.id)).toBe(true);
      for (const file of files) expect(existsSync(file)).toBe(false);
      expect(await getMedia(db(), storage(), item.id)).toBeNull();
      expect(await deleteMedia(db(), storage(), item.id)).toBe(false);
    });
  },
  addUploader,
);

describeEachEngine("media library listing", ({ db }) => {
  const { storage } = useTempStorage();
  const uploaded: MediaItem[] = [];

  beforeEach(async () => {
    uploaded.length = 0;
    const names = ["Alpha.png", "beta.png", "Gamma 50%.png", "delta_one.png", "epsilon.png"];
    for (const [index, originalName] of names.entries()) {
      uploaded.push(
        await uploadMedia(db(), storage(), {
          // Five different files: the same file twice would be one image (it is not stored again).
          data: await makeImage("png", 40 + index, 30),
          originalName,
          alt: index === 1 ? "A GAMMA ray burst" : "",
          uploadedBy: null,
          now: new Date(Date.UTC(2026, 2, 1 + index, 12)),
        }),
      );
    }
  });

  it("lists newest first, one page at a time, with the total", async () => {
    const newestFirst = [...uploaded].reverse();
    const first = await listMedia(db(), storage(), { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items).toEqual(newestFirst.slice(0, 2));
    expect(first.items[0]!.createdAt).toBe("2026-03-05T12:00:00.000Z");

    const last = await listMedia(db(), storage(), { page: 3, pageSize: 2 });
    expect(last.items.map((item) => item.id)).toEqual([newestFirst[4]!.id]);
    const beyond = await listMedia(db(), storage(), { page: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ items: [], total: 5, pageCount: 3 });

    // Nonsense paging falls back to sane values instead of failing.
    const odd = await listMedia(db(), storage(), { page: -1, pageSize: 10_000 });
    expect(odd).toMatchObject({ page: 1, pageSize: 100, total: 5 });
  });

  it("searches names and alt text case-insensitively, LIKE wildcards taken literally", async () => {
    const search = async (term: string) =>
      (await listMedia(db(), storage(), { page: 1, pageSize: 10, search: term })).items.map(
        (item) => item.originalName,
      );
    expect(await search("gamma")).toEqual(["Gamma 50%.png", "beta.png"]);
    expect(await search("ALPHA")).toEqual(["Alpha.png"]);
    expect(await search("50%")).toEqual(["Gamma 50%.png"]);
    expect(await search("%")).toEqual(["Gamma 50%.png"]);
    expect(await search("alp_a")).toEqual([]); // as a wildcard "_" would match "Alpha"
    expect(await search("_one")).toEqual(["delta_one.png"]);
    expect(await search("   ")).toHaveLength(5);
    const counted = await listMedia(db(), storage(), { page: 1, pageSize: 1, search: "gamma" });
    expect(counted).toMatchObject({ total: 2, pageCount: 2 });
  });
});

describeEachEngine(
  "media endpoints",
  ({ db }) => {
    const { storage, root } = useTempStorage();
    const ENDPOINT = "http://techpulse.test/admin/media";

    function uploadRequest(file: Blob | null, name = "photo.png", alt?: string): Request {
      const form = new FormData();
      if (file) form.set("file", file, name);
      if (alt !== undefined) form.set("alt", alt);
      return new Request(ENDPOINT, { method: "POST", body: form });
    }

    async function answer(response: Response) {
      return { status: response.status, body: (await response.json()) as MediaUploadResponse };
    }

    it("uploads a multipart `file` and answers the item as JSON", async () => {
      const data = await makeImage("png", 500, 250);
      const response = await handleMediaUpload(
        uploadRequest(new Blob([new Uint8Array(data)], { type: "image/png" }), "hero.png", "Hero"),
        { db: db(), storage: storage(), uploadedBy: UPLOADER },
      );
      const { status, body } = await answer(response);
      expect(status).toBe(201);
      expect(body.ok).toBe(true);
      const item = (body as { item: MediaItem }).item;
      expect(item).toMatchObject({ originalName: "hero.png", alt: "Hero", width: 500 });
      expect(await getMedia(db(), storage(), item.id)).toEqual(item);
      expect(existsSync(fileOfUrl(root(), item.url))).toBe(true);
    });

    it("answers refusals with their status and message", async () => {
      const context = { db: db(), storage: storage(), uploadedBy: UPLOADER };
      const text = new Blob(["not an image"], { type: "image/jpeg" });
      expect(await answer(await handleMediaUpload(uploadRequest(text, "a.jpg"), context))).toEqual({
        status: 415,
        body: { ok: false, message: MEDIA_MESSAGES.unsupportedType },
      });
      expect(await answer(await handleMediaUpload(uploadRequest(null), context))).toEqual({
        status: 400,
        body: { ok: false, message: MEDIA_MESSAGES.missingFile },
      });
      const form = new Request(ENDPOINT, {
        method: "POST",
        body: new URLSearchParams({ file: "x" }),
      });
      expect((await handleMediaUpload(form, context)).status).toBe(400);
    });

    it("refuses oversized bodies without reading them whole", async () => {
      const context = { db: db(), storage: storage(), uploadedBy: UPLOADER };
      const big = new Blob([new Uint8Array(MEDIA_MAX_BYTES + 1)], { type: "image/png" });
      expect(await answer(await handleMediaUpload(uploadRequest(big), context))).toEqual({
        status: 413,
        body: { ok: false, message: MEDIA_MESSAGES.tooLarge },
      });

      // A streamed body without Content-Length is cut off once it passes the limit.
      let pulled = 0;
      const chunk = new Uint8Array(1024 * 1024);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const streamed = new Request(ENDPOINT, {
        method: "POST",
        body: endless,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit);
      expect((await handleMediaUpload(streamed, context)).status).toBe(413);
      expect(pulled).toBeLessThan(MEDIA_MAX_BYTES + 4 * chunk.length);
    });

    it("deletes by form field `id`; unknown or malformed ids answer 404", async () => {
      const item = await uploadMedia(db(), storage(), {
        data: await makeImage("png", 40, 30),
        originalName: "del.png",
        uploadedBy: null,
      });
      const post = (id: string) =>
        new Request(ENDPOINT, { method: "POST", body: new URLSearchParams({ id }) });
      const context = { db: db(), storage: storage() };

      const ok = await handleMediaDelete(post(item.id), context);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ ok: true, id: item.id });
      expect(existsSync(fileOfUrl(root(), item.url))).toBe(false);

      for (const id of [item.id, "../../etc/passwd", ""]) {
        const missing = await handleMediaDelete(post(id), context);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({ ok: false, message: MEDIA_MESSAGES.notFound });
      }
    });
  },
  addUploader,
);
