// Where-is-this-image-used lookup (issue 37, item 7) at scale: fills a scratch database with
// BENCH_POSTS posts (default 20,000) of about 5 KB of HTML each, some showing one library
// image (featured, social or in the text), then times `findMediaUsageByKey`, the lookup the
// delete confirmation and the delete itself run. Prints the figures; nothing is kept.
//
//   npx tsx bench/media-usage.ts
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/media-usage.ts
//     (PostgreSQL: uses a schema of its own in that database, dropped at the end)
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type Db } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { findMediaUsageByKey } from "~/media/usage.server";

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const REPEAT = 7;
const FILE_KEY = `uploads/2026/03/${randomUUID()}`;
const PARAGRAPH =
  "<p>Chipmakers raced to ship the new accelerators this quarter, while the software that " +
  "schedules work across them lagged behind; engineers describe the gap in plain terms.</p>";

function bodyOf(n: number): string {
  const paragraphs = Array.from({ length: 28 }, () => PARAGRAPH);
  // Every 1,000th post shows the image in its text, by a smaller variant.
  if (n % 1000 === 7)
    paragraphs.splice(10, 0, `<p><img src="/media/${FILE_KEY}-480.webp" alt=""></p>`);
  // Other images of the library, so the pattern has near misses to skip.
  paragraphs.splice(
    3,
    0,
    `<p><img src="/media/uploads/2026/03/${randomUUID()}-960.webp" alt=""></p>`,
  );
  return paragraphs.join("\n");
}

async function fill(db: Db) {
  await migrateToLatest(db);
  const now = new Date().toISOString();
  for (let start = 0; start < POSTS; start += 500) {
    const rows = [];
    for (let n = start; n < Math.min(POSTS, start + 500); n += 1) {
      const content = bodyOf(n);
      rows.push({
        id: randomUUID(),
        title: `Post ${n}`,
        slug: `post-${n}`,
        excerpt: "",
        content,
        content_text: "",
        word_count: 0,
        featured_image: n % 2000 === 3 ? `/media/${FILE_KEY}-1600.webp` : null,
        social_image: n % 5000 === 11 ? `https://cdn.example/media/${FILE_KEY}-960.webp` : null,
        published: n % 3 !== 0,
        published_at: n % 3 !== 0 ? now : null,
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto("posts").values(rows).execute();
  }
}

async function measure(label: string, db: Db) {
  const started = performance.now();
  await fill(db);
  const filled = performance.now() - started;
  const size = await sql<{
    bytes: number;
  }>`select sum(length(content)) as bytes from posts`.execute(db);
  const times: number[] = [];
  let uses = 0;
  for (let run = 0; run < REPEAT + 1; run += 1) {
    const t0 = performance.now();
    const usage = await findMediaUsageByKey(db, FILE_KEY);
    const elapsed = performance.now() - t0;
    if (run > 0) times.push(elapsed); // the first run warms the cache
    uses = usage.postCount;
  }
  times.sort((a, b) => a - b);
  const mb = Number(size.rows[0]!.bytes) / 1024 / 1024;
  console.log(
    `${label}: ${POSTS} posts (${mb.toFixed(0)} MB of HTML, filled in ${(filled / 1000).toFixed(1)} s), ` +
      `${uses} uses found; lookup median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, ` +
      `min ${times[0]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${REPEAT} runs)`,
  );
}

const folder = mkdtempSync(path.join(os.tmpdir(), "bench-media-usage-"));
try {
  const sqlite = openDatabase({ sqlitePath: path.join(folder, "bench.db") });
  try {
    await measure("sqlite", sqlite);
  } finally {
    await sqlite.destroy();
  }
  if (process.env.BENCH_PG_URL) {
    const schema = `bench_media_${process.pid}`;
    const admin = openDatabase({ databaseUrl: process.env.BENCH_PG_URL, sqlitePath: "" });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const pgDb = openDatabase({
      databaseUrl: process.env.BENCH_PG_URL,
      sqlitePath: "",
      pgSchema: schema,
    });
    try {
      await measure("postgres", pgDb);
    } finally {
      await pgDb.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
