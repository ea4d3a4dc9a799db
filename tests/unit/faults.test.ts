import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config.server";
import { DataDirError, describeDataDirFault } from "~/data-dir.server";
import { isDatabaseUnavailable } from "~/db/availability.server";
import { describeWorkersProblem, startFailureOf } from "../../server/worker-status";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises lost connections and full or read-only storage on both engines", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("57P01", "terminating connection due to administrator command"),
      new Error("Connection terminated unexpectedly"),
      withCode("SQLITE_FULL"),
      withCode("SQLITE_IOERR_WRITE"),
      withCode("SQLITE_READONLY_DBMOVED"),
      new Error("wrapped", { cause: withCode("ECONNRESET") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves bugs and bad data as server errors", () => {
    for (const error of [
      withCode("23505", "duplicate key"),
      withCode("SQLITE_CONSTRAINT_UNIQUE"),
      new TypeError("x is undefined"),
      "text",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe("describeDataDirFault", () => {
  it("names the folder, the fault and the fix in one line", () => {
    const full = describeDataDirFault("/srv/data", withCode("ENOSPC"));
    expect(full).toBe(
      "The data folder /srv/data is full (ENOSPC): free disk space there or set DATA_DIR to a folder on a disk with room.",
    );
    expect(describeDataDirFault("/srv/data", withCode("SQLITE_CANTOPEN"))).toMatch(
      /^The data folder \/srv\/data is not writable \(SQLITE_CANTOPEN\): .*set DATA_DIR/,
    );
    expect(describeDataDirFault("/srv/data", withCode("ECONNREFUSED"))).toBeNull();
  });
});

describe("a worker's start failure (server/worker-status.ts)", () => {
  it("retries a full disk and an unreachable database; stops on a busy port or a bad config", () => {
    const full = new DataDirError("The data folder /srv/data is full…", "the data folder is full");
    expect(startFailureOf(full)).toEqual({ reason: "the data folder is full", transient: true });
    expect(startFailureOf(withCode("ECONNREFUSED"))).toMatchObject({ transient: true });
    const busy = Object.assign(withCode("EADDRINUSE"), { syscall: "listen" });
    expect(startFailureOf(busy)).toEqual({
      reason: "it cannot listen on its port (EADDRINUSE)",
      transient: false,
    });
    expect(startFailureOf(new ConfigError("Invalid configuration"))).toMatchObject({
      transient: false,
    });
    expect(startFailureOf(new TypeError("x is undefined"))).toMatchObject({ transient: false });
  });

  it("tells /readyz how many workers are missing, why, and when the next attempt is", () => {
    const now = 1_000_000;
    const status = {
      expected: 2,
      failing: [{ reason: "the data folder is full (ENOSPC)", retryAt: now + 3_200 }],
    };
    expect(describeWorkersProblem(status, now)).toBe(
      "1 of 2 workers failed to start: the data folder is full (ENOSPC); retrying in 4 s",
    );
    expect(describeWorkersProblem(status, now + 5_000)).toMatch(/; retrying now$/);
    expect(describeWorkersProblem({ expected: 2, failing: [] }, now)).toBeNull();
    expect(describeWorkersProblem(undefined, now)).toBeNull();
  });
});
