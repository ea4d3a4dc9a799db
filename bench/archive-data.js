// Generates a realistic archive into an already migrated (and demo-seeded) TechPulse database:
// N posts of ~700 words over several years, 2–4 tags each (the trending ones more often),
// spread over the existing categories and a few dozen authors. Bulk inserts in transactions,
// straight into the tables (the database's own triggers keep search and counts up to date).
//
//   node bench/archive-data.js sqlite /path/to/techpulse.sqlite 20000
//   node bench/archive-data.js postgres postgres://… 20000
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import pg from "pg";

/** A deterministic pseudo-random generator (mulberry32), so every run builds the same archive. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = `the of and to a in is that for it as with was on be by this are at from or an
have not but they which one you all were we their has more its been there also can will new about
would into than them out some these only other time when most could what year first two like after
people over just many such because well how make even way where much should our very through those
data model models system software security cloud open source team company market users product
network code developer developers platform service services app apps update release device devices
chip chips performance battery screen camera privacy research researchers attack attacks breach
startup startups funding investors launch engineers engineering design framework language browser
server servers database storage power energy quantum computing machine learning neural training
inference agent agents robot robots vehicle vehicles electric smartphone laptop tablet headset
display processor memory bandwidth latency api apis kernel linux windows android ios web javascript
typescript rust python compiler runtime container containers kubernetes cluster deployment
infrastructure edge wireless satellite broadband fiber 5g wifi bluetooth sensor sensors hardware
firmware patch vulnerability exploit ransomware malware phishing encryption password passwords
identity authentication regulation policy government law court antitrust europe china india america
billion million percent growth revenue quarter analysts industry customers enterprise consumer
consumers subscription pricing price cost costs supply chain manufacturing factory semiconductor
ai llm gpu gpus tpu cpu npu ml ar vr xr iot nft dao defi web3 blockchain crypto bitcoin ethereum
token tokens wallet wallets exchange metaverse virtual reality augmented digital online internet
social media video streaming gaming game games console music search engine ads advertising`
  .split(/\s+/)
  .filter(Boolean);

const SYLLABLES = `ka ri to mo ne su la vi de po ra ze lo mi ta ku fe no si ba gu ry xo an el
or ul in ex ob tr pl st gr br cl fl sn sp qu th ch sh wh ph`
  .split(/\s+/)
  .filter(Boolean);

const EXTRA_TAGS = [
  "Open Source",
  "Privacy",
  "Startups",
  "Semiconductors",
  "Smartphones",
  "Robotics",
  "Space",
  "Electric Vehicles",
  "Gaming",
  "Quantum Computing",
  "Regulation",
  "Developer Tools",
  "Databases",
  "Networking",
  "Wearables",
  "Data Science",
  "Edge Computing",
  "DevOps",
  "Programming Languages",
  "Funding",
  "Climate Tech",
  "Biotech",
  "Fintech",
  "E-commerce",
  "Social Media",
  "Streaming",
  "AR",
  "Chips",
  "Browsers",
  "Linux",
];

const AUTHOR_COUNT = 40;
const YEARS = 6;

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** ~5,000 words: the common ones first (so they are frequent), then invented ones. */
function vocabulary(random) {
  const words = [...new Set(COMMON)];
  while (words.length < 5000) {
    const parts = 2 + Math.floor(random() * 3);
    let word = "";
    for (let i = 0; i < parts; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

/** Zipf-like sampler over the vocabulary: cumulative weights 1/(rank+2), binary search. */
function zipfSampler(words, random) {
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    sum += 1 / (i + 2);
    cumulative[i] = sum;
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = words.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return words[low];
  };
}

function sentence(pick, random, length) {
  const words = [];
  for (let i = 0; i < length; i++) words.push(pick());
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(" ")}${random() < 0.1 ? "?" : "."}`;
}

function article(pick, random) {
  const paragraphs = [];
  let words = 0;
  const target = 600 + Math.floor(random() * 200);
  while (words < target) {
    const sentences = [];
    const count = 4 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      const length = 8 + Math.floor(random() * 18);
      words += length;
      sentences.push(sentence(pick, random, length));
    }
    paragraphs.push(sentences.join(" "));
  }
  const titleWords = [];
  for (let i = 0; i < 5 + Math.floor(random() * 6); i++) titleWords.push(pick());
  const title = titleWords.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
  const excerpt = sentence(pick, random, 20 + Math.floor(random() * 10));
  const html = paragraphs.map((p, i) => (i === 2 ? `<h2>${title}</h2><p>${p}</p>` : `<p>${p}</p>`));
  return {
    title,
    excerpt,
    content: html.join(""),
    contentText: paragraphs.join("\n\n"),
    wordCount: words,
  };
}

/** The archive's rows, generated lazily in order (oldest first, as a newsroom publishes). */
export function* archivePosts({ count, categoryIds, authorIds, tagIds, trendingTagIds, seed = 9 }) {
  const random = randomFrom(seed);
  const pick = zipfSampler(vocabulary(random), random);
  const end = Date.UTC(2026, 2, 1);
  const span = YEARS * 365 * 24 * 3600 * 1000;
  for (let i = 0; i < count; i++) {
    const body = article(pick, random);
    // Evenly spread over the years, with some jitter; a few posts imported out of order.
    const jitter = (random() - 0.5) * 6 * 3600 * 1000;
    const outOfOrder = random() < 0.03 ? -random() * span * 0.5 : 0;
    const date = new Date(end - span + (span * i) / count + jitter + outOfOrder).toISOString();
    const published = random() >= 0.03;
    const tags = new Set();
    const tagCount = 2 + Math.floor(random() * 3);
    while (tags.size < tagCount) {
      const pool = random() < 0.5 ? trendingTagIds : tagIds;
      tags.add(pool[Math.floor(random() * pool.length)]);
    }
    yield {
      id: randomUUID(),
      title: body.title,
      slug: `${slugify(body.title).slice(0, 80)}-${i}`,
      excerpt: body.excerpt,
      content: body.content,
      content_text: body.contentText,
      word_count: body.wordCount,
      featured_image: null,
      published,
      published_at: published ? date : null,
      created_at: date,
      updated_at: date,
      category_id: categoryIds[Math.floor(random() * categoryIds.length)],
      author_id: authorIds[Math.floor(random() * authorIds.length)],
      tags: [...tags],
    };
  }
}

const POST_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "content",
  "content_text",
  "word_count",
  "featured_image",
  "published",
  "published_at",
  "created_at",
  "updated_at",
  "category_id",
  "author_id",
];

function extraTags() {
  return EXTRA_TAGS.map((name) => ({ id: randomUUID(), name, slug: slugify(name) }));
}

function extraAuthors(random) {
  const first = ["Ada", "Lin", "Sam", "Noor", "Ravi", "Mia", "Tomas", "Yuki", "Omar", "Ines"];
  const last = ["Park", "Silva", "Okafor", "Novak", "Haddad", "Berg", "Costa", "Ito", "Reyes"];
  return Array.from({ length: AUTHOR_COUNT }, (_, i) => ({
    id: randomUUID(),
    full_name: `${first[Math.floor(random() * first.length)]} ${last[i % last.length]} ${i}`,
    bio: "Covers technology for TechPulse.",
    role_title: "Staff Writer",
  }));
}

/** Fills an SQLite database (the server must not be running). */
export function fillSqlite(file, count, onProgress = () => {}) {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  db.pragma("foreign_keys = ON");
  const random = randomFrom(17);
  const insertTag = db.prepare(
    "INSERT INTO tags (id, name, slug) VALUES (@id, @name, @slug) ON CONFLICT (slug) DO NOTHING",
  );
  const insertAuthor = db.prepare(
    "INSERT INTO profiles (id, full_name, bio, role_title) VALUES (@id, @full_name, @bio, @role_title)",
  );
  db.transaction(() => {
    for (const tag of extraTags()) insertTag.run(tag);
    for (const author of extraAuthors(random)) insertAuthor.run(author);
  })();
  const context = contextOf(
    db.prepare("SELECT id FROM categories").pluck().all(),
    db.prepare("SELECT id FROM profiles").pluck().all(),
    db.prepare("SELECT id, slug FROM tags").all(),
    count,
  );
  const insertPost = db.prepare(
    `INSERT INTO posts (${POST_COLUMNS.join(", ")}) VALUES (${POST_COLUMNS.map((c) => `@${c}`).join(", ")})`,
  );
  const insertPostTag = db.prepare("INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)");
  const batch = db.transaction((rows) => {
    for (const row of rows) {
      insertPost.run({ ...row, published: row.published ? 1 : 0, tags: undefined });
      for (const tagId of row.tags) insertPostTag.run(row.id, tagId);
    }
  });
  let rows = [];
  let done = 0;
  for (const row of archivePosts(context)) {
    rows.push(row);
    if (rows.length === 2000) {
      batch(rows.map(stripTags));
      done += rows.length;
      rows = [];
      onProgress(done);
    }
  }
  if (rows.length > 0) batch(rows.map(stripTags));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.exec("ANALYZE");
  db.close();
}

/** better-sqlite3 rejects unknown named parameters; the tags ride along separately. */
function stripTags(row) {
  const { tags, ...post } = row;
  return Object.assign(post, { tags });
}

function contextOf(categoryIds, authorIds, tags, count) {
  const trendingSlugs = new Set([
    "artificial-intelligence",
    "cybersecurity",
    "web3",
    "machine-learning",
    "virtual-reality",
    "cloud-computing",
    "blockchain",
    "internet-of-things",
  ]);
  return {
    count,
    categoryIds,
    authorIds,
    tagIds: tags.map((t) => t.id),
    trendingTagIds: tags.filter((t) => trendingSlugs.has(t.slug)).map((t) => t.id),
  };
}

/** Fills a PostgreSQL database (the URL's search_path must reach the schema). */
export async function fillPostgres(url, count, onProgress = () => {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const random = randomFrom(17);
    await client.query("BEGIN");
    for (const tag of extraTags()) {
      await client.query(
        "INSERT INTO tags (id, name, slug) VALUES ($1, $2, $3) ON CONFLICT (slug) DO NOTHING",
        [tag.id, tag.name, tag.slug],
      );
    }
    for (const a of extraAuthors(random)) {
      await client.query(
        "INSERT INTO profiles (id, full_name, bio, role_title) VALUES ($1, $2, $3, $4)",
        [a.id, a.full_name, a.bio, a.role_title],
      );
    }
    await client.query("COMMIT");
    const context = contextOf(
      (await client.query("SELECT id FROM categories")).rows.map((r) => r.id),
      (await client.query("SELECT id FROM profiles")).rows.map((r) => r.id),
      (await client.query("SELECT id, slug FROM tags")).rows,
      count,
    );
    let rows = [];
    let done = 0;
    const flush = async () => {
      const values = [];
      const params = [];
      for (const row of rows) {
        values.push(`(${POST_COLUMNS.map((_, i) => `$${params.length + i + 1}`).join(", ")})`);
        params.push(...POST_COLUMNS.map((column) => row[column]));
      }
      const tagValues = [];
      const tagParams = [];
      for (const row of rows) {
        for (const tagId of row.tags) {
          tagValues.push(`($${tagParams.length + 1}, $${tagParams.length + 2})`);
          tagParams.push(row.id, tagId);
        }
      }
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO posts (${POST_COLUMNS.join(", ")}) VALUES ${values.join(", ")}`,
        params,
      );
      await client.query(
        `INSERT INTO post_tags (post_id, tag_id) VALUES ${tagValues.join(", ")}`,
        tagParams,
      );
      await client.query("COMMIT");
      done += rows.length;
      rows = [];
      onProgress(done);
    };
    for (const row of archivePosts(context)) {
      rows.push(row);
      if (rows.length === 250) await flush();
    }
    if (rows.length > 0) await flush();
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [engine, target, countText] = process.argv.slice(2);
  const count = Number(countText ?? 20000);
  const started = Date.now();
  const progress = (done) => {
    if (done % 10000 === 0)
      console.log(`${done} posts, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  if (engine === "sqlite") fillSqlite(target, count, progress);
  else await fillPostgres(target, count, progress);
  console.log(`${count} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
