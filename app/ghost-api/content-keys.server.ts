import { randomBytes } from "node:crypto";
import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import { newId } from "~/platform/ids.server";
import type { Writer } from "~/platform/domain-events.server";

/**
 * The site's Content API key (decision 0032): 26 lowercase hex characters, Ghost's format, which
 * `@tryghost/content-api` checks before it sends anything. The site has one key of its own,
 * created and rotated by an administrator in Settings; each integration has another (decision
 * 0036, app/integrations), kept in the same table, so the Content API accepts either. Content
 * API keys are not secrets in Ghost either: front ends ship them to browsers; the key says which
 * site's published content a client reads, and rotating it cuts off a client.
 */
export const CONTENT_API_KEY_PATTERN = /^[0-9a-f]{26}$/;

/** A new key in Ghost's format: 13 random bytes as hex. */
export function newContentApiKey(): string {
  return randomBytes(13).toString("hex");
}

/** The keys that open the Content API now, read once per content version (their table bumps it). */
const acceptedKeys = keptPerContentVersion(async (db: Db) => {
  const rows = await db.selectFrom("content_api_keys").select("key").execute();
  return Object.freeze(new Set(rows.map((row) => row.key)));
});

/** Whether a request's `?key=` opens the Content API: missing, unknown, or accepted. */
export async function contentApiKeyStatus(
  db: Db,
  key: string | undefined,
): Promise<"missing" | "unknown" | "accepted"> {
  if (!key) return "missing";
  if (!CONTENT_API_KEY_PATTERN.test(key)) return "unknown";
  return (await acceptedKeys(db)).has(key) ? "accepted" : "unknown";
}

/** The key administrators see in Settings; null until one is created. */
export async function currentContentApiKey(
  db: Db,
): Promise<{ key: string; createdAt: string } | null> {
  const row = await db
    .selectFrom("content_api_keys")
    .select(["key", "created_at"])
    .where("integration_id", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { key: row.key, createdAt: row.created_at } : null;
}

/**
 * Creates the site's key, or replaces it (integrations' keys stay): the old key stops working
 * when this commits, and the answers the page cache kept under it go with the content version
 * the write moves on.
 */
export async function rotateContentApiKey(writer: Writer): Promise<string> {
  const key = newContentApiKey();
  const id = newId();
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db.deleteFrom("content_api_keys").where("integration_id", "is", null).execute();
    await db
      .insertInto("content_api_keys")
      .values({ id, key, created_at: new Date().toISOString() })
      .execute();
    await emit("content-api-key.rotated", { keyId: id });
  });
  return key;
}
