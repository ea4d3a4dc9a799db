import { describe, expect, it } from "vitest";
import { MEDIA_ACCEPT_ATTRIBUTE, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/media/constants";
import { refusalBeforeUpload } from "~/media/client-checks";
import { formatBytes } from "~/media/format-bytes";
import { TRANSPORT_MESSAGES, readUploadAnswer } from "~/media/upload-client";

describe("checks before an upload", () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it.each([
    ["photo.jpg", "image/jpeg"],
    ["scan.PNG", "image/png"],
    ["clip.webp", "image/webp"],
    ["loop.gif", "image/gif"],
    ["modern.avif", "image/avif"],
    ["modern.AVIF", ""],
  ])("lets %s (%j) through", (name, type) => {
    expect(refusalBeforeUpload(file(name, type))).toBeNull();
  });

  it.each([
    ["notes.txt", "text/plain"],
    ["logo.svg", "image/svg+xml"],
    ["iphone.heic", "image/heic"],
    ["scan.tiff", "image/tiff"],
    ["mystery", ""],
    ["renamed.txt", ""],
  ])("refuses %s (%j) by type", (name, type) => {
    expect(refusalBeforeUpload(file(name, type))).toBe(MEDIA_MESSAGES.unsupportedType);
  });

  it("refuses empty and oversized files, accepts exactly 10 MB", () => {
    expect(refusalBeforeUpload(file("a.png", "image/png", 0))).toBe(MEDIA_MESSAGES.empty);
    expect(refusalBeforeUpload(file("a.png", "image/png", MEDIA_MAX_BYTES + 1))).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(refusalBeforeUpload(file("a.png", "image/png", MEDIA_MAX_BYTES))).toBeNull();
  });

  it("offers the accepted types to the file picker", () => {
    expect(MEDIA_ACCEPT_ATTRIBUTE.split(",")).toEqual(
      expect.arrayContaining(["image/jpeg", "image/avif", ".avif", ".jpg", ".gif"]),
    );
    expect(MEDIA_ACCEPT_ATTRIBUTE).not.toContain("svg");
  });
});

describe("reading the upload endpoint's answer", () => {
  it("passes the server's own answers through", () => {
    const item = { id: "1", url: "/media/uploads/x-480.webp" };
    expect(readUploadAnswer(201, { ok: true, item })).toEqual({ ok: true, item });
    expect(readUploadAnswer(415, { ok: false, message: "Nope." })).toEqual({
      ok: false,
      message: "Nope.",
    });
  });

  it("explains answers that are not ours by their status", () => {
    expect(readUploadAnswer(413, null)).toEqual({ ok: false, message: MEDIA_MESSAGES.tooLarge });
    expect(readUploadAnswer(403, "<html>")).toEqual({
      ok: false,
      message: TRANSPORT_MESSAGES.signedOut,
    });
    expect(readUploadAnswer(502, { ok: true })).toEqual({
      ok: false,
      message: TRANSPORT_MESSAGES.failed(502),
    });
  });
});

describe("file sizes for people", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [250_000, "244 KB"],
    [1_500_000, "1.4 MB"],
    [MEDIA_MAX_BYTES, "10 MB"],
  ])("%i bytes is %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
