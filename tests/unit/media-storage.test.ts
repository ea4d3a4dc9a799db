import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertSafeKey, createLocalDiskStorage } from "~/media/storage.server";

describe("local disk media storage", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "techpulse-storage-"));
  const root = path.join(parent, "media");
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("writes under the root, creating folders, and publishes under the URL prefix", async () => {
    await storage.put("uploads/2026/03/abc-480.webp", Buffer.from("one"), "image/webp");
    expect(readFileSync(path.join(root, "uploads/2026/03/abc-480.webp"), "utf8")).toBe("one");
    expect(storage.publicUrl("uploads/2026/03/abc-480.webp")).toBe(
      "/media/uploads/2026/03/abc-480.webp",
    );
    const cdn = createLocalDiskStorage(root, "https://cdn.example.com/media/");
    expect(cdn.publicUrl("a.webp")).toBe("https://cdn.example.com/media/a.webp");
  });

  it("never overwrites a key: a published URL keeps its bytes", async () => {
    await storage.put("same.webp", Buffer.from("first"), "image/webp");
    await expect(storage.put("same.webp", Buffer.from("second"), "image/webp")).rejects.toThrow();
    expect(readFileSync(path.join(root, "same.webp"), "utf8")).toBe("first");
  });

  it("deletes, and deleting a missing file is not an error", async () => {
    await storage.put("gone.webp", Buffer.from("x"), "image/webp");
    await storage.delete("gone.webp");
    expect(existsSync(path.join(root, "gone.webp"))).toBe(false);
    await expect(storage.delete("gone.webp")).resolves.toBeUndefined();
  });

  it.each([
    "../outside.webp",
    "uploads/../../outside.webp",
    "/etc/passwd",
    "uploads\\..\\x.webp",
    "uploads//x.webp",
    "./x.webp",
    ".hidden",
    "uploads/x.webp\u0000.png",
    "",
  ])("refuses the key %j everywhere", async (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Unsafe media storage key/);
    await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
    expect(() => storage.publicUrl(key)).toThrow();
    expect(existsSync(path.join(parent, "outside.webp"))).toBe(false);
  });
});
