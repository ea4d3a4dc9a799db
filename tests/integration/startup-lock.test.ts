import { afterEach, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/connection.server";
import { withStartupLock } from "~/db/startup-lock.server";
import { describeEachEngine } from "../helpers/database";

/**
 * Servers starting together run their start-up work (migrate, seed, first administrator) one
 * after another: none sees another's half-done work.
 */
describeEachEngine("start-up lock", ({ db, engine, openOptions }) => {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const other of opened.splice(0)) await other.destroy();
  });
  const server = () => {
    if (engine === "sqlite") return db();
    const other = openDatabase({ ...openOptions(), poolSize: 2 });
    opened.push(other);
    return other;
  };

  it("lets one server at a time through, each seeing the work of those before", async () => {
    let inside = 0;
    let most = 0;
    const seeded: boolean[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        withStartupLock(server(), async () => {
          inside += 1;
          most = Math.max(most, inside);
          // Check, wait, write: what unlocked servers did with the demo seed and first admin.
          const existing = await db()
            .selectFrom("settings")
            .select("key")
            .where("key", "=", "seeded")
            .executeTakeFirst();
          seeded.push(Boolean(existing));
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (!existing) {
            await db()
              .insertInto("settings")
              .values({ key: "seeded", value: String(index), updated_at: new Date().toISOString() })
              .execute();
          }
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(seeded.filter((done) => !done)).toHaveLength(1);
  });

  it("is released when the work fails", async () => {
    await expect(
      withStartupLock(server(), async () => {
        throw new Error("migration failed");
      }),
    ).rejects.toThrow("migration failed");
    expect(await withStartupLock(server(), async () => "next")).toBe("next");
  });
});
