import { getMigrations } from "better-auth/db/migration";
import pino from "pino";
import { expect, it } from "vitest";
import { authOptions, loadAuthPlugins } from "~/auth/auth.server";
import { describeEachEngine } from "../helpers/database";
import { TEST_ORIGIN, TEST_SECRET } from "../helpers/auth";

describeEachEngine("Better Auth schema", ({ db }) => {
  it("our migration creates every table and column Better Auth needs", async () => {
    const logger = pino({ level: "silent" });
    const options = authOptions(
      {
        db: db(),
        secret: TEST_SECRET,
        origin: TEST_ORIGIN,
        logger,
        sendMail: async () => {},
      },
      await loadAuthPlugins(),
    );
    const { toBeCreated, toBeAdded, toBeAddedIndexes } = await getMigrations(options);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => [table.table, Object.keys(table.fields)])).toEqual([]);
    expect(toBeAddedIndexes.map((index) => `${index.table}.${index.name}`)).toEqual([]);
  });
});
