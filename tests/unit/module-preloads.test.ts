import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads, withoutModulePreloadsStream } from "~/http/module-preloads.server";

/** A document's head as React writes it with React Router's `<Scripts>` (issue 45). */
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/a-600.webp 600w" fetchPriority="high"/>' +
  "<title>TechPulse</title>" +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-5iPduXNC.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-DQSrJUKM.js" crossorigin="anonymous"/>' +
  // A streamed page's links carry the request's nonce, before or after their rel.
  '<link nonce="bm9uY2U=" rel="modulepreload" href="/assets/site-Mu1Lky4y.js"/>' +
  "<script>try{}catch(e){}</script>" +
  '<link rel="stylesheet" href="/assets/site-CT5EEZLk.css"/></head>';
const BODY =
  '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/x.js"/>' +
  '<script type="module" async="">import * as route0 from "/assets/root-DA1Ly6eb.js";</script>' +
  "</body></html>";
const EXPECTED =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/a-600.webp 600w" fetchPriority="high"/>' +
  "<title>TechPulse</title>" +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  "<script>try{}catch(e){}</script>" +
  '<link rel="stylesheet" href="/assets/site-CT5EEZLk.css"/></head>' +
  BODY;

describe("withoutModulePreloads", () => {
  it("drops every modulepreload of the head and keeps everything else, body included", () => {
    expect(withoutModulePreloads(Buffer.from(HEAD + BODY)).toString()).toBe(EXPECTED);
  });

  it("hands back the same buffer when the head has none", () => {
    const page = Buffer.from(EXPECTED);
    expect(withoutModulePreloads(page)).toBe(page);
  });

  it("keeps multi-byte text around the links intact", () => {
    const page = Buffer.from(
      '<html><head><title>Café – “news”</title><link rel="modulepreload" href="/a.js"/>' +
        "<meta name=description content=é/></head><body>ü</body></html>",
    );
    expect(withoutModulePreloads(page).toString()).toBe(
      "<html><head><title>Café – “news”</title><meta name=description content=é/></head>" +
        "<body>ü</body></html>",
    );
  });
});

describe("withoutModulePreloadsStream", () => {
  const streamed = (chunks: string[]) =>
    buffer(
      Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withoutModulePreloadsStream()),
    );

  it("gives the same bytes as the whole-page version, wherever the chunks are cut", async () => {
    const page = HEAD + BODY;
    for (let cut = 1; cut < page.length; cut += 5) {
      // Some chunks shorter than "</head>", so the end tag can straddle three of them.
      const chunks = [page.slice(0, cut), page.slice(cut, cut + 3), page.slice(cut + 3, cut + 5)];
      chunks.push(page.slice(cut + 5));
      expect((await streamed(chunks)).toString(), `cut at ${cut}`).toBe(EXPECTED);
    }
  });

  it("passes a document without a head end through whole", async () => {
    expect((await streamed(["<p>no head", " here</p>"])).toString()).toBe("<p>no head here</p>");
  });
});
