import type { RootOperationNode } from "kysely";
import { expect, it, vi } from "vitest";
// The benchmark's generator: the same realistic archive, only smaller.
import { archivePosts } from "../../bench/archive-data.js";
import { countArticles, pageOfArticles } from "~/content/articles.server";
import { searchArticles } from "~/content/search.server";
import {
  newestMatchesPath,
  searchTsvectorPage,
  type NewestMatchesPath,
} from "~/db/full-text-search-postgres.server";
import type { Db } from "~/db/connection.server";
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP } from "~/lib/constants";
import { SNIPPET_ELLIPSIS } from "~/lib/search-query";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { QueryWatcher } from "../helpers/query-counter";

const POSTS = 2500;
// Seeding a few thousand ~700-word posts takes a while on a busy PostgreSQL.
vi.setConfig({ hookTimeout: 180_000 });

async function seedArchive(db: Db) {
  await seedDemo(db);
  const ids = async (table: "categories" | "profiles" | "tags") =>
    (await db.selectFrom(table).select("id").execute()).map((row) => row.id);
  const tagIds = await ids("tags");
  const posts = [
    ...archivePosts({
      count: POSTS,
      categoryIds: await ids("categories"),
      authorIds: await ids("profiles"),
      tagIds,
      trendingTagIds: tagIds.slice(0, 4),
    }),
  ];
  for (let start = 0; start < posts.length; start += 100) {
    const batch = posts.slice(start, start + 100);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("posts")
        .values(batch.map(({ tags: _tags, ...post }) => post))
        .execute();
      await trx
        .insertInto("post_tags")
        .values(
          batch.flatMap((post) => post.tags.map((tagId) => ({ post_id: post.id, tag_id: tagId }))),
        )
        .execute();
    });
  }
}

interface RawNodeShape {
  kind: string;
  sqlFragments?: string[];
  parameters?: RawNodeShape[];
}

/** Records the text of every raw SQL statement and how many values its last parameter holds. */
class RawSqlRecorder extends QueryWatcher {
  statements: { text: string; lastParameterValues: number }[] = [];

  protected see(root: RootOperationNode) {
    const node = root as unknown as RawNodeShape;
    if (node.kind === "RawNode" && node.sqlFragments) {
      const last = node.parameters?.at(-1);
      this.statements.push({
        text: node.sqlFragments.join("?"),
        lastParameterValues:
          last?.kind === "RawNode"
            ? (last.parameters ?? []).filter((p) => p.kind === "ValueNode").length
            : 1,
      });
    }
  }
}

describeEachEngine(
  "search and listings over a generated archive",
  ({ db, engine }) => {
    it("counts a common word only up to the cap and says so", async () => {
      // "time" is in most generated posts (and, unlike "the", no stop word on PostgreSQL).
      const result = await searchArticles(db(), "time", SEARCH_PAGE_SIZE);
      expect(result.total).toBe(SEARCH_RESULT_CAP);
      expect(result.capped).toBe(true);
      expect(result.hits).toHaveLength(SEARCH_PAGE_SIZE);
      const rare = await searchArticles(db(), "kubernetes cluster", SEARCH_PAGE_SIZE);
      expect(rare.capped).toBe(rare.total > SEARCH_RESULT_CAP);
    });

    it("pages within the ranked matches, never past the cap", async () => {
      const first = await searchArticles(db(), "model", SEARCH_PAGE_SIZE);
      const second = await searchArticles(db(), "model", SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
      const ids = new Set([...first.hits, ...second.hits].map((hit) => hit.id));
      expect(ids.size).toBe(2 * SEARCH_PAGE_SIZE);
      const last = await searchArticles(db(), "model", SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP - 5);
      expect(last.hits.length).toBeLessThanOrEqual(5);
      const beyond = await searchArticles(db(), "model", SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP);
      expect(beyond.hits).toEqual([]);
    });

    it("builds snippets for the page's rows only", async () => {
      const recorder = new RawSqlRecorder();
      const { hits } = await searchArticles(db().withPlugin(recorder), "data", SEARCH_PAGE_SIZE);
      expect(hits).toHaveLength(SEARCH_PAGE_SIZE);
      for (const hit of hits) expect(hit.snippetHtml).toContain("<mark>");
      const snippets = recorder.statements.filter((s) => /snippet\(|ts_headline/.test(s.text));
      expect(snippets).toHaveLength(1);
      if (engine === "sqlite") {
        // Its last parameter is the page's rowids: one per hit, not one per match.
        expect(snippets[0]!.lastParameterValues).toBe(hits.length);
        expect(snippets[0]!.text).toMatch(/rowid IN \(/);
        // Long bodies are cut: the cut is marked (a bound value, not text in the SQL).
        expect(hits.every((hit) => hit.snippetHtml.includes(SNIPPET_ELLIPSIS))).toBe(true);
      } else {
        // ts_headline runs on the ranked CTE, which is limited to the page.
        expect(snippets[0]!.text).toMatch(/ranked AS \([\s\S]*LIMIT[\s\S]*\)[\s\S]*ts_headline/);
      }
    });

    it("finds the same newest matches on each of PostgreSQL's paths", async () => {
      if (engine !== "postgres") return;
      const found = async (query: string, path: NewestMatchesPath) => {
        const page = { cap: SEARCH_RESULT_CAP, limit: SEARCH_RESULT_CAP, offset: 0 };
        const { hits, counted } = await searchTsvectorPage(db(), query, page, path);
        return { ids: hits.map((hit) => hit.id), counted };
      };
      // Dense, rare, multi-word and prefix queries: walking the date index and letting the GIN
      // index drive must agree on the rows, their order and the count.
      for (const query of ["time", "kubernetes & cluster", "secur:*", "machin & learn & train:*"]) {
        const dense = await found(query, "dense");
        expect(dense.ids.length).toBeGreaterThan(0);
        expect(await found(query, "sparse")).toEqual(dense);
      }
    });

    it("walks the date index for a word in a third of the posts or more, else the GIN index", () => {
      expect(newestMatchesPath(40_000, 100_000)).toBe("dense");
      expect(newestMatchesPath(30_000, 100_000)).toBe("sparse");
      expect(newestMatchesPath(0, 0)).toBe("dense");
    });

    it("serves deep listing pages with the same cards as the newest-first order", async () => {
      const total = await countArticles(db(), {});
      expect(total).toBeGreaterThan(POSTS * 0.9);
      const lastPage = Math.ceil(total / 12);
      const deep = (await pageOfArticles(db(), {}, lastPage, 12)).items;
      expect(deep.length).toBe(total - (lastPage - 1) * 12);
      const dates = deep.map((card) => card.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  },
  seedArchive,
  // Every test here only reads: they share one copy of the 2,500-post archive (see readOnly).
  { readOnly: true },
);
