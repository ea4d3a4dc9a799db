import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isReadableHost, requestUrl, unreadableRequest } from "../../server/request-target";

const ORIGIN = "http://news.example";

describe("the request's URL", () => {
  it("keeps a target that looks like another host on this site, as a path", () => {
    for (const target of ["//evil.example/rss", "/\\evil.example/rss", "///evil.example/rss"]) {
      const url = requestUrl(ORIGIN, target);
      expect(url.origin, target).toBe(ORIGIN);
      expect(url.pathname, target).not.toBe("/rss");
    }
    expect(requestUrl(ORIGIN, "/article/x?page=2").href).toBe(`${ORIGIN}/article/x?page=2`);
    // A Host in capitals or with its default port is the same site, not a refusal.
    expect(requestUrl("http://News.Example:80", "/rss").href).toBe(`${ORIGIN}/rss`);
  });

  it("refuses a target that is not a path (the absolute form, `*`, a bare name)", () => {
    for (const target of ["http://evil.example/rss", "*", "evil.example/rss", ""]) {
      expect(() => requestUrl(ORIGIN, target), target).toThrow(/not a path on this site/);
    }
  });
});

describe("which Host headers can be read", () => {
  it("takes names, addresses and ports", () => {
    for (const host of [
      "localhost:3000",
      "news.example",
      "news.example.:8080",
      "127.0.0.1",
      "[::1]:8080",
      "A-B.example",
    ])
      expect(isReadableHost(host), host).toBe(true);
  });

  it("refuses what no URL can be built from", () => {
    for (const host of ["a b", "", "evil.example/x", "[::1", "999.1.1.1", "x:99999", "a@b", "-x"])
      expect(isReadableHost(host), host).toBe(false);
  });
});

describe("requests refused at the edge", () => {
  const request = (url: string, headers: IncomingMessage["headers"] = {}) =>
    ({ url, headers: { host: "news.example", ...headers } }) as IncomingMessage;

  it("passes an ordinary request, with or without a proxy in front", () => {
    expect(unreadableRequest(request("/rss"), false)).toBeNull();
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "news.example" };
    expect(unreadableRequest(request("/rss", forwarded), true)).toBeNull();
  });

  it("refuses an unreadable Host and a target that is not a path", () => {
    expect(unreadableRequest(request("/", { host: "a b" }), false)).toMatch(/Host/);
    expect(unreadableRequest(request("http://evil.example/"), false)).toMatch(/not a path/);
  });

  it("reads forwarded headers only behind a trusted proxy, and refuses unreadable ones", () => {
    const odd = request("/rss", { "x-forwarded-proto": "ftp" });
    expect(unreadableRequest(odd, false)).toBeNull();
    expect(unreadableRequest(odd, true)).toMatch(/X-Forwarded-Proto/);
    const oddHost = request("/rss", { "x-forwarded-host": "a b, news.example" });
    expect(unreadableRequest(oddHost, true)).toMatch(/X-Forwarded-Host/);
  });
});
