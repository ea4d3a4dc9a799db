import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/config.server";

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("has defaults for everything", () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe("development");
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.RENDER_KEEPERS).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.sqlitePath).toBe(path.join(path.resolve("./data"), "techpulse.sqlite"));
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("parses valid values", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgresql://u@h/db",
      SITE_URL: "https://news.example.com/",
      SEED_DEMO: "no",
      RENDER_KEEPERS: "false",
      TRUST_PROXY: "1",
      DATA_DIR: "/tmp/tp",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgresql://u@h/db");
    expect(config.SITE_URL).toBe("https://news.example.com");
    expect(config.SEED_DEMO).toBe(false);
    expect(config.RENDER_KEEPERS).toBe(false);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.sqlitePath).toBe("/tmp/tp/techpulse.sqlite");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["DATABASE_URL", "not a url"],
    ["SEED_DEMO", "maybe"],
    ["RENDER_KEEPERS", "off"],
    ["SITE_URL", "news.example.com"],
    ["NODE_ENV", "staging"],
    ["WORKER_HEAP_MB", "32"],
    ["WORKER_HEAP_MB", "lots"],
  ])("rejects %s=%j naming the variable", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.message).toContain(JSON.stringify(value));
  });

  it("bounds each worker's heap at 192 MB unless told otherwise (0: V8's default)", () => {
    expect(loadConfig({}).WORKER_HEAP_MB).toBe(192);
    expect(loadConfig({ WORKER_HEAP_MB: "512" }).WORKER_HEAP_MB).toBe(512);
    expect(loadConfig({ WORKER_HEAP_MB: "0" }).WORKER_HEAP_MB).toBe(0);
  });

  it("lists every bad variable at once", () => {
    const error = configError({ PORT: "x", SEED_DEMO: "maybe" });
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toMatch(/SEED_DEMO/);
  });
});
