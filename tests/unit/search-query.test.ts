import { describe, expect, it } from "vitest";
import { SEARCH_MAX_QUERY_LENGTH } from "~/lib/constants";
import {
  MATCH_END,
  MATCH_START,
  searchTokens,
  snippetToHtml,
  toFts5Query,
  toTsQuery,
} from "~/lib/search-query";

describe("searchTokens", () => {
  it("keeps words, lower-cased, in order", () => {
    expect(searchTokens("Kubernetes Security 2026")).toEqual(["kubernetes", "security", "2026"]);
  });

  it("drops operators, quotes and markup", () => {
    expect(searchTokens('"quoted" +plus -minus title:foo (a OR b)*')).toEqual([
      "quoted",
      "plus",
      "minus",
      "title",
      "foo",
      "a",
      "or",
      "b",
    ]);
    expect(searchTokens("<script>alert(1)</script>")).toEqual(["script", "alert", "1", "script"]);
  });

  it.each(['"', "'", "+", "*", "(", ")", ":", "%_", "   ", "", "🚀🔥", "\u0000\u0002"])(
    "finds no word in %j",
    (input) => {
      expect(searchTokens(input)).toEqual([]);
    },
  );

  it("keeps letters of any script", () => {
    expect(searchTokens("Café Müller 東京")).toEqual(["café", "müller", "東京"]);
  });

  it("caps input length, token count and token length", () => {
    const tokens = searchTokens("word ".repeat(1000));
    expect(tokens.length).toBeLessThanOrEqual(12);
    expect(searchTokens("a".repeat(2000))[0]!.length).toBeLessThanOrEqual(64);
    // A token starting beyond the length cap is ignored.
    expect(searchTokens(`${" ".repeat(SEARCH_MAX_QUERY_LENGTH)}late`)).toEqual([]);
  });
});

describe("full-text query builders", () => {
  it("FTS5: quotes every token, prefix on the last", () => {
    expect(toFts5Query(["kubern"])).toBe('"kubern"*');
    expect(toFts5Query(["zero", "trust", "arch"])).toBe('"zero" "trust" "arch"*');
  });

  it("tsquery: ANDs tokens, prefix on the last", () => {
    expect(toTsQuery(["kubern"])).toBe("kubern:*");
    expect(toTsQuery(["zero", "trust", "arch"])).toBe("zero & trust & arch:*");
  });

  it("matches a one- or two-letter last word as a whole word, not a prefix", () => {
    expect(toFts5Query(["ai"])).toBe('"ai"');
    expect(toFts5Query(["open", "m"])).toBe('"open" "m"');
    expect(toTsQuery(["ai"])).toBe("ai");
    expect(toTsQuery(["gen", "ai"])).toBe("gen & ai");
    expect(toFts5Query(["gen"])).toBe('"gen"*');
  });

  it("operator words become plain quoted tokens", () => {
    expect(toFts5Query(searchTokens("AND OR NOT NEAR"))).toBe('"and" "or" "not" "near"*');
  });
});

describe("snippetToHtml", () => {
  it("escapes HTML and turns markers into <mark>", () => {
    expect(snippetToHtml(`a <b>bold</b> & "q" ${MATCH_START}hit${MATCH_END}`)).toBe(
      "a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot; <mark>hit</mark>",
    );
  });

  it("never lets markup through", () => {
    const html = snippetToHtml(`<img src=x onerror=alert(1)>${MATCH_START}<script>${MATCH_END}`);
    expect(html).not.toMatch(/<(img|script)/);
    expect(html).toBe("&lt;img src=x onerror=alert(1)&gt;<mark>&lt;script&gt;</mark>");
  });
});
