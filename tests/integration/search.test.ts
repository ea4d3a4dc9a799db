import { expect, it } from "vitest";
import { searchArticles } from "~/content/search.server";
import { searchTokens } from "~/lib/search-query";
import { describeEachEngine } from "../helpers/database";
import { POST, seedFixtures } from "../helpers/fixtures";

const HOSTILE = [
  '"',
  "'",
  "+",
  "*",
  "(",
  ")",
  ":",
  "-",
  "^",
  "NEAR",
  "NEAR(",
  "AND OR NOT",
  "kubernetes AND",
  "OR kubernetes",
  "title:kubernetes",
  '"kubernetes',
  "kubernetes*",
  "kube & | ! <->",
  "<script>alert(1)</script>",
  "%_",
  "%",
  "\\",
  "'; DROP TABLE posts; --",
  "x".repeat(2000),
  "kubernetes ".repeat(200),
  "🚀 kubernetes 🔥",
  "🚀🔥",
  "   ",
  "\t\n",
  "",
  "\u0000",
  "\u0002kubernetes\u0003",
];

describeEachEngine(
  "search",
  ({ db }) => {
    it("ranks a title match above a body-only match", async () => {
      const { hits, total } = await searchArticles(db(), "kubernetes", 10);
      expect(hits.map((h) => h.id)).toEqual([POST.titleHit, POST.bodyHit]);
      expect(total).toBe(2);
    });

    it("matches the last word as a prefix", async () => {
      const { hits } = await searchArticles(db(), "kubern", 10);
      expect(hits.map((h) => h.id)).toEqual([POST.titleHit, POST.bodyHit]);
      const two = await searchArticles(db(), "kubernetes oper", 10);
      expect(two.hits.map((h) => h.id)).toEqual([POST.titleHit]);
    });

    it("is case-insensitive and stems", async () => {
      const { hits } = await searchArticles(db(), "KUBERNETES OPERATOR", 10);
      expect(hits.map((h) => h.id)).toEqual([POST.titleHit]);
    });

    it("finds published posts only", async () => {
      expect(await searchArticles(db(), "secret", 10)).toEqual({
        hits: [],
        total: 0,
        capped: false,
      });
      const bold = await searchArticles(db(), "boldface", 10);
      expect(bold.hits.map((h) => h.id)).toEqual([POST.markup]);
    });

    it("returns hits with category, ISO date and a marked snippet", async () => {
      const { hits } = await searchArticles(db(), "batch", 10);
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({
        id: POST.bodyHit,
        slug: "cluster-notes",
        title: "Cluster notes",
        date: "2026-01-08T09:30:00.000Z",
        category: { slug: "alpha", name: "Alpha" },
      });
      expect(hits[0]!.snippetHtml).toContain("<mark>batch</mark>");
    });

    it("escapes HTML in snippets", async () => {
      const { hits } = await searchArticles(db(), "boldface", 10);
      const snippet = hits[0]!.snippetHtml;
      expect(snippet).toContain("&lt;b&gt;");
      expect(snippet).toContain("<mark>boldface</mark>");
      expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    });

    it("pages results and counts the total", async () => {
      const first = await searchArticles(db(), "excerpt", 3);
      expect(first.total).toBeGreaterThan(3);
      expect(first.hits).toHaveLength(3);
      const second = await searchArticles(db(), "excerpt", 3, 3);
      expect(second.total).toBe(first.total);
      const ids = new Set([...first.hits, ...second.hits].map((h) => h.id));
      expect(ids.size).toBe(first.hits.length + second.hits.length);
      expect(ids.has(POST.draft)).toBe(false);
    });

    it.each(HOSTILE.map((input) => [JSON.stringify(input).slice(0, 60), input] as const))(
      "hostile input %s never throws",
      async (_label, input) => {
        const result = await searchArticles(db(), input, 10);
        expect(Array.isArray(result.hits)).toBe(true);
        expect(typeof result.total).toBe("number");
        expect(result.hits.length).toBeLessThanOrEqual(10);
        expect(result.total).toBeGreaterThanOrEqual(result.hits.length);
        for (const hit of result.hits) {
          expect(hit.id).not.toBe(POST.draft);
          expect(hit.snippetHtml.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
        }
        if (input.trim() === "" || !/[\p{L}\p{N}]/u.test(input)) {
          expect(result).toEqual({ hits: [], total: 0, capped: false });
        }
        if (searchTokens(input).every((token) => token === "kubernetes") && /kube/i.test(input)) {
          expect(result.hits.map((h) => h.id)).toContain(POST.titleHit);
        }
      },
    );
  },
  seedFixtures,
);
