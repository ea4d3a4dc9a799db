import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import {
  DEFAULT_MALLOC_ARENA_MAX,
  DEFAULT_WORKER_HEAP_MB,
  workerPlanFromEnvironment,
} from "~/platform/worker-plan";

describe("workerPlanFromEnvironment (read by the primary before the configuration)", () => {
  it("forks one worker per core in production, WEB_CONCURRENCY overriding", () => {
    expect(workerPlanFromEnvironment({ NODE_ENV: "production" })?.workers).toBe(
      availableParallelism(),
    );
    expect(workerPlanFromEnvironment({ NODE_ENV: "production", WEB_CONCURRENCY: "3" })).toEqual({
      workers: 3,
      execArgv: [`--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`],
      env: { MALLOC_ARENA_MAX: DEFAULT_MALLOC_ARENA_MAX },
    });
    // Blank is unset, as in the configuration.
    expect(
      workerPlanFromEnvironment({ NODE_ENV: "production", WEB_CONCURRENCY: "" })?.workers,
    ).toBe(availableParallelism());
  });

  it("runs one process outside production", () => {
    expect(workerPlanFromEnvironment({ WEB_CONCURRENCY: "4" })?.workers).toBe(1);
    expect(workerPlanFromEnvironment({ NODE_ENV: "test", WEB_CONCURRENCY: "4" })?.workers).toBe(1);
  });

  it("bounds each worker's heap as WORKER_HEAP_MB says, none for 0", () => {
    const plan = (heap: string) =>
      workerPlanFromEnvironment({ NODE_ENV: "production", WORKER_HEAP_MB: heap })?.execArgv;
    expect(plan("512")).toEqual(["--max-old-space-size=512"]);
    expect(plan("0")).toEqual([]);
  });

  it("gives each worker two malloc arenas unless MALLOC_ARENA_MAX says otherwise", () => {
    const arenas = (value?: string) =>
      workerPlanFromEnvironment({ NODE_ENV: "production", MALLOC_ARENA_MAX: value })?.env;
    expect(arenas()).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(arenas("")).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(arenas("4")).toEqual({ MALLOC_ARENA_MAX: "4" });
  });

  it("gives no plan for a value that is not a whole number, which the configuration refuses", () => {
    for (const [name, value] of [
      ["WEB_CONCURRENCY", "two"],
      ["WEB_CONCURRENCY", "1.5"],
      ["WORKER_HEAP_MB", "lots"],
    ] as const) {
      expect(workerPlanFromEnvironment({ NODE_ENV: "production", [name]: value })).toBeNull();
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });

  it("matches the validated configuration's values and default heap", () => {
    const env = { NODE_ENV: "production", WEB_CONCURRENCY: "5", WORKER_HEAP_MB: "256" };
    const config = loadConfig(env);
    expect(workerPlanFromEnvironment(env)).toEqual({
      workers: config.WEB_CONCURRENCY,
      execArgv: [`--max-old-space-size=${config.WORKER_HEAP_MB}`],
      env: { MALLOC_ARENA_MAX: DEFAULT_MALLOC_ARENA_MAX },
    });
    expect(loadConfig({}).WORKER_HEAP_MB).toBe(DEFAULT_WORKER_HEAP_MB);
  });
});
