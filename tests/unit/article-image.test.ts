import { describe, expect, it } from "vitest";
import { DEFAULT_ARTICLE_IMAGE } from "~/lib/constants";
import { articleImage } from "~/lib/images";

describe("article images", () => {
  it("falls back to the default image", () => {
    expect(articleImage(null)).toEqual({ src: DEFAULT_ARTICLE_IMAGE });
  });

  it("offers a generated cover's 600 px sibling", () => {
    expect(articleImage("/media/covers/rust-1a2b3c4d.webp")).toEqual({
      src: "/media/covers/rust-1a2b3c4d.webp",
      srcSet: "/media/covers/rust-1a2b3c4d-600.webp 600w, /media/covers/rust-1a2b3c4d.webp 1200w",
    });
  });

  it("lists exactly the variants an upload was stored with", () => {
    const base = "/media/uploads/2026/03/0b5e2a7c-9f1d-4c3e-8a6b-2d4f6e8a0c1e";
    expect(articleImage(`${base}-1600.webp`).srcSet).toBe(
      `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`,
    );
    expect(articleImage(`${base}-1200.webp`).srcSet).toBe(
      `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1200.webp 1200w`,
    );
    expect(articleImage(`${base}-300.webp`).srcSet).toBe(`${base}-300.webp 300w`);
  });

  it("uses other URLs as they are", () => {
    expect(articleImage("https://example.com/a.jpg")).toEqual({ src: "https://example.com/a.jpg" });
  });
});
