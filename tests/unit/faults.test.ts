import { describe, expect, it } from "vitest";
import { describeDataDirFault } from "~/data-dir.server";
import { isDatabaseUnavailable } from "~/db/availability.server";

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
