import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { resolveAuthSecret } from "~/auth/secret.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { describeEachEngine } from "../helpers/database";

/**
 * Every server on one database signs sessions with one secret (issue 11): AUTH_SECRET, or one
 * generated once and kept in the database, whichever server starts first.
 */
describeEachEngine("auth secret shared through the database", ({ db, engine, openOptions }) => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "techpulse-secret-"));
    dirs.push(dir);
    return dir;
  };
  const opened: Db[] = [];
  /** Another "server": its own pool on the same database (SQLite in memory has one). */
  const anotherServer = () => {
    if (engine === "sqlite") return db();
    const other = openDatabase({ ...openOptions(), poolSize: 2 });
    opened.push(other);
    return other;
  };
  afterEach(async () => {
    for (const other of opened.splice(0)) await other.destroy();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is generated once: two servers with their own data folders get the same one", async () => {
    const first = await resolveAuthSecret({ dataDir: dataDir() }, db());
    const second = await resolveAuthSecret({ dataDir: dataDir() }, anotherServer());
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    // Nothing written beside the database: a server's data folder holds no secret.
    const rows = await db().selectFrom("site_secrets").selectAll().execute();
    expect(rows).toEqual([{ name: "auth", value: first }]);
  });

  it("servers racing at their first start agree on one", async () => {
    const servers = Array.from({ length: 6 }, () => anotherServer());
    const secrets = await Promise.all(
      servers.map((server) => resolveAuthSecret({ dataDir: dataDir() }, server)),
    );
    expect(new Set(secrets).size).toBe(1);
  });

  it("adopts the secret an earlier version kept in DATA_DIR, so sessions stay valid", async () => {
    const upgraded = dataDir();
    const old = "an-old-secret-from-the-data-folder-0123456789";
    writeFileSync(path.join(upgraded, "auth-secret"), `${old}\n`);
    expect(await resolveAuthSecret({ dataDir: upgraded }, db())).toBe(old);
    // The other servers, with no such file, now read it from the database.
    expect(await resolveAuthSecret({ dataDir: dataDir() }, anotherServer())).toBe(old);
  });

  it("AUTH_SECRET wins and nothing is stored", async () => {
    const configured = "configured-secret-of-at-least-32-characters";
    expect(await resolveAuthSecret({ AUTH_SECRET: configured, dataDir: dataDir() }, db())).toBe(
      configured,
    );
    expect(await db().selectFrom("site_secrets").selectAll().execute()).toEqual([]);
  });
});
