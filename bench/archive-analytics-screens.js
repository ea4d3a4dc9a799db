// The Analytics screens at archive scale (issue 42 item 8): waits until the server has folded
// the generated year into daily rows, signs in as the site's administrator (ADMIN_EMAIL, the
// same whole-site view an editor has) and measures each screen, one request at a time.
import pg from "pg";

const DAY_MS = 86_400_000;

export const BENCH_ADMIN = {
  ADMIN_EMAIL: "bench-editor@techpulse.test",
  ADMIN_PASSWORD: "bench archive password",
  ADMIN_NAME: "Bench Editor",
};

const ANALYTICS_TABLES = [
  "analytics_site_hours",
  "analytics_page_hours",
  "analytics_dimension_hours",
  "analytics_page_days",
  "analytics_page_months",
  "analytics_dimension_days",
];

/** Runs `text` on the scratch database of `env` (read-only queries, beside the server). */
export async function queryDatabase(env, text) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(`${env.DATA_DIR}/techpulse.sqlite`, { readonly: true });
  try {
    return db.prepare(text).all();
  } finally {
    db.close();
  }
}

/** Waits until every finished day is folded (the server folds at start); returns the seconds. */
export async function waitForFold(env, startedAt) {
  const lastDay = Math.floor((Date.now() - 10 * 60_000) / DAY_MS) - 1;
  for (;;) {
    const [row] = await queryDatabase(
      env,
      "SELECT folded_through FROM analytics_fold WHERE id = 1",
    );
    if (row && row.folded_through !== null && Number(row.folded_through) >= lastDay) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return (Date.now() - startedAt) / 1000;
}

/** Rows and megabytes (table and indexes) of each analytics table. */
export async function tableSizes(env) {
  const sizes = [];
  for (const table of ANALYTICS_TABLES) {
    const [{ rows }] = await queryDatabase(env, `SELECT count(*) AS rows FROM ${table}`);
    const [{ bytes }] = env.DATABASE_URL
      ? await queryDatabase(env, `SELECT pg_total_relation_size('${table}') AS bytes`)
      : await queryDatabase(
          env,
          `SELECT sum(pgsize) AS bytes FROM dbstat WHERE name = '${table}' OR name IN (SELECT name FROM sqlite_master WHERE tbl_name = '${table}' AND type = 'index')`,
        );
    sizes.push({ table, rows: Number(rows), mb: Number(bytes) / 1024 / 1024 });
  }
  return sizes;
}

/** Signs in through the /auth form; returns the Cookie header of the session. */
async function signIn(origin) {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "signin",
      email: BENCH_ADMIN.ADMIN_EMAIL,
      password: BENCH_ADMIN.ADMIN_PASSWORD,
    }),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (!cookies.some((cookie) => cookie.includes("session"))) {
    throw new Error(`sign-in answered ${response.status} without a session cookie`);
  }
  return cookies.join("; ");
}

function isoDay(time) {
  return new Date(time).toISOString().slice(0, 10);
}

/** The screens measured: every period (each beside its previous one), the posts list, an editor. */
async function screens(env) {
  const now = Date.now();
  const [top] = await queryDatabase(
    env,
    `SELECT post_id FROM analytics_page_days WHERE post_id IS NOT NULL AND day = ${Math.floor(now / DAY_MS) - 1} ORDER BY views DESC LIMIT 1`,
  );
  return [
    ["Analytics, 24 hours", "/admin-hub/analytics?range=24h"],
    ["Analytics, 7 days", "/admin-hub/analytics?range=7d"],
    ["Analytics, 30 days", "/admin-hub/analytics?range=30d"],
    ["Analytics, 12 months", "/admin-hub/analytics?range=12m"],
    [
      "Analytics, custom 61 days",
      `/admin-hub/analytics?range=custom&from=${isoDay(now - 75 * DAY_MS)}&to=${isoDay(now - 15 * DAY_MS)}`,
    ],
    [
      "Analytics, custom 366 days",
      `/admin-hub/analytics?range=custom&from=${isoDay(now - 365 * DAY_MS)}&to=${isoDay(now)}`,
    ],
    [
      "Analytics, custom one day (by the hour)",
      `/admin-hub/analytics?range=custom&from=${isoDay(now - 40 * DAY_MS)}&to=${isoDay(now - 40 * DAY_MS)}`,
    ],
    ["Analytics CSV, 12 months", "/admin-hub/analytics/export?range=12m"],
    ["Posts list (7 days' views)", "/admin-hub/posts"],
    ...(top ? [["Post editor (its 7 days' views)", `/admin-hub/posts/${top.post_id}`]] : []),
  ];
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A kept-alive socket the server closed at that moment fails once; the request is sent again. */
async function fetchOnce(url, cookie) {
  const request = () =>
    fetch(url, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
  try {
    return await request();
  } catch {
    return request();
  }
}

/** Measures each screen `repeat` times after 2 warm-ups, signed in. */
export async function measureAnalyticsScreens(origin, env, repeat) {
  const cookie = await signIn(origin);
  const rows = [];
  for (const [label, route] of await screens(env)) {
    const samples = [];
    let status = 0;
    for (let i = 0; i < repeat + 2; i++) {
      const started = performance.now();
      const response = await fetchOnce(`${origin}${route}`, cookie);
      await response.arrayBuffer();
      status = response.status;
      if (i >= 2) samples.push(performance.now() - started);
    }
    if (status !== 200) throw new Error(`${label} (${route}) answered ${status}`);
    rows.push({ label, route, p50: percentile(samples, 50), p95: percentile(samples, 95) });
    console.log(
      `  ${label}: p50 ${rows.at(-1).p50.toFixed(1)} ms, p95 ${rows.at(-1).p95.toFixed(1)} ms`,
    );
  }
  return rows;
}
