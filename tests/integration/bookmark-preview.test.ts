import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readBookmarkPreview, type BookmarkContext } from "~/content/bookmark-preview.server";
import { isDomainError } from "~/lib/domain-error";
import { createLocalDiskStorage } from "~/media/storage.server";
import { describeEachEngine } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { startFileServer } from "../helpers/transfer";

let site: Awaited<ReturnType<typeof startFileServer>>;
let mediaRoot: string;

const OG_PAGE = (origin: string) => `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Chips &amp; the &quot;new&quot; fab">
<meta name="description" content="Plain description">
<meta property="og:description" content='How a <b>fab</b> is built.'>
<meta property="og:site_name" content="Example News">
<meta property="og:image" content="${origin}/images/fab.png">
</head><body><h1>Ignored</h1></body></html>`;

beforeAll(async () => {
  // The table is read on each request, so the page can name the server's own address.
  const files: Parameters<typeof startFileServer>[0] = {};
  site = await startFileServer(files);
  Object.assign(files, {
    "/story": { type: "text/html; charset=utf-8", body: OG_PAGE(site.origin) },
    "/images/fab.png": { type: "image/png", body: await makeImage("png", 800, 420) },
    "/plain": { type: "text/html", body: "<html><head><title>Just a title</title></head></html>" },
    "/untitled": { type: "text/html", body: "<html><body>No head</body></html>" },
    "/file.pdf": { type: "application/pdf", body: "%PDF-1.4" },
    "/huge": { type: "text/html", body: `<title>x</title>${"x".repeat(1024 * 1024 + 10)}` },
  });
  mediaRoot = mkdtempSync(path.join(tmpdir(), "techpulse-bookmark-media-"));
});
afterAll(async () => {
  await site.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

describeEachEngine("bookmark cards read on the server", ({ db }) => {
  const context = (allowPrivateAddresses: boolean): BookmarkContext => ({
    db: db(),
    storage: createLocalDiskStorage(mediaRoot),
    allowPrivateAddresses,
    uploadedBy: null as unknown as string,
  });

  async function refusal(url: string, allow = true): Promise<string> {
    try {
      await readBookmarkPreview(context(allow), url);
    } catch (error) {
      if (isDomainError(error) && error.status === 422) return error.message;
      throw error;
    }
    throw new Error(`no refusal for ${url}`);
  }

  it("reads Open Graph tags and copies the image into the media library", async () => {
    const url = `${site.origin}/story`;
    const preview = await readBookmarkPreview(context(true), url);
    expect(preview).toMatchObject({
      url,
      title: 'Chips & the "new" fab',
      description: "How a fab is built.",
      site: "Example News",
    });
    expect(preview.image).toMatch(/^\/media\/.+\.webp$/);
    const rows = await db().selectFrom("media").select("original_name").execute();
    expect(rows.map((row) => row.original_name)).toEqual(["fab.png"]);
  });

  it("falls back to the title tag and the host name", async () => {
    const preview = await readBookmarkPreview(context(true), `${site.origin}/plain`);
    expect(preview).toMatchObject({ title: "Just a title", description: "", site: "127.0.0.1" });
    expect(preview.image).toBeNull();
  });

  it("refuses loopback and private addresses unless allowed", async () => {
    expect(await refusal(`${site.origin}/story`, false)).toMatch(/private or local address/);
    expect(await refusal("http://10.1.2.3/page", false)).toMatch(/private or local address/);
    expect(await refusal("http://[::1]/page", false)).toMatch(/private or local address/);
    expect(await refusal("http://localhost/page", false)).toMatch(/private or local address/);
  });

  it("answers a plain refusal for what is not a titled page", async () => {
    expect(await refusal(`${site.origin}/untitled`)).toMatch(/no title/);
    expect(await refusal(`${site.origin}/file.pdf`)).toMatch(/not a web page/);
    expect(await refusal(`${site.origin}/huge`)).toMatch(/larger than/);
    expect(await refusal(`${site.origin}/missing`)).toMatch(/answered 404/);
    expect(await refusal("ftp://example.com/x")).toMatch(/only http and https/);
    expect(await refusal("http://user:pw@127.0.0.1/x")).toMatch(/user name or password/);
  });
});
