import { expect, it, vi } from "vitest";
import type { Db } from "~/db/connection.server";
import { reusableQuery } from "~/db/reusable-query.server";
import { setRenderKeepers } from "~/cache/render-keepers.server";
import { QueryCounter } from "../helpers/query-counter";
import { describeEachEngine, insertTestPost } from "../helpers/database";

interface Listing {
  published: boolean;
  /** Titles from (inclusive) … to (exclusive). */
  titles?: { from: string; to: string };
  excludeIds?: string[];
  limit: number;
  offset: number;
}

// A listing whose SQL depends on which filters are set, with a boolean, an `in` list, a
// limit and an offset among its parameters.
function buildListing(db: Db, { published, titles, excludeIds, limit, offset }: Listing) {
  return db
    .selectFrom("posts")
    .select(["id", "title", "published"])
    .where("published", "=", published)
    .$if(Boolean(titles), (q) =>
      q.where("title", ">=", titles!.from).where("title", "<", titles!.to),
    )
    .$if(Boolean(excludeIds?.length), (q) => q.where("id", "not in", excludeIds!))
    .orderBy("title")
    .limit(limit)
    .offset(offset);
}

describeEachEngine("reusable queries", ({ db }) => {
  async function seed() {
    const run = Math.random().toString(36).slice(2, 8);
    const titles = ["a", "b", "c", "d"].map((letter) => `${run}-${letter}`);
    const ids = [];
    for (const title of titles) ids.push(await insertTestPost(db(), { title, published: true }));
    ids.push(await insertTestPost(db(), { title: `${run}-draft`, published: false }));
    return { run, ids, titles: { from: run, to: `${run}~` } };
  }

  it("gives what building the query every time gives, for every shape and value", async () => {
    const { ids, titles } = await seed();
    const build = vi.fn(buildListing);
    const listing = reusableQuery(build);
    const calls: Listing[] = [
      { published: true, titles, limit: 10, offset: 0 },
      { published: true, titles, limit: 2, offset: 1 },
      { published: true, titles, excludeIds: [ids[0]!], limit: 10, offset: 0 },
      { published: true, titles, excludeIds: [ids[1]!, ids[2]!], limit: 10, offset: 0 },
      { published: true, titles, excludeIds: [], limit: 10, offset: 0 },
      { published: false, titles, limit: 10, offset: 0 },
      { published: true, titles: { from: "no-such", to: "no-such~" }, limit: 10, offset: 0 },
      { published: true, titles, limit: 3, offset: 2 },
      { published: true, limit: 1, offset: 0 },
    ];
    // Twice over: the second round runs every shape from its kept SQL.
    for (const round of [1, 2]) {
      if (round === 2) build.mockClear();
      for (const call of calls) {
        const expected = await buildListing(db(), call).execute();
        expect(await listing(db(), call), `round ${round}: ${JSON.stringify(call)}`).toEqual(
          expected,
        );
      }
    }
    // Seven shapes: the offset of 1 and 2 and the "no-such" titles are values, not shapes.
    expect(build).not.toHaveBeenCalled();
    expect(await listing(db(), calls[1]!)).toHaveLength(2);
    expect((await listing(db(), calls[5]!)).map((row) => row.published)).toEqual([false]);
  });

  it("binds each call's own values: nothing of an earlier call stays in the kept SQL", async () => {
    const first = await seed();
    const second = await seed();
    const listing = reusableQuery(buildListing);
    const titles = async (run: string) =>
      (
        await listing(db(), {
          published: true,
          titles: { from: run, to: `${run}~` },
          limit: 10,
          offset: 0,
        })
      ).map((row) => row.title);
    expect(await titles(first.run)).toEqual(["a", "b", "c", "d"].map((l) => `${first.run}-${l}`));
    expect(await titles(second.run)).toEqual(["a", "b", "c", "d"].map((l) => `${second.run}-${l}`));
  });

  it("builds anew what it cannot keep: a value made into another, a database with plugins, a transaction", async () => {
    const first = await seed();
    const second = await seed();
    // The value is also turned into another before Kysely sees it: the shape is not kept with
    // the first call's pattern, and every call is right.
    const startingWith = reusableQuery((database: Db, { prefix }: { prefix: string }) =>
      database
        .selectFrom("posts")
        .select("title")
        .where("title", ">=", prefix)
        .where("title", "like", `${prefix}-%`)
        .where("published", "=", true)
        .orderBy("title"),
    );
    const titlesOf = async (prefix: string) =>
      (await startingWith(db(), { prefix })).map((row) => row.title);
    expect(await titlesOf(first.run)).toEqual(["a", "b", "c", "d"].map((l) => `${first.run}-${l}`));
    expect(await titlesOf(second.run)).toEqual(
      ["a", "b", "c", "d"].map((l) => `${second.run}-${l}`),
    );
    const titles = first.titles;

    const listing = reusableQuery(buildListing);
    const call = { published: true, titles, limit: 10, offset: 0 };
    await listing(db(), call);
    const counter = new QueryCounter();
    const counted = db().withPlugin(counter);
    await listing(counted, call);
    await listing(counted, call);
    expect(counter.count).toBe(2);

    await db()
      .transaction()
      .execute(async (trx) => {
        expect(await listing(trx, call)).toEqual(await buildListing(trx, call).execute());
      });
  });

  it("with the render keepers off (RENDER_KEEPERS=false) builds every call anew", async () => {
    const { titles } = await seed();
    const build = vi.fn(buildListing);
    const listing = reusableQuery(build);
    const call = { published: true, titles, limit: 10, offset: 0 };
    setRenderKeepers(false);
    try {
      for (const times of [1, 2, 3]) {
        expect(await listing(db(), call)).toEqual(await buildListing(db(), call).execute());
        expect(build).toHaveBeenCalledTimes(times);
      }
    } finally {
      setRenderKeepers(true);
    }
    await listing(db(), call);
    await listing(db(), call);
    // On again: built once more for its template, then run from the kept SQL.
    expect(build).toHaveBeenCalledTimes(4);
  });
});
