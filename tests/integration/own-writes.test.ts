import type { NextFunction, Request, Response } from "express";
import { expect, it } from "vitest";
import { checkContentVersionNow, watchContentVersion } from "~/cache/content-version.server";
import { createCategory, deleteCategory } from "~/taxonomy/categories.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "~/lib/category-style";
import { categoryFormSchema } from "~/lib/schemas";
import { newId } from "~/platform/ids.server";
import type { Db } from "~/db/connection.server";
import { seeOwnWrites } from "../../server/own-writes";
import { describeEachEngine } from "../helpers/database";
import { testWriter } from "../helpers/writer";

/** Long enough that no periodic check helps within a test: only what is under test does. */
const NO_POLLING_MS = 600_000;

const slugsOf = async (db: Db) => (await listCategories(db)).map((category) => category.slug);

/** A category written as another process or server would: straight to the database. */
async function insertElsewhere(db: Db, slug: string) {
  await db
    .insertInto("categories")
    .values({
      id: newId(),
      name: slug,
      slug,
      description: "Written by another server.",
      icon: CATEGORY_ICON_NAMES[0],
      color: CATEGORY_COLORS[0],
      position: 99,
    })
    .execute();
}

/** Runs the middleware on a request with `cookie`; resolves once it hands the request on. */
function throughSeeOwnWrites(cookie: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const next: NextFunction = (error?: unknown) => (error ? reject(error) : resolve());
    seeOwnWrites()({ headers: { cookie } } as Request, {} as Response, next);
  });
}

describeEachEngine("a writer sees their own writes at once (the content version)", ({ db }) => {
  it("a write command returns only once this process knows the new version: the next read is fresh", async () => {
    const stop = await watchContentVersion(db(), { intervalMs: NO_POLLING_MS });
    try {
      expect(await slugsOf(db())).not.toContain("orbit");
      const id = await createCategory(
        testWriter(db()),
        categoryFormSchema.parse({
          name: "Orbit",
          slug: "orbit",
          description: "Launches and the satellites they carry.",
          icon: CATEGORY_ICON_NAMES[0],
          color: CATEGORY_COLORS[0],
        }),
      );
      expect(await slugsOf(db())).toContain("orbit");
      await deleteCategory(testWriter(db()), id);
      expect(await slugsOf(db())).not.toContain("orbit");
    } finally {
      stop();
    }
  });

  it("a signed-in request reads the version before it is answered, so another server's write shows", async () => {
    const stop = await watchContentVersion(db(), { intervalMs: NO_POLLING_MS });
    try {
      const kept = await listCategories(db());
      await insertElsewhere(db(), "from-afar");
      await throughSeeOwnWrites("theme=dark; techpulse.session_token=abc");
      expect(await slugsOf(db())).toContain("from-afar");
      expect(await listCategories(db())).not.toBe(kept);
    } finally {
      stop();
    }
  });

  it("an anonymous request is not held up: it goes on at once, with what is kept", async () => {
    const stop = await watchContentVersion(db(), { intervalMs: NO_POLLING_MS });
    try {
      const kept = await listCategories(db());
      let handedOn = false;
      seeOwnWrites()({ headers: { cookie: "theme=dark" } } as Request, {} as Response, () => {
        handedOn = true;
      });
      expect(handedOn).toBe(true);
      expect(await listCategories(db())).toBe(kept);
    } finally {
      stop();
    }
  });

  it("concurrent checks share reads, and each resolves only after a read begun after it", async () => {
    const stop = await watchContentVersion(db(), { intervalMs: NO_POLLING_MS });
    try {
      await listCategories(db());
      const first = checkContentVersionNow();
      // Written while the first read may already be under way: the second caller must see it.
      await insertElsewhere(db(), "mid-read");
      await Promise.all([first, checkContentVersionNow(), checkContentVersionNow()]);
      expect(await slugsOf(db())).toContain("mid-read");
    } finally {
      stop();
    }
  });
});
