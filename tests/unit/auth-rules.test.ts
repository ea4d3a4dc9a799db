import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { roleListIncludes } from "~/auth/roles.server";

const SITE = "https://news.example.com";
const post = (headers: Record<string, string>, url = `${SITE}/auth`) =>
  new Request(url, { method: "POST", headers });

describe("isSameOriginRequest", () => {
  it("accepts the site's own origin, and the request's origin behind a proxy", () => {
    expect(isSameOriginRequest(post({ origin: SITE }), SITE)).toBe(true);
    expect(
      isSameOriginRequest(
        post({ origin: "http://10.0.0.5:3000" }, "http://10.0.0.5:3000/auth"),
        SITE,
      ),
    ).toBe(true);
  });

  it("refuses other origins, opaque origins and cross-site fetches", () => {
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }), SITE)).toBe(false);
    expect(
      isSameOriginRequest(post({ origin: "https://news.example.com.evil.example" }), SITE),
    ).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }), SITE)).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }), SITE)).toBe(false);
  });

  it("lets through clients that are not browsers (no Origin, no Sec-Fetch-Site): they carry no victim's cookies", () => {
    expect(isSameOriginRequest(post({}), SITE)).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it("keeps local paths only", () => {
    expect(safeRedirectPath("/admin-hub?tab=posts")).toBe("/admin-hub?tab=posts");
    for (const unsafe of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "admin",
      "",
      null,
    ]) {
      expect(safeRedirectPath(unsafe)).toBe("/");
    }
    expect(safeRedirectPath("/auth?mode=signup")).toBe("/");
  });
});

describe("roleListIncludes", () => {
  it("reads the admin plugin's comma-separated roles", () => {
    expect(roleListIncludes("admin", "admin")).toBe(true);
    expect(roleListIncludes("user, admin", "admin")).toBe(true);
    expect(roleListIncludes("administrator", "admin")).toBe(false);
    expect(roleListIncludes(null, "admin")).toBe(false);
  });
});
