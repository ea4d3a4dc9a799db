import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { PUBLIC_SCREENS } from "./fixtures";
import { spawnServer, type SpawnedServer } from "./spawned-server";

/**
 * The render keepers (app/cache/render-keepers.server.ts) change how fast a page is made, never
 * what it is: two production servers from the same build, on copies of one seeded database, one
 * with every keeper off (RENDER_KEEPERS=false), both without the page cache (PAGE_CACHE_MB=0,
 * which would otherwise answer from its store and hide the render), must send the same bytes
 * for every public page shape. Each page is asked for three times, since a keeper keeps from
 * the first or second request and answers from what it kept after that; then an article is
 * edited in both databases, and the comparison runs again once the keepers' server shows it
 * (a keeper that outlives its content version fails there).
 *
 * One part is compared by value instead: the page's data for hydration (React Router's
 * turbo-stream, in `streamController.enqueue("…")`). turbo-stream writes an object met twice in
 * one page's data as a reference to its first place, so where two loaders return the same kept
 * object (the category menu: the root's and a category page's sidebar, read once per content
 * version) the keepers' page says "the same as above" where the other spells it out again. The
 * data is equal, and every byte around it, the markup included, must be the same.
 */

test.describe.configure({ mode: "serial" });

/** Pages beyond PUBLIC_SCREENS: feeds, sitemaps, robots, later pages, a missing article. */
const MORE_PATHS = [
  "/rss",
  "/sitemap.xml",
  "/robots.txt",
  "/category/all?page=2",
  "/topics/artificial-intelligence?page=2",
  "/search?q=the",
  "/search?q=the&page=2",
  "/search?q=",
  "/article/no-such-article",
  "/author/no-such-author",
  "/category/no-such-category",
];

/** Both servers: no page cache, and one public origin, so links and feeds name the same site. */
const BOTH = { PAGE_CACHE_MB: "0", SITE_URL: "http://news.example.test" };

/** Each page is asked for this many times: a keeper answers from what it kept by the third. */
const ASKS = 3;

let seedDir: string;
let onDir: string;
let offDir: string;
let keepersOn: SpawnedServer;
let keepersOff: SpawnedServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // One seed, copied: two seeds would differ in ids and dates.
  seedDir = mkdtempSync(path.join(tmpdir(), "techpulse-keepers-seed-"));
  const seeding = await spawnServer({ DATA_DIR: seedDir });
  await seeding.stop();
  onDir = mkdtempSync(path.join(tmpdir(), "techpulse-keepers-on-"));
  offDir = mkdtempSync(path.join(tmpdir(), "techpulse-keepers-off-"));
  cpSync(seedDir, onDir, { recursive: true });
  cpSync(seedDir, offDir, { recursive: true });
  [keepersOn, keepersOff] = await Promise.all([
    spawnServer({ ...BOTH, DATA_DIR: onDir, RENDER_KEEPERS: "true" }),
    spawnServer({ ...BOTH, DATA_DIR: offDir, RENDER_KEEPERS: "false" }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([keepersOn?.stop(), keepersOff?.stop()]);
  for (const dir of [seedDir, onDir, offDir]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

interface Answer {
  status: number;
  type: string | null;
  /** The body, each hydration data payload replaced by a mark. */
  body: string;
  /** The hydration data, decoded. */
  data: unknown;
}

const HYDRATION_DATA = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g;

/**
 * A page as an anonymous reader gets it, the per-request CSP nonce blanked, its hydration data
 * taken out and decoded.
 */
async function answerOf(server: SpawnedServer, target: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${target}`, { redirect: "manual" });
  const text = (await response.text()).replaceAll(/nonce="[^"]*"/g, 'nonce=""');
  const payloads: string[] = [];
  const body = text.replaceAll(HYDRATION_DATA, (_, literal: string) => {
    payloads.push(JSON.parse(literal) as string);
    return "streamController.enqueue(DATA)";
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body,
    data: payloads.length > 0 ? await decodedData(payloads.join("")) : null,
  };
}

/** React Router's hydration data from its turbo-stream text. */
async function decodedData(stream: string): Promise<unknown> {
  const bytes = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(stream));
      controller.close();
    },
  });
  const decoded = await decodeTurboStream(bytes, globalThis);
  await decoded.done;
  return decoded.value;
}

/** Every public page shape's path on this seed: the screens, the sitemap's files, and more. */
async function pagePaths(server: SpawnedServer): Promise<string[]> {
  const home = (await answerOf(server, "/")).body;
  const article = home.match(/href="(\/article\/[^"]+)"/)![1]!;
  const author = (await answerOf(server, article)).body.match(/href="(\/author\/[^"]+)"/)![1]!;
  const sitemapFiles = [
    ...(await answerOf(server, "/sitemap.xml")).body.matchAll(
      /<loc>http:\/\/news\.example\.test([^<]+)<\/loc>/g,
    ),
  ].map((match) => match[1]!);
  expect(sitemapFiles.length, "the sitemap index lists its files").toBeGreaterThan(0);
  const screens = PUBLIC_SCREENS.map((screen) =>
    screen === "article" ? article : screen === "author" ? author : screen,
  );
  return [...new Set([...screens, ...sitemapFiles, ...MORE_PATHS])];
}

/** Asks both servers for each page ASKS times, in turn, and compares each pair byte for byte. */
async function expectSameBytes(paths: readonly string[]) {
  for (const target of paths) {
    for (let ask = 1; ask <= ASKS; ask++) {
      const [on, off] = await Promise.all([
        answerOf(keepersOn, target),
        answerOf(keepersOff, target),
      ]);
      const where = `${target}, request ${ask}`;
      expect(on.status, where).toBe(off.status);
      expect(on.type, where).toBe(off.type);
      // A plain equality first: a failure names the page without printing two whole documents.
      if (on.body !== off.body) expect(firstDifference(on.body, off.body), where).toBe("");
      expect(on.data, `${where}: hydration data`).toEqual(off.data);
    }
  }
}

/** Where two bodies part, with some text around it; "" when they are the same. */
function firstDifference(a: string, b: string): string {
  if (a === b) return "";
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 120);
  return `at byte ${at}:\n  keepers on:  …${a.slice(from, at + 120)}…\n  keepers off: …${b.slice(from, at + 120)}…`;
}

test("every public page is byte for byte the same with the render keepers on and off", async () => {
  test.setTimeout(240_000);
  const paths = await pagePaths(keepersOn);
  expect(paths.length).toBeGreaterThan(25);
  await expectSameBytes(paths);
});

test("after an edit, the same bytes again once the keepers' server shows it", async () => {
  test.setTimeout(240_000);
  const home = (await answerOf(keepersOn, "/")).body;
  const slug = home.match(/href="\/article\/([^"]+)"/)![1]!;
  // The same edit in both copies, as a write through the admin would make it: the table's
  // trigger moves the content version on (migration 011), which each server watches.
  for (const dir of [onDir, offDir]) {
    const db = new Database(path.join(dir, "techpulse.sqlite"));
    try {
      db.prepare("UPDATE posts SET title = title || ' (edited)' WHERE slug = ?").run(slug);
    } finally {
      db.close();
    }
  }
  for (const server of [keepersOn, keepersOff]) {
    await expect
      .poll(async () => (await answerOf(server, "/")).body.includes("(edited)"), {
        message: `${server === keepersOn ? "keepers on" : "keepers off"}: the edit shows`,
        timeout: 10_000,
      })
      .toBe(true);
  }
  await expectSameBytes(await pagePaths(keepersOn));
});
