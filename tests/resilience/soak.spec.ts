import http from "node:http";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { memoryMiB, spawnServer, type SpawnedServer } from "../e2e/spawned-server";
import { randomClientAddress, signInAsAdmin } from "./admin-session";
import { createScratchPostgres, type ScratchDatabase } from "./databases";
import { recordFigure } from "./figures";
import { send } from "./keep-alive-client";
import { createSiteContent } from "./site-content";

/**
 * Issue 11: a soak of mixed reading and writing at 64 connections: no 5xx, no connection error,
 * and the server's resident memory flat. The server runs as in production (a worker per core:
 * two here, plus the primary); its memory is the sum over its processes, read from /proc.
 *
 * "Flat": after a warm-up (the first 10 s: caches fill, V8 tiers up), the total at the end is
 * at most 1.5× the total after warm-up, and no process above MAX_PROCESS_MIB.
 *
 * On PostgreSQL (SOAK_ENGINE=sqlite for the embedded engine): the configuration issue 11 scales
 * out, and the one where two workers share the database without blocking each other (on SQLite,
 * two workers writing under this load answered 11 requests/s and left requests unanswered for
 * 30 s, against 59/s for one worker; see the resilience report).
 */
const SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const CONNECTIONS = 64;
const WARM_UP_SECONDS = 10;
const MAX_GROWTH = 1.5;
/**
 * Per process. Not the 256 MiB first proposed: a worker that has served every kind of page once
 * (React, the router, TipTap for the editor, Better Auth, sanitize-html loaded) already holds
 * 250-280 MiB here, before any growth; the growth bound above is the test of "flat".
 */
const MAX_PROCESS_MIB = 384;
/** Production's default on two cores; SOAK_WORKERS=1 for a single process. */
const WORKERS = Number(process.env.SOAK_WORKERS) || 2;
const ENGINE = process.env.SOAK_ENGINE === "sqlite" ? "sqlite" : "postgres";

type Step = { label: string; expect: number[]; request: () => Request };
interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The server's processes: the primary and the workers it forked. */
async function serverPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return [pid, ...children.split(" ").filter(Boolean).map(Number)];
}

async function residentMiB(pids: number[]): Promise<number[]> {
  return Promise.all(pids.map((pid) => memoryMiB(pid, "VmRSS").catch(() => 0)));
}

test("64 connections of mixed reading and writing for a minute: no errors, memory flat", async () => {
  test.setTimeout((SECONDS + 90) * 1000);
  let server: SpawnedServer | undefined;
  let scratch: ScratchDatabase | undefined;
  try {
    scratch = ENGINE === "postgres" ? await createScratchPostgres("techpulse_soak") : undefined;
    // LOG_LEVEL info, as in production (and spawnServer counts the workers by their "listening" line).
    server = await spawnServer({
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: String(WORKERS),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    const origin = server.origin;
    const adminCookie = await signInAsAdmin(origin);
    await createSiteContent(origin, adminCookie);
    const pids = await serverPids(server.pid);
    expect(pids.length, "the primary and its workers").toBe(WORKERS === 1 ? 1 : WORKERS + 1);

    let sequence = 0;
    const post = (path: string, fields: Record<string, string>, cookie?: string): Request => ({
      method: "POST",
      path,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        "X-Forwarded-For": randomClientAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: Buffer.from(new URLSearchParams(fields).toString()),
    });
    const get = (path: string, cookie?: string): Request => ({
      method: "GET",
      path,
      headers: cookie ? { Cookie: cookie } : {},
    });
    const reads = [
      "/",
      "/article/fixture-post-1",
      "/article/fixture-post-3",
      "/category/fuzzing",
      "/category/robustness",
      "/search?q=robustness",
      "/rss",
      "/about",
    ];
    // About one request in five writes; anonymous pages mostly come from the page cache, which
    // each published post purges.
    const steps: { weight: number; step: Step }[] = [
      ...reads.map((path) => ({
        weight: 9,
        step: { label: `GET ${path}`, expect: [200], request: () => get(path) },
      })),
      {
        weight: 4,
        step: {
          label: "GET /admin-hub/posts (signed in)",
          expect: [200],
          request: () => get("/admin-hub/posts", adminCookie),
        },
      },
      {
        weight: 8,
        step: {
          label: "POST /contact",
          expect: [200],
          request: () =>
            post("/contact", {
              name: "Soak",
              email: "soak@example.com",
              subject: `soak ${++sequence}`,
              message: "A message sent during the soak.",
            }),
        },
      },
      {
        weight: 6,
        step: {
          label: "POST /newsletter",
          expect: [200],
          request: () => post("/newsletter", { email: `soak-${++sequence}@example.com` }),
        },
      },
      {
        weight: 4,
        step: {
          label: "POST /admin-hub/posts",
          expect: [200],
          request: () =>
            post(
              "/admin-hub/posts",
              {
                title: `Soak post ${++sequence}`,
                slug: `soak-post-${sequence}`,
                content: `<p>Soak post ${sequence}.</p>`,
                ...(sequence % 4 === 0 ? { published: "on" } : {}),
              },
              adminCookie,
            ),
        },
      },
    ];
    const totalWeight = steps.reduce((sum, { weight }) => sum + weight, 0);
    const pick = (): Step => {
      let roll = Math.random() * totalWeight;
      for (const { weight, step } of steps) {
        roll -= weight;
        if (roll < 0) return step;
      }
      return steps[0]!.step;
    };

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const answered = new Map<string, number>();
    const errors: string[] = [];
    const unexpected = new Map<string, number>();
    const samples: { at: number; mib: number[] }[] = [];
    const start = await residentMiB(pids);
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      void residentMiB(pids).then((mib) => samples.push({ at: Date.now() - started, mib }));
    }, 1000);

    const connection = async () => {
      while (Date.now() < deadline) {
        const step = pick();
        try {
          const answer = await send(agent, origin, step.request());
          answered.set(step.label, (answered.get(step.label) ?? 0) + 1);
          if (answer.status >= 500) errors.push(`${answer.status} for ${step.label}`);
          else if (!step.expect.includes(answer.status)) {
            const key = `${answer.status} for ${step.label}`;
            unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
          }
        } catch (error) {
          errors.push(`${(error as Error).message} for ${step.label}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
    clearInterval(sampler);
    agent.destroy();
    const seconds = (Date.now() - started) / 1000;

    const total = (mib: number[]) => mib.reduce((sum, value) => sum + value, 0);
    const warm = samples.find((sample) => sample.at >= WARM_UP_SECONDS * 1000) ?? samples[0]!;
    const end = samples.at(-1)!;
    const peak = samples.reduce((max, sample) =>
      total(sample.mib) > total(max.mib) ? sample : max,
    );
    const requests = [...answered.values()].reduce((sum, count) => sum + count, 0);
    const show = (mib: number[]) =>
      `${total(mib).toFixed(0)} MiB (${mib.map((v) => v.toFixed(0)).join("+")})`;
    recordFigure(
      "soak",
      `${ENGINE}, ${WORKERS} workers: ${requests} requests in ${seconds.toFixed(0)} s at ${CONNECTIONS} connections ` +
        `(${(requests / seconds).toFixed(0)}/s; ${JSON.stringify(Object.fromEntries(answered))}); ` +
        `${errors.length} errors; resident memory primary+workers: start ${show(start)}, ` +
        `after ${WARM_UP_SECONDS} s ${show(warm.mib)}, peak ${show(peak.mib)} at ${(peak.at / 1000).toFixed(0)} s, ` +
        `end ${show(end.mib)}; other answers ${JSON.stringify(Object.fromEntries(unexpected))}`,
    );

    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
    expect(Object.fromEntries(unexpected)).toEqual({});
    expect(total(end.mib)).toBeLessThanOrEqual(MAX_GROWTH * total(warm.mib));
    for (const mib of end.mib) expect(mib).toBeLessThanOrEqual(MAX_PROCESS_MIB);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  } finally {
    await server?.stop();
    await scratch?.drop();
  }
});
