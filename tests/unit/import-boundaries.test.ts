import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of eslint.config.js (issue 16), run through ESLint's Node API on small
 * snippets, so a rule that stops matching fails here and not only in review.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  const other = messages.filter((message) => message.ruleId !== "no-restricted-imports");
  expect(other, "the snippet should break no other rule").toEqual([]);
  return messages.map((message) => message.message);
}

describe("import boundaries", { timeout: 60_000 }, () => {
  it("a component may not import a server-only module, by alias or relative path", async () => {
    const errors = await restrictedImports(
      [
        'import { getDb } from "~/db/connection.server";',
        'import { searchArticles } from "../../content/search.server";',
        "export const both = [getDb, searchArticles];",
      ].join("\n"),
      "app/components/x.tsx",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/Server-only module/);
  });

  it("app/lib may not import a server-only module, not even a type", async () => {
    const errors = await restrictedImports(
      'import type { Config } from "~/config.server";\nexport type C = Config;\n',
      "app/lib/x.ts",
    );
    expect(errors).toEqual([expect.stringMatching(/Server-only module/)]);
  });

  it("a route may not import kysely, and keeps the zod rule", async () => {
    const errors = await restrictedImports(
      [
        'import { sql } from "kysely";',
        'import { z } from "zod";',
        "export const both = [sql, z];",
      ].join("\n"),
      "app/routes/x.tsx",
    );
    expect(errors).toEqual([
      expect.stringMatching(/Routes do not query/),
      expect.stringMatching(/~\/lib\/zod/),
    ]);
  });

  it("only app/db and migrations open a database driver", async () => {
    const code =
      'import pg from "pg";\nimport SQLite from "better-sqlite3";\nexport { pg, SQLite };\n';
    expect(await restrictedImports(code, "app/content/x.server.ts")).toHaveLength(2);
    expect(await restrictedImports(code, "server/x.ts")).toHaveLength(2);
    expect(await restrictedImports(code, "app/db/x.server.ts")).toEqual([]);
    expect(await restrictedImports(code, "migrations/999_x.ts")).toEqual([]);
  });

  it("only app/db and migrations check the engine", async () => {
    const code = 'import { engineOf } from "~/db/connection.server";\nexport { engineOf };\n';
    expect(await restrictedImports(code, "app/content/x.server.ts")).toEqual([
      expect.stringMatching(/Engine checks belong to app\/db/),
    ]);
    const adapter = 'import { PostgresAdapter } from "kysely";\nexport { PostgresAdapter };\n';
    expect(await restrictedImports(adapter, "app/content/x.server.ts")).toHaveLength(1);
    const relative =
      'import { engineOf } from "../app/db/connection.server";\nexport { engineOf };\n';
    expect(await restrictedImports(relative, "migrations/999_x.ts")).toEqual([]);
    expect(await restrictedImports(code, "app/db/x.server.ts")).toEqual([]);
  });

  it("search is engine-blind too: its dialects live in app/db, so no exception covers it", async () => {
    const code = 'import { engineOf } from "~/db/connection.server";\nexport { engineOf };\n';
    expect(await restrictedImports(code, "app/content/search.server.ts")).toEqual([
      expect.stringMatching(/Engine checks belong to app\/db/),
    ]);
    // The one listed exception left: Better Auth is told its database type.
    expect(await restrictedImports(code, "app/auth/auth.server.ts")).toEqual([]);
  });

  it("clean code passes: a route calling the domain, a component on isomorphic helpers", async () => {
    const route = [
      'import { getDb } from "~/db/connection.server";',
      'import { listCategories } from "~/taxonomy/taxonomy.server";',
      'import { z } from "~/lib/zod";',
      "export const loader = () => listCategories(getDb());",
      "export const schema = z.string();",
    ].join("\n");
    expect(await restrictedImports(route, "app/routes/x.tsx")).toEqual([]);
    const component = [
      'import type { ArticleCard } from "~/content/types";',
      'import { formatLongDate } from "~/lib/format";',
      "export const when = (card: ArticleCard) => formatLongDate(card.date);",
    ].join("\n");
    expect(await restrictedImports(component, "app/components/x.tsx")).toEqual([]);
  });
});

describe("app/lib", () => {
  it("holds no server-only module (they belong to the domain that owns them)", () => {
    const entries = readdirSync(path.join(root, "app/lib"), { recursive: true, encoding: "utf8" });
    const serverOnly = entries.filter((entry) =>
      entry.split(path.sep).some((part) => /\.server(\.|$)/.test(part)),
    );
    expect(serverOnly).toEqual([]);
  });
});
