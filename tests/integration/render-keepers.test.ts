import { afterEach, expect, it } from "vitest";
import { watchContentVersion } from "~/cache/content-version.server";
import { setRenderKeepers } from "~/cache/render-keepers.server";
import { getArticlePage } from "~/content/article-page.server";
import { listFeedItems, newestArticleIds } from "~/content/articles.server";
import { getAuthorPage } from "~/content/author-page.server";
import { getHomePage } from "~/content/home.server";
import { getCategoryPage, getTopicPage } from "~/content/listing-page.server";
import { withPlugin, type Db } from "~/db/connection.server";
import { getSiteSettings } from "~/settings/settings.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { countTrendingTopics } from "~/taxonomy/trending.server";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { QueryCounter, touchesTable } from "../helpers/query-counter";

/** The reads of public pages that are kept per content version while a watcher keeps it. */
function keptReads(lead: { slug: string; author: { id: string } | null }) {
  return {
    "site settings": (db: Db) => getSiteSettings(db),
    "category menu": (db: Db) => listCategories(db),
    "trending topics": (db: Db) => countTrendingTopics(db),
    "newest ids": (db: Db) => newestArticleIds(db),
    feed: (db: Db) => listFeedItems(db, 20),
    "home page": (db: Db) => getHomePage(db),
    article: (db: Db) => getArticlePage(db, lead.slug),
    category: (db: Db) => getCategoryPage(db, "all", 1),
    topic: (db: Db) => getTopicPage(db, "artificial-intelligence", 1),
    author: (db: Db) => getAuthorPage(db, lead.author!.id, 1),
  };
}

describeEachEngine(
  "the render keepers' switch (RENDER_KEEPERS)",
  ({ db }) => {
    afterEach(() => setRenderKeepers(true));

    it("off, every kept read reads on every call, as where nothing watches the version", async () => {
      const [lead] = (await getHomePage(db())).hero;
      const reads = keptReads(lead!);
      // What each read costs where nothing is kept: no watcher for this Db.
      const unkept = new Map<string, number>();
      for (const [name, read] of Object.entries(reads)) {
        const counter = new QueryCounter();
        await read(withPlugin(db(), counter));
        unkept.set(name, counter.count);
      }

      // The watcher's own polls of the version are not the reads counted here.
      const counter = new QueryCounter((node) => !touchesTable(node, "content_version"));
      const counted = withPlugin(db(), counter);
      const stop = await watchContentVersion(counted, { intervalMs: 20 });
      try {
        for (const [name, read] of Object.entries(reads)) {
          setRenderKeepers(true);
          await read(counted);
          counter.count = 0;
          await read(counted);
          const whenKept = counter.count;
          expect(whenKept, `${name}, kept`).toBeLessThan(unkept.get(name)!);

          setRenderKeepers(false);
          for (const call of [1, 2, 3]) {
            counter.count = 0;
            await read(counted);
            expect(counter.count, `${name}, keepers off, call ${call}`).toBe(unkept.get(name));
          }
        }
      } finally {
        stop();
      }
    });

    it("off, a kept answer is not handed out: each call gets its own", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        expect(await listCategories(db())).toBe(await listCategories(db()));
        setRenderKeepers(false);
        const first = await listCategories(db());
        const second = await listCategories(db());
        expect(second).not.toBe(first);
        expect(second).toEqual(first);
      } finally {
        stop();
      }
    });
  },
  seedDemo,
);
