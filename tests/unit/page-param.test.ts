import { describe, expect, it } from "vitest";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";

const at = (query: string) => new Request(`http://localhost/admin-hub/posts${query}`);

describe("list parameters", () => {
  it("reads ?page=, page 1 for anything invalid", () => {
    expect(pageFromRequest(at("?page=3"))).toBe(3);
    for (const bad of ["", "?page=abc", "?page=0", "?page=-3", "?page=2.5", "?page=99999"]) {
      expect(pageFromRequest(at(bad))).toBe(1);
    }
  });

  it("reads ?q= trimmed and cut at 200 characters", () => {
    expect(searchFromRequest(at(""))).toBe("");
    expect(searchFromRequest(at("?q=%20%20react%20"))).toBe("react");
    expect(searchFromRequest(at(`?q=${"a".repeat(250)}`))).toHaveLength(200);
  });

  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});
