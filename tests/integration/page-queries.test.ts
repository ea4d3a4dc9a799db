import { expect, it } from "vitest";
import { getArticlePage } from "~/content/article-page.server";
import { getAuthorPage } from "~/content/author-page.server";
import { getHomePage } from "~/content/home.server";
import { getCategoryPage, getTopicPage } from "~/content/listing-page.server";
import { searchArticles } from "~/content/search.server";
import type { Db } from "~/db/connection.server";
import { SEARCH_PAGE_SIZE } from "~/lib/constants";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { QueryCounter } from "../helpers/query-counter";

async function queriesOf(db: Db, load: (db: Db) => Promise<unknown>): Promise<number> {
  const counter = new QueryCounter();
  await load(db.withPlugin(counter));
  return counter.count;
}

// Each page's data costs a fixed number of queries, however many cards it shows: never one
// query per card (issue 2, "a bounded number of queries"). A listing reads its page's ids from an
// index, then the cards of those ids (issue 9), so each listing costs two queries. Cards carry
// every author of their post, read for the whole page in one more query (decision 0039).
describeEachEngine(
  "queries per page",
  ({ db }) => {
    it("home: articles and topic counts", async () => {
      // Cards, topic counts, the readers' Trending Topics ranking (decision 0033), bylines.
      expect(await queriesOf(db(), getHomePage)).toBe(5);
    });

    it("article: the article with its author's profile, its tags, the related and newest ids, their cards", async () => {
      const [lead] = (await getHomePage(db())).hero;
      // The newest ids are read here because nothing watches the content version of this Db;
      // a server reads them once per version (tests/integration/page-cache-invalidation).
      expect(await queriesOf(db(), (d) => getArticlePage(d, lead!.slug))).toBe(7);
    });

    it("category and topic listings: the same count on every page", async () => {
      for (const page of [1, 2]) {
        expect(await queriesOf(db(), (d) => getCategoryPage(d, "all", page))).toBe(5);
      }
      expect(await queriesOf(db(), (d) => getTopicPage(d, "artificial-intelligence", 1))).toBe(7);
      // Past the last page the count alone answers (with the topic list the page shows, which
      // reads the readers' ranking when it is on): no index is walked for an empty page.
      expect(await queriesOf(db(), (d) => getTopicPage(d, "artificial-intelligence", 900))).toBe(4);
    });

    it("author: profile, one page of articles and their count", async () => {
      const [lead] = (await getHomePage(db())).hero;
      expect(await queriesOf(db(), (d) => getAuthorPage(d, lead!.author!.id, 1))).toBe(5);
    });

    it("search: the hits and their total, whatever the number of hits", async () => {
      // SQLite ranks, counts, then builds the page's snippets. PostgreSQL reads the planner's
      // estimate of the matches and the published total (which choose how the newest matches
      // are found), then ranks, counts and builds snippets in one query (a second one only when
      // a rare word's window of recent posts holds too few matches).
      const expected = 3;
      for (const term of ["security", "the"]) {
        expect(await queriesOf(db(), (d) => searchArticles(d, term, SEARCH_PAGE_SIZE))).toBe(
          expected,
        );
      }
    });
  },
  seedDemo,
);
