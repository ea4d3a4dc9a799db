import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateMediaToBucket } from "~/media/migrate-to-bucket.server";
import { createS3Storage } from "~/media/s3-storage.server";
import { seedDemoContent } from "~/seed/seed.server";
import { DEMO_ARTICLES } from "~/seed/demo-articles";
import { DEMO_CATEGORIES } from "~/seed/categories";
import { generateCover } from "~/seed/images.server";
import { describeOnEngine, SEED_NOW } from "../helpers/database";
import {
  startS3Server,
  unreachableEndpoint,
  useS3Server,
  type TestS3Server,
} from "../helpers/s3-server";

const run = promisify(execFile);

/** The storage key behind a `/media/<key>` URL. */
function keyOf(url: string): string {
  expect(url).toMatch(/^\/media\//);
  return url.slice("/media/".length);
}

// The seed's images do not depend on the engine: one is enough, and generating them is slow.
describeOnEngine("sqlite", "demo seed images in the bucket", ({ db }) => {
  const s3 = useS3Server();

  it("stores every cover (both widths) and avatar in the bucket, none on local disk", async () => {
    const dataDir = path.join(tmpdir(), `techpulse-no-media-${process.pid}`);
    const media = createS3Storage(s3().options);
    const report = await seedDemoContent(db(), { dataDir, media, now: SEED_NOW });
    expect(report.posts).toBe(DEMO_ARTICLES.length);
    expect(existsSync(dataDir)).toBe(false);

    const posts = await db().selectFrom("posts").select("featured_image").execute();
    const covers = posts.map((post) => post.featured_image).filter((url) => url !== null);
    expect(covers).toHaveLength(DEMO_ARTICLES.length);
    for (const url of covers) {
      const key = keyOf(url);
      expect(key).toMatch(/^covers\/.+\.webp$/);
      expect(await media.read(key, { headOnly: true })).toMatchObject({
        contentType: "image/webp",
      });
      expect(await media.sizeOf(key.replace(/\.webp$/, "-600.webp"))).toBeGreaterThan(0);
    }
    const profiles = await db().selectFrom("profiles").select("avatar_url").execute();
    const avatars = profiles.map((profile) => profile.avatar_url).filter((url) => url !== null);
    expect(avatars.length).toBeGreaterThan(0);
    for (const url of avatars) expect(await media.sizeOf(keyOf(url))).toBeGreaterThan(0);

    // Another server seeding the same bucket: the images are there already and are kept.
    const first = DEMO_ARTICLES[0]!;
    const color = DEMO_CATEGORIES.find((category) => category.slug === first.category)!.color;
    const again = await generateCover(media, first.slug, color);
    expect(covers).toContain(again);
    // About a hundred images drawn by sharp: slow on a busy machine.
  }, 90_000);
});

describe("media:migrate", () => {
  // A new, empty bucket for each test.
  let server: TestS3Server | undefined;
  const s3 = () => server!;
  let dataDir = "";
  const files: Record<string, string> = {
    "covers/first-1a2b3c4d.webp": "cover bytes",
    "covers/first-1a2b3c4d-600.webp": "small cover",
    "avatars/ada-5e6f7a8b.webp": "avatar",
    "uploads/2026/03/0b0e2a4c-1f7e-4c1a-9d0e-3b8f9a1c2d3e-480.webp": "upload variant",
  };

  beforeEach(async () => {
    server = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-migrate-"));
    for (const [key, text] of Object.entries(files)) {
      const file = path.join(dataDir, "media", ...key.split("/"));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    // Left by a file manager: not media, never copied.
    writeFileSync(path.join(dataDir, "media", ".DS_Store"), "junk");
  });
  afterEach(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.stop();
  });

  function migrateScript(env: Record<string, string>) {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !name.startsWith("S3_") && name !== "MEDIA_PUBLIC_URL",
      ),
    );
    return run(path.resolve("node_modules/.bin/tsx"), ["scripts/media-migrate.ts"], {
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it("copies every file under DATA_DIR/media, then skips them on the next run", async () => {
    const storage = createS3Storage(s3().options);
    const root = path.join(dataDir, "media");
    const first = await migrateMediaToBucket(root, storage);
    expect(first).toEqual({ copied: 4, skipped: 0, failed: [] });
    for (const [key, text] of Object.entries(files)) {
      const stored = await storage.read(key);
      expect(stored).toMatchObject({ contentType: "image/webp", contentLength: text.length });
      stored!.body!.destroy();
    }

    expect(await migrateMediaToBucket(root, storage)).toEqual({
      copied: 0,
      skipped: 4,
      failed: [],
    });
  });

  it("reports, and never overwrites, a different file already under the same key", async () => {
    const storage = createS3Storage(s3().options);
    const clash = "covers/first-1a2b3c4d.webp";
    await storage.put(clash, Buffer.from("other, longer bytes"), "image/webp");
    const report = await migrateMediaToBucket(path.join(dataDir, "media"), storage);
    expect(report.copied).toBe(3);
    expect(report.failed).toEqual([{ key: clash, reason: expect.stringMatching(/already holds/) }]);
    expect(await storage.sizeOf(clash)).toBe("other, longer bytes".length);
  });

  it("runs as `npm run media:migrate`: counts, a second run skips, failures exit non-zero", async () => {
    const first = await migrateScript(s3().env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Copied 4, skipped 0 (already there), failed 0.");
    const second = await migrateScript(s3().env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("Copied 0, skipped 4 (already there), failed 0.");

    const down = await migrateScript({
      ...s3().env,
      S3_ENDPOINT: await unreachableEndpoint(),
      S3_SECRET_ACCESS_KEY: "never-print-this-secret",
    });
    expect(down.code).toBe(1);
    expect(down.stdout).toContain("failed 4.");
    expect(`${down.stdout}${down.stderr}`).not.toContain("never-print-this-secret");
  }, 60_000);

  it("refuses to run without S3_BUCKET, saying what to set", async () => {
    const refused = await migrateScript({});
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/set S3_BUCKET/);
  }, 30_000);
});
