// Start-up smoke test of the production build on the Node that runs this script (CI runs it on
// the other Node lines it supports, .ci/node-line.sh): a fresh data folder, the first start's
// migrations, first admin and demo seed, then readiness and a few public pages, then a clean
// stop. Prints one line per check and a closing "N passed, N failed" line; exits 1 on a failure.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../bench/processes.js";

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-smoke-"));
const child = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_EMAIL: "smoke-admin@techpulse.test",
    ADMIN_PASSWORD: "smoke admin password",
    ADMIN_NAME: "Smoke Admin",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) =>
  child.once("exit", (code, signal) => resolve({ code, signal })),
);
let running = true;
void exited.then(() => (running = false));

let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
}

async function get(pathname) {
  const response = await fetch(origin + pathname, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.text() };
}

const started = Date.now();
let ready = false;
while (running && !ready && Date.now() - started < START_TIMEOUT_MS) {
  try {
    ready = (await get("/readyz")).status === 200;
  } catch {
    // Not listening yet.
  }
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
}
check(`ready on Node ${process.version}`, ready, `${Date.now() - started} ms`);

if (ready) {
  const home = await get("/");
  check(
    "GET / renders the seeded home page",
    home.status === 200 && home.body.includes("<article"),
    `${home.status}`,
  );
  const rss = await get("/rss");
  check("GET /rss", rss.status === 200 && rss.body.includes("<item>"), `${rss.status}`);
  const signIn = await get("/auth");
  check("GET /auth", signIn.status === 200, `${signIn.status}`);
}

child.kill("SIGTERM");
const stop = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), STOP_TIMEOUT_MS)),
]);
if (stop === null) child.kill("SIGKILL");
check("stops cleanly on SIGTERM", stop !== null && stop.code === 0, JSON.stringify(stop));
rmSync(dataDir, { recursive: true, force: true });

if (failed > 0) console.log(`--- server output ---\n${output}`);
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
