import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { readContentVersion } from "~/cache/content-version.server";
import type { Db } from "~/db/connection.server";
import { TRENDING_REFRESH, TRENDING_TOPICS } from "~/lib/constants";
import { countTrendingTopics, refreshTrendingTopics } from "~/taxonomy/trending.server";
import { describeEachEngine, insertTestPost } from "../helpers/database";

/** 2026-11-28 10:15 UTC. */
const NOW = Date.UTC(2026, 10, 28, 10, 15);
const HOUR = 3_600_000;
const ROUND = TRENDING_REFRESH.everyMinutes * 60_000;
const SPEC = TRENDING_TOPICS.map((topic) => topic.name);

async function setSwitches(db: Db, switches: { fromViews: boolean; viewCounts: boolean }) {
  const value = JSON.stringify({
    trendingFromViews: switches.fromViews,
    trendingViewCounts: switches.viewCounts,
  });
  await db
    .insertInto("settings")
    .values({ key: "site", value, updated_at: new Date(NOW).toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** A published post with these tags (created when missing); returns its id. */
async function taggedPost(db: Db, tags: Array<{ slug: string; name: string }>): Promise<string> {
  const post = await insertTestPost(db, { published: true });
  for (const tag of tags) {
    let row = await db
      .selectFrom("tags")
      .select("id")
      .where("slug", "=", tag.slug)
      .executeTakeFirst();
    if (!row) {
      row = { id: randomUUID() };
      await db
        .insertInto("tags")
        .values({ id: row.id, ...tag })
        .execute();
    }
    await db.insertInto("post_tags").values({ post_id: post, tag_id: row.id }).execute();
  }
  return post;
}

async function addViews(db: Db, postId: string, views: number, at: number) {
  await db
    .insertInto("analytics_page_hours")
    .values({
      hour: Math.floor(at / HOUR),
      path: `/p/${postId}/${at}`,
      post_id: postId,
      views,
      visitors: 1,
    })
    .execute();
}

const names = (topics: readonly { name: string }[]) => topics.map((topic) => topic.name);

describeEachEngine("trending topics", ({ db }) => {
  it("a new site shows the spec's eight topics in the spec's order, with the switches on too while nothing has views", async () => {
    expect(names(await countTrendingTopics(db()))).toEqual(SPEC);
    await setSwitches(db(), { fromViews: true, viewCounts: true });
    expect(await refreshTrendingTopics(db(), NOW)).toBe("written");
    const topics = await countTrendingTopics(db());
    expect(names(topics)).toEqual(SPEC);
    expect(topics.map((topic) => topic.count)).toEqual(SPEC.map(() => 0));
  });

  it("ranks topics by their articles' views in the last 7 days, writes (and bumps the content version) only when the ranking changed, one round per period", async () => {
    const rust = await taggedPost(db(), [{ slug: "rust", name: "Rust" }]);
    const web3 = await taggedPost(db(), [{ slug: "web3", name: "Web3" }]);
    const cloud = await taggedPost(db(), [
      { slug: "cloud-computing", name: "Cloud Computing" },
      { slug: "rust", name: "Rust" },
    ]);
    await addViews(db(), rust, 50, NOW - HOUR);
    await addViews(db(), web3, 30, NOW - 6 * 24 * HOUR);
    await addViews(db(), cloud, 20, NOW);
    // Older than 7 days: not counted.
    await addViews(db(), web3, 1_000, NOW - 8 * 24 * HOUR);
    const draft = await insertTestPost(db(), { published: false });
    await db()
      .insertInto("post_tags")
      .values({
        post_id: draft,
        tag_id: (
          await db()
            .selectFrom("tags")
            .select("id")
            .where("slug", "=", "web3")
            .executeTakeFirstOrThrow()
        ).id,
      })
      .execute();
    await addViews(db(), draft, 500, NOW);

    // Switches off (the default): nothing ranked, the spec's list.
    expect(await refreshTrendingTopics(db(), NOW)).toBe("unchanged");
    expect(names(await countTrendingTopics(db()))).toEqual(SPEC);

    await setSwitches(db(), { fromViews: true, viewCounts: true });
    // The round of this period was taken: another process asking now does nothing.
    expect(await refreshTrendingTopics(db(), NOW)).toBe("not due");
    const before = await readContentVersion(db());
    expect(await refreshTrendingTopics(db(), NOW + ROUND)).toBe("written");
    expect(await readContentVersion(db())).toBeGreaterThan(before);
    const topics = await countTrendingTopics(db());
    expect(topics.slice(0, 3).map(({ name, count }) => [name, count])).toEqual([
      ["Rust", 70],
      ["Web3", 30],
      ["Cloud Computing", 20],
    ]);
    // Then the spec's topics not among them, in the spec's order, to eight.
    expect(names(topics.slice(3))).toEqual([
      "AI",
      "Cybersecurity",
      "Machine Learning",
      "Virtual Reality",
      "Blockchain",
    ]);

    // Nothing changed: nothing written, every cached page stays.
    const unchanged = await readContentVersion(db());
    expect(await refreshTrendingTopics(db(), NOW + 2 * ROUND)).toBe("unchanged");
    expect(await readContentVersion(db())).toBe(unchanged);

    // Web3 overtakes Rust: written again.
    await addViews(db(), web3, 100, NOW + 2 * ROUND);
    expect(await refreshTrendingTopics(db(), NOW + 3 * ROUND)).toBe("written");
    expect(names(await countTrendingTopics(db())).slice(0, 2)).toEqual(["Web3", "Rust"]);

    // Article counts on the chips, ranking by views.
    await setSwitches(db(), { fromViews: true, viewCounts: false });
    const counted = await countTrendingTopics(db());
    expect(counted.slice(0, 2).map(({ name, count }) => [name, count])).toEqual([
      ["Web3", 1],
      ["Rust", 2],
    ]);

    // The spec's list with views on its chips.
    await setSwitches(db(), { fromViews: false, viewCounts: true });
    const fixed = await countTrendingTopics(db());
    expect(names(fixed)).toEqual(SPEC);
    expect(fixed.find((topic) => topic.name === "Web3")?.count).toBe(130);

    // Both off: the ranking is emptied at the next round.
    await setSwitches(db(), { fromViews: false, viewCounts: false });
    expect(await refreshTrendingTopics(db(), NOW + 4 * ROUND)).toBe("written");
    expect(await db().selectFrom("trending_topics").selectAll().execute()).toEqual([]);
  });

  it("of processes asking at once, one takes the round", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => refreshTrendingTopics(db(), NOW)),
    );
    expect(rounds.filter((round) => round !== "not due")).toHaveLength(1);
  });
});
