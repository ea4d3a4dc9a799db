import { describe, expect, it } from "vitest";
import { parseContentRequest } from "~/ghost-api/content-request";

const parse = (splat: string, query = "") => parseContentRequest(splat, new URLSearchParams(query));

describe("Content API request", () => {
  it("reads the resource and the read, with or without the trailing slash", () => {
    for (const splat of ["posts", "posts/"]) {
      expect(parse(splat)).toMatchObject({ ok: true, request: { resource: "posts", read: null } });
    }
    for (const splat of ["posts/slug/a-story", "posts/slug/a-story/"]) {
      expect(parse(splat)).toMatchObject({ request: { read: { slug: "a-story" } } });
    }
    expect(parse("tags/abc/")).toMatchObject({
      request: { resource: "tags", read: { id: "abc" } },
    });
    expect(parse("settings/")).toMatchObject({ request: { resource: "settings" } });
    for (const splat of ["", "members/", "posts/a/b/", "settings/x/"]) {
      expect(parse(splat), splat).toMatchObject({ ok: false, problem: { kind: "not-found" } });
    }
  });

  it("reads Ghost's parameters, capping limits at 100 as Ghost 6 does", () => {
    const parsed = parse(
      "posts/",
      "limit=all&page=2&order=title asc,published_at DESC&include=tags",
    );
    expect(parsed).toMatchObject({
      request: {
        query: {
          limit: 100,
          page: 2,
          order: [
            ["title", "asc"],
            ["published_at", "desc"],
          ],
          include: ["tags"],
          formats: ["html"],
        },
      },
    });
    expect(parse("posts/", "limit=500")).toMatchObject({ request: { query: { limit: 100 } } });
    expect(parse("posts/")).toMatchObject({ request: { query: { limit: 15, page: 1 } } });
  });

  it("refuses a malformed number in Ghost's words", () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=ten", "limit"],
      ["page=0", "page"],
      ["page=-1", "page"],
    ]) {
      expect(parse("posts/", query!)).toEqual({
        ok: false,
        problem: { kind: "validation", message: `Validation (isInt) failed for ${field}` },
      });
    }
  });
});
