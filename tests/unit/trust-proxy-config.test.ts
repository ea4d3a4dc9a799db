import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "~/auth/client-ip.server";
import { ConfigError, loadConfig } from "~/config.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["no", false],
    ["0", false],
    // What `true` meant before hop counts: the one proxy in front of the server.
    ["true", 1],
    ["yes", 1],
    ["1", 1],
    ["2", 2],
    [" 3 ", 3],
    ["loopback", ["loopback"]],
    ["loopback, 10.0.0.0/8,uniquelocal", ["loopback", "10.0.0.0/8", "uniquelocal"]],
    ["203.0.113.7,2001:db8::/32,linklocal", ["203.0.113.7", "2001:db8::/32", "linklocal"]],
  ])("%j → %j", (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig(env).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    "maybe",
    "-1",
    "1.5",
    "33",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0.300",
    "loopback,",
    "loopback;10.0.0.1",
    "10.0.0.0/8/8",
    "localhost",
  ])("refuses %j with a clear configuration error", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    expect(() => parseTrustProxy(value)).toThrow(
      /hop count|true, false, a hop count, or a comma-separated list/,
    );
  });
});

describe("DATABASE_POOL_SIZE", () => {
  it("defaults to 10 and takes 1 to 1000", () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "1" }).DATABASE_POOL_SIZE).toBe(1);
    expect(loadConfig({ DATABASE_POOL_SIZE: "1000" }).DATABASE_POOL_SIZE).toBe(1000);
  });

  it.each(["0", "1001", "2.5", "ten", "-3"])("refuses %j", (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE: /);
  });
});
