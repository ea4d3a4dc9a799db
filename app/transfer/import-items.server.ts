import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import type { ImportItemsTable } from "~/db/schema";

export type ImportItemKind = ImportItemsTable["kind"];

export interface ImportedItem {
  targetId: string;
  fingerprint: string;
}

/** What an earlier import of the same source item created, if anything. */
export async function findImportedItem(
  db: Db,
  source: string,
  kind: ImportItemKind,
  sourceId: string,
): Promise<ImportedItem | null> {
  const row = await db
    .selectFrom("import_items")
    .select(["target_id", "fingerprint"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("source_id", "=", sourceId)
    .executeTakeFirst();
  return row ? { targetId: row.target_id, fingerprint: row.fingerprint } : null;
}

/**
 * The image an earlier import of this source copied from `sitePath` on whichever address the
 * old site was given then (`https://old.example/content/images/a.jpg` for
 * `/content/images/a.jpg`): a run without the old site's address still finds its copies.
 */
export async function findImportedMediaByPath(
  db: Db,
  source: string,
  sitePath: string,
): Promise<ImportedItem | null> {
  const escaped = sitePath.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom("import_items")
    .select(["source_id", "target_id", "fingerprint"])
    .where("source", "=", source)
    .where("kind", "=", "media")
    .where(sql<boolean>`source_id like ${`%${escaped}`} escape '\\'`)
    .execute();
  const row = rows.find((candidate) => sitePathOf(candidate.source_id) === sitePath);
  return row ? { targetId: row.target_id, fingerprint: row.fingerprint } : null;
}

function sitePathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url.startsWith("/") ? url : null;
  }
}

export async function rememberImportedItem(
  db: Db,
  source: string,
  kind: ImportItemKind,
  sourceId: string,
  item: ImportedItem,
): Promise<void> {
  await db
    .insertInto("import_items")
    .values({
      source,
      kind,
      source_id: sourceId,
      target_id: item.targetId,
      fingerprint: item.fingerprint,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["source", "kind", "source_id"])
        .doUpdateSet({ target_id: item.targetId, fingerprint: item.fingerprint }),
    )
    .execute();
}
