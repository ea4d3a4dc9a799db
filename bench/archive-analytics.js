// Twelve months of analytics rollups for the archive benchmark (issue 42 item 8): sparse hourly
// rows (a page has a row only in the hours it was read) for the site, its pages and the
// dimensions, generated in the same order with the same seed on both engines. Reads are spread
// as a news site's are: a long tail (log-normal popularity), newer articles and a few evergreen
// ones read far more, the home and category pages, a daily and weekly rhythm with slow growth,
// and referrer sources, hosts, campaigns, devices and browsers in realistic shares.
// The daily and monthly rows are NOT written here: the server folds them (app/analytics/fold).
//
//   ARCHIVE_VIEWS=100000000   views in the year (default 100 M)
//   ARCHIVE_PAGES_PER_HOUR=200   article pages drawn per average hour (about as many read)
import pg from "pg";
import SQLite from "better-sqlite3";

const HOUR_MS = 3_600_000;
const HOURS = 365 * 24;

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

/** Picks from weighted choices: [[value, weight], …]. */
function chooser(choices, random) {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let target = random() * total;
    for (const [value, weight] of choices) {
      target -= weight;
      if (target <= 0) return value;
    }
    return choices.at(-1)[0];
  };
}

const SOURCES = [
  ["search", 42],
  ["direct", 25],
  ["social", 14],
  ["internal", 9],
  ["newsletter", 6],
  ["other", 4],
];
const HOSTS = {
  search: [
    ["www.google.com", 80],
    ["www.bing.com", 9],
    ["duckduckgo.com", 7],
    ["search.brave.com", 3],
    ["ecosia.org", 1],
  ],
  social: [
    ["news.ycombinator.com", 30],
    ["www.reddit.com", 25],
    ["t.co", 15],
    ["www.linkedin.com", 12],
    ["bsky.app", 8],
    ["mastodon.social", 6],
    ["www.facebook.com", 4],
  ],
  other: [
    ["techmeme.com", 30],
    ["lobste.rs", 20],
    ["arstechnica.com", 15],
    ["slashdot.org", 10],
    ["feedly.com", 15],
    ["theverge.com", 10],
  ],
};
const DEVICES = [
  ["mobile", 58],
  ["desktop", 39],
  ["tablet", 3],
];
const BROWSERS = [
  ["Chrome", 52],
  ["Mobile Safari", 22],
  ["Safari", 6],
  ["Edge", 7],
  ["Firefox", 6],
  ["Samsung Browser", 4],
  ["Opera", 2],
  ["Chrome WebView", 1],
];

/** Views of an hour: a daily curve (peak 14:00 UTC), quieter weekends, 40 % growth in the year. */
function hourShape(hour, index) {
  const date = new Date(hour * HOUR_MS);
  const daily = 1 + 0.65 * Math.cos(((date.getUTCHours() - 14) / 24) * 2 * Math.PI);
  const weekday = date.getUTCDay();
  const weekly = weekday === 0 || weekday === 6 ? 0.7 : 1.08;
  const growth = 0.8 + (0.4 * index) / HOURS;
  return daily * weekly * growth;
}

/**
 * Yields every row, hour by hour: { table: "site" | "page" | "dimension", … }. `posts` are the
 * published posts, oldest first ({ id, slug, published }), `categories` their slugs.
 */
export function* analyticsRows({ posts, categories, endHour, views, pagesPerHour, seed = 42 }) {
  const random = randomFrom(seed);
  const startHour = endHour - HOURS + 1;
  // Popularity: log-normal (a long tail), ×20 for the newest, ×6 for one evergreen article in 80.
  const weights = new Float64Array(posts.length);
  for (let i = 0; i < posts.length; i++) {
    const normal = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
    const fromNewest = posts.length - 1 - i;
    let weight = Math.exp(1.3 * normal) * (1 + 20 * Math.exp(-fromNewest / 1500));
    if (i % 80 === 7) weight *= 6;
    weights[i] = weight;
  }
  const cumulative = new Float64Array(posts.length);
  const publishedHour = posts.map((post) => Math.floor(Date.parse(post.published) / HOUR_MS));
  let shapeSum = 0;
  for (let i = 0; i < HOURS; i++) shapeSum += hourShape(startHour + i, i);
  const source = chooser(SOURCES, random);
  const hostOf = Object.fromEntries(
    Object.entries(HOSTS).map(([name, hosts]) => [name, chooser(hosts, random)]),
  );
  const device = chooser(DEVICES, random);
  const browser = chooser(BROWSERS, random);
  const campaigns = ["weekly-digest", "breaking-news", "product-launch", "spring-sale"];

  for (let index = 0; index < HOURS; index++) {
    const hour = startHour + index;
    const shape = hourShape(hour, index);
    const hourViews = Math.round((views * shape * (0.9 + 0.2 * random())) / shapeSum);
    // Only posts already published can be read; the archive is sorted by publication.
    let readable = 0;
    let weightSum = 0;
    while (readable < posts.length && publishedHour[readable] <= hour) {
      weightSum += weights[readable];
      cumulative[readable] = weightSum;
      readable += 1;
    }
    const home = Math.round(hourViews * 0.12);
    const listing = Math.round(hourViews * 0.05);
    const articleViews = hourViews - home - listing;
    const draws = Math.max(1, Math.round(pagesPerHour * shape * 1.4));
    const counted = new Map();
    for (let d = 0; d < draws && readable > 0; d++) {
      const target = random() * weightSum;
      let low = 0;
      let high = readable - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (cumulative[mid] < target) low = mid + 1;
        else high = mid;
      }
      counted.set(low, (counted.get(low) ?? 0) + 1);
    }
    const pages = [
      { path: "/", post_id: null, views: home },
      ...categories.map((slug, i) => ({
        path: `/category/${slug}`,
        post_id: null,
        views: Math.round(
          (listing * (i + 1)) / ((categories.length * (categories.length + 1)) / 2),
        ),
      })),
    ];
    let given = 0;
    const entries = [...counted];
    entries.forEach(([post, times], i) => {
      const share =
        i === entries.length - 1
          ? articleViews - given
          : Math.max(1, Math.round((articleViews * times) / draws));
      given += share;
      if (share > 0)
        pages.push({ path: `/article/${posts[post].slug}`, post_id: posts[post].id, views: share });
    });
    let siteViews = 0;
    let siteVisitors = 0;
    for (const page of pages) {
      if (page.views <= 0) continue;
      // First views of the day by a visitor: most readers read one page, some come back.
      const visitors = Math.max(1, Math.round(page.views * (0.62 + 0.2 * random())));
      siteViews += page.views;
      siteVisitors += visitors;
      yield {
        table: "page",
        hour,
        path: page.path,
        post_id: page.post_id,
        views: page.views,
        visitors,
      };
      // Each dimension's views of the page split between its main value and, past a few views,
      // a second one (what the collector's hourly rows look like for a long-tail page).
      const split = (pick, name, prefix = "") => {
        const first = pick();
        const second = page.views >= 6 ? pick() : first;
        const firstViews = second === first ? page.views : Math.ceil(page.views * 0.7);
        const values = [[first, firstViews]];
        if (second !== first) values.push([second, page.views - firstViews]);
        return values.map(([value, count]) => ({
          table: "dimension",
          hour,
          path: page.path,
          dimension: name,
          value: `${prefix}${value}`,
          views: count,
        }));
      };
      const sources = split(source, "source");
      yield* sources;
      for (const row of sources) {
        const hosts = HOSTS[row.value] ? hostOf[row.value] : null;
        if (hosts) yield { ...row, dimension: "referrer", value: hosts() };
        if (row.value === "newsletter") {
          const campaign = campaigns[Math.floor(random() * campaigns.length)];
          yield { ...row, dimension: "utm_source", value: "newsletter" };
          yield { ...row, dimension: "utm_medium", value: "email" };
          yield { ...row, dimension: "utm_campaign", value: campaign };
        }
      }
      yield* split(device, "device");
      yield* split(browser, "browser");
    }
    yield { table: "site", hour, views: siteViews, visitors: Math.round(siteVisitors * 0.8) };
  }
}

async function readArchive(query) {
  const posts = await query(
    "SELECT id, slug, published_at AS published FROM posts WHERE published_at IS NOT NULL AND published = ? ORDER BY published_at, id",
  );
  const categories = (await query("SELECT slug FROM categories ORDER BY slug")).map((r) => r.slug);
  return { posts, categories };
}

function options(archive) {
  return {
    ...archive,
    endHour: Math.floor(Date.now() / HOUR_MS),
    views: Number(process.env.ARCHIVE_VIEWS ?? 100_000_000),
    pagesPerHour: Number(process.env.ARCHIVE_PAGES_PER_HOUR ?? 200),
  };
}

/** Fills an SQLite database (the server must not be running); returns the row counts. */
export async function fillAnalyticsSqlite(file) {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -262144");
  const archive = await readArchive(async (text) =>
    db.prepare(text).all(...(text.includes("?") ? [1] : [])),
  );
  const insert = {
    site: db.prepare(
      "INSERT INTO analytics_site_hours (hour, views, visitors) VALUES (@hour, @views, @visitors)",
    ),
    page: db.prepare(
      "INSERT INTO analytics_page_hours (hour, path, post_id, views, visitors) VALUES (@hour, @path, @post_id, @views, @visitors)",
    ),
    dimension: db.prepare(
      "INSERT INTO analytics_dimension_hours (hour, path, dimension, value, views) VALUES (@hour, @path, @dimension, @value, @views) ON CONFLICT DO UPDATE SET views = views + excluded.views",
    ),
  };
  const counts = { site: 0, page: 0, dimension: 0, views: 0 };
  const write = db.transaction((rows) => {
    for (const { table, ...row } of rows) insert[table].run(row);
  });
  let batch = [];
  for (const row of analyticsRows(options(archive))) {
    counts[row.table] += 1;
    if (row.table === "site") counts.views += row.views;
    batch.push(row);
    if (batch.length === 100_000) {
      write(batch);
      batch = [];
    }
  }
  write(batch);
  db.exec("ANALYZE");
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return counts;
}

/** Fills a PostgreSQL database, in batches of 50,000 rows per table through unnest(). */
export async function fillAnalyticsPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const archive = await readArchive(
      async (text) => (await client.query(text.replace("?", "true"))).rows,
    );
    const statements = {
      site: [
        "INSERT INTO analytics_site_hours (hour, views, visitors) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])",
        ["hour", "views", "visitors"],
      ],
      page: [
        "INSERT INTO analytics_page_hours (hour, path, post_id, views, visitors) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[])",
        ["hour", "path", "post_id", "views", "visitors"],
      ],
      dimension: [
        `INSERT INTO analytics_dimension_hours AS d (hour, path, dimension, value, views)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[])
         ON CONFLICT (hour, path, dimension, value) DO UPDATE SET views = d.views + excluded.views`,
        ["hour", "path", "dimension", "value", "views"],
      ],
    };
    const pending = { site: [], page: [], dimension: [] };
    const counts = { site: 0, page: 0, dimension: 0, views: 0 };
    const flush = async (table) => {
      const rows = pending[table];
      if (rows.length === 0) return;
      pending[table] = [];
      const [text, columns] = statements[table];
      // One value per (hour, path, dimension, value) per statement: merge the split's repeats.
      let unique = rows;
      if (table === "dimension") {
        const merged = new Map();
        for (const row of rows) {
          const key = `${row.hour} ${row.path} ${row.dimension} ${row.value}`;
          const known = merged.get(key);
          if (known) known.views += row.views;
          else merged.set(key, { ...row });
        }
        unique = [...merged.values()];
      }
      await client.query(
        text,
        columns.map((column) => unique.map((row) => row[column])),
      );
    };
    await client.query("BEGIN");
    for (const row of analyticsRows(options(archive))) {
      counts[row.table] += 1;
      if (row.table === "site") counts.views += row.views;
      pending[row.table].push(row);
      if (pending[row.table].length === 50_000) await flush(row.table);
    }
    for (const table of Object.keys(pending)) await flush(table);
    await client.query("COMMIT");
    await client.query(
      "VACUUM ANALYZE analytics_site_hours, analytics_page_hours, analytics_dimension_hours",
    );
    return counts;
  } finally {
    await client.end();
  }
}
