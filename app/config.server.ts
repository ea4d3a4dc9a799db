import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((value) => ["true", "1", "yes"].includes(value));

const envSchema = z.object({
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
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema> & { sqlitePath: string; dataDir: string };

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
  return { ...parsed.data, dataDir, sqlitePath: path.join(dataDir, "techpulse.sqlite") };
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
