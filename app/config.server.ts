import path from "node:path";
import { z } from "~/lib/zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SCHEDULE_JOB } from "~/lib/constants";
import { parseTrustProxy } from "~/auth/client-ip.server";
import { DEFAULT_WORKER_HEAP_MB } from "~/platform/worker-plan";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((value) => ["true", "1", "yes"].includes(value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    /** Public origin used for canonical URLs, feeds and sitemaps, e.g. https://news.example.com */
    SITE_URL: z
      .url({ error: "must be an absolute URL such as https://news.example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    SEED_DEMO: booleanFlag.default(true),
    /** Let imports download images from private/loopback addresses (an old site on this network). */
    IMPORT_ALLOW_PRIVATE_URLS: booleanFlag.default(false),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Signs session cookies and tokens; generated into DATA_DIR/auth-secret when unset. */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** e.g. smtp://user:pass@mail.example.com:587 or smtps://…; unset: mail goes to DATA_DIR/outbox */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.email({ error: "must be an email address" }).optional(),
    ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
    ADMIN_NAME: z.string().trim().min(1).max(100).default("Administrator"),
    /** Memory for the page cache of anonymous public pages, in MB; 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int("must be a whole number of megabytes")
      .min(0, "must be 0 (off) or more")
      .max(4096, "must be at most 4096")
      .default(64),
    /**
     * Debugging: false turns off, all at once, what the uncached render path keeps between
     * requests (reads kept per content version, shared markup, a document's narrowed routes,
     * reusable queries, sanitized bodies, stored answers' heads; listed in
     * app/cache/render-keepers.server.ts): every page is read and rendered whole, and must be
     * the same as with them on (tests/e2e/render-keepers.spec.ts). The page cache has its own switch (PAGE_CACHE_MB=0);
     * React's renderer with its three lines changed stays (a renderer, not a keeper).
     */
    RENDER_KEEPERS: booleanFlag.default(true),
    /** How long a CDN or proxy may keep a public page (s-maxage), in seconds. */
    CDN_MAX_AGE: z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .default(60),
    /** How long a CDN may serve a stale page while it fetches a fresh one, in seconds. */
    CDN_STALE_WHILE_REVALIDATE: z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .default(300),
    /**
     * How often each process looks for scheduled posts that are due, in ms. At most 30 s, so a
     * post goes out within a minute of its time; tests shorten it.
     */
    SCHEDULED_PUBLISH_POLL_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(500, "must be at least 500")
      .max(SCHEDULE_JOB.maxPollMs, `must be at most ${SCHEDULE_JOB.maxPollMs}`)
      .default(SCHEDULE_JOB.pollMs),
    /** Worker processes for `npm start`; defaults to one per core. */
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(64, "must be at most 64")
      .optional(),
    /**
     * Heap of each worker process (V8's old space), in MB; 0 leaves V8's default, which grows
     * towards gigabytes under load before it collects.
     */
    WORKER_HEAP_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int("must be a whole number of megabytes")
      .refine((mb) => mb === 0 || mb >= 96, "must be 0 (V8's default) or at least 96")
      .refine((mb) => mb <= 65536, "must be at most 65536")
      .default(DEFAULT_WORKER_HEAP_MB),
    /**
     * Benchmarks only: every this-many ms, log the longest event-loop stall seen since the last
     * line (`bench/archive.js` reads it). Unset: no monitoring.
     */
    EVENT_LOOP_LOG_MS: z.coerce.number().int().min(100).max(60_000).optional(),
    // Media in object storage (decision 0024): S3_BUCKET moves uploads and the demo seed's
    // images from DATA_DIR/media into an S3-compatible bucket; MEDIA_PUBLIC_URL (a CDN or the
    // bucket's own URL) is where browsers load them from, else this site serves /media/.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name such as techpulse-media")
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://s3.example.com" })
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    MEDIA_PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://cdn.example.com",
      })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    // Metrics (Prometheus, decision 0025): a port of their own and/or /metrics behind a token;
    // with neither, no metrics endpoint exists and nothing is collected.
    /** Serves /metrics on this port (all workers' figures); unset: no metrics port. */
    METRICS_PORT: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .optional(),
    /** Address the metrics port binds to; keep it private (loopback or an internal network). */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** Enables /metrics on the main port for `Authorization: Bearer <token>` only. */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    // Several servers on one database (issue 11, decision 0026): the pool each process holds,
    // and the proxies (CDN, balancer) trusted to name the client.
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 1000")
      .max(1000, "must be between 1 and 1000")
      .default(10),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ["ADMIN_PASSWORD"],
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    // Reported on the key id: the error message shows the value, never show the secret.
    path: ["S3_ACCESS_KEY_ID"],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
  });

export type Config = z.infer<typeof envSchema> & {
  sqlitePath: string;
  dataDir: string;
  outboxDir: string;
  /**
   * The origin put into emails and given to Better Auth. Never taken from the request's Host
   * header, which a client controls (a reset link to an attacker's host would leak the token).
   */
  publicOrigin: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    sqlitePath: path.join(dataDir, "techpulse.sqlite"),
    outboxDir: path.join(dataDir, "outbox"),
    publicOrigin: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
