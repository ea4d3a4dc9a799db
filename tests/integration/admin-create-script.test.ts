import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeDatabaseLocation } from "~/db/database-location.server";

const run = promisify(execFile);

/**
 * Issue 37.8: `npm run admin:create` run without the server's DATA_DIR created a second
 * database in ./data, said only "Created administrator", and linked to port 3000 whatever the
 * server used. Now it names the database, warns when it was new, and builds the link from
 * SITE_URL / PORT as the server does.
 */
describe("npm run admin:create", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-admin-create-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The script as `npm run admin:create` runs it, with only `env` of the server's settings. */
  function adminCreate(env: Record<string, string>) {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !["DATA_DIR", "DATABASE_URL", "SITE_URL", "PORT"].includes(name) &&
          !name.startsWith("ADMIN_"),
      ),
    );
    return run(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/admin-create.ts", "--email", "chief@example.com", "--name", "Chief", "--generate"],
      { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env } },
    );
  }

  it("names the database, warns when it was new, and links to the configured port", async () => {
    const first = await adminCreate({ PORT: "4123" });
    expect(first.stdout).toContain("Created administrator chief@example.com.");
    expect(first.stdout).toContain(
      `Database: SQLite file ${path.join(dataDir, "techpulse.sqlite")}\n`,
    );
    expect(first.stderr).toMatch(
      /^Warning: this database was new \(no migrations had been applied\)/,
    );
    expect(first.stderr).toContain("run this command again with the server's DATA_DIR");
    expect(first.stdout).toContain("Sign in at http://localhost:4123/auth\n");

    // The same database again, now one that has been used: no warning; SITE_URL wins.
    const second = await adminCreate({ PORT: "4123", SITE_URL: "https://news.example.com/" });
    expect(second.stdout).toContain("Updated administrator chief@example.com.");
    expect(second.stdout).toContain(
      `Database: SQLite file ${path.join(dataDir, "techpulse.sqlite")}`,
    );
    expect(second.stderr).toBe("");
    expect(second.stdout).toContain("Sign in at https://news.example.com/auth\n");
  }, 120_000);

  it("says the link assumes port 3000 when neither SITE_URL nor PORT is set", async () => {
    const { stdout } = await adminCreate({});
    expect(stdout).toMatch(
      /Sign in at http:\/\/localhost:3000\/auth \(SITE_URL and PORT are not set here: .*\)\n/,
    );
  }, 120_000);
});

describe("describeDatabaseLocation", () => {
  it("gives the SQLite file, or the PostgreSQL URL without its password", () => {
    expect(describeDatabaseLocation({ sqlitePath: "/srv/data/techpulse.sqlite" })).toBe(
      "SQLite file /srv/data/techpulse.sqlite",
    );
    expect(
      describeDatabaseLocation({
        DATABASE_URL: "postgres://news:s3cret@db.internal:5432/techpulse",
        sqlitePath: "/unused",
      }),
    ).toBe("PostgreSQL postgres://news@db.internal:5432/techpulse");
  });
});
