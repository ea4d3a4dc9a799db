import { Transform, type TransformCallback } from "node:stream";

/**
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module a page starts
 * with (twelve on the home page, ~107 KB of brotli) and React hoists them into the head, before
 * the stylesheet. Chromium fetches a modulepreload at high priority, so on a phone's slow link
 * those scripts took the bandwidth the stylesheet and the cover image needed, and the first paint
 * waited for them (issue 45). Marked `fetchpriority="low"` they were still fetched before the
 * largest paint and held it at ~2.1 s; without them it fell to ~1.1 s (decision 0031).
 *
 * The page's module script (React Router's, at the end of the body) imports the same modules, so
 * the browser still loads them all; it asks for them once the body is parsed and the stylesheet
 * is in, which is after the first paint's needs. `<Scripts>` has no prop for this, so the rendered
 * head is changed here, for the whole documents the page cache stores and for streamed ones.
 */
const PRELOAD_REL = Buffer.from(' rel="modulepreload"');
const LINK_START = Buffer.from("<link");
const TAG_END = ">".charCodeAt(0);
const HEAD_END = Buffer.from("</head>");

/**
 * The page without the modulepreload links of its head; the same buffer when it has none. Only
 * the head is searched: a modulepreload in the body would be page content. A link is found by its
 * `rel`, wherever that stands among its attributes (a streamed page's links carry a nonce).
 */
export function withoutModulePreloads(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf(HEAD_END);
  // Searched within the head only: a search for "<…" tries the pattern at every tag of the body.
  const head = headEnd === -1 ? page : page.subarray(0, headEnd);
  const kept: Buffer<ArrayBuffer>[] = [];
  let copied = 0;
  for (let at = head.indexOf(PRELOAD_REL); at !== -1; at = head.indexOf(PRELOAD_REL, copied)) {
    const start = head.lastIndexOf(LINK_START, at);
    const end = head.indexOf(TAG_END, at);
    if (end === -1) break;
    // Not inside a <link> of its own (text that happens to read so): left as it is.
    if (start < copied || head.lastIndexOf(TAG_END, at) > start) {
      kept.push(page.subarray(copied, end + 1));
    } else {
      kept.push(page.subarray(copied, start));
    }
    copied = end + 1;
  }
  if (kept.length === 0) return page;
  kept.push(page.subarray(copied));
  return Buffer.concat(kept);
}

/**
 * A stream that passes a streamed document through `withoutModulePreloads`: it holds the bytes
 * back until the head has ended (React writes the whole head in its first flush), changes them,
 * and passes everything after it untouched.
 */
export function withoutModulePreloadsStream(): Transform {
  let held = Buffer.alloc(0);
  let headDone = false;
  const release = (stream: Transform) => {
    stream.push(withoutModulePreloads(held));
    held = Buffer.alloc(0);
    headDone = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      // The end tag may straddle chunks: the search starts just before the new one.
      const from = Math.max(0, held.length - HEAD_END.length + 1);
      held = Buffer.concat([held, chunk]);
      if (held.indexOf(HEAD_END, from) !== -1) release(this);
      callback();
    },
    flush(callback: TransformCallback) {
      if (!headDone && held.length > 0) release(this);
      callback();
    },
  });
}
