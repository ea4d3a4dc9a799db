import { describe, expect, it } from "vitest";
import { pageUrlOf } from "~/http/page-url.server";

const ORIGIN = "https://news.example";
const pageOf = (address: string) => {
  const url = pageUrlOf(new Request(`${ORIGIN}${address}`));
  return `${url.pathname}${url.search}`;
};

describe("the page a request is for", () => {
  it("is the document's own address", () => {
    expect(pageOf("/category/ai?page=2")).toBe("/category/ai?page=2");
    expect(pageOf("/2020/01/02/old-post/")).toBe("/2020/01/02/old-post/");
    expect(pageOf("/")).toBe("/");
  });

  it("is the page a client navigation's data request names", () => {
    expect(pageOf("/category/ai.data?page=2&_routes=root%2Croutes%2Fcategory")).toBe(
      "/category/ai?page=2",
    );
    expect(pageOf("/_root.data?p=12&_routes=routes%2Fhome")).toBe("/?p=12");
    // The browser drops a trailing slash from a data request's address.
    expect(pageOf("/2020/01/02/old-post.data")).toBe("/2020/01/02/old-post");
  });
});
