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
