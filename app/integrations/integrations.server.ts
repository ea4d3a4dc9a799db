import { randomBytes } from "node:crypto";
import type { Db } from "~/db/connection.server";
import { newContentApiKey } from "~/ghost-api/content-keys.server";
import { newId } from "~/platform/ids.server";
import type { Writer } from "~/platform/domain-events.server";
import type { IntegrationRole } from "./integration-text";
import type { SecretBox } from "./secret-box.server";

/**
 * Integrations (decision 0036): created, renamed, rotated and revoked by administrators on
 * /admin-hub/integrations; read by the Admin API to check a token. The Admin API secret is
 * stored sealed (secret-box.server.ts) and given out in full only by the command that made it.
 */

export interface IntegrationSummary {
  id: string;
  name: string;
  role: IntegrationRole;
  adminKeyId: string;
  contentKey: string | null;
  createdByName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What the Admin API needs to check a token and act: null when the key id is unknown. */
export interface IntegrationCredentials {
  id: string;
  role: IntegrationRole;
  createdBy: string | null;
  secret: string;
}

/** The Admin API key as Ghost writes it: `{24 hex id}:{64 hex secret}`. */
export function adminApiKeyText(keyId: string, secret: string): string {
  return `${keyId}:${secret}`;
}

function newAdminKey() {
  return { keyId: randomBytes(12).toString("hex"), secret: randomBytes(32).toString("hex") };
}

function roleOf(role: string): IntegrationRole {
  return role === "editor" ? "editor" : "author";
}

export async function listIntegrations(db: Db): Promise<IntegrationSummary[]> {
  const rows = await db
    .selectFrom("integrations")
    .leftJoin("content_api_keys", "content_api_keys.integration_id", "integrations.id")
    .leftJoin("profiles", "profiles.id", "integrations.created_by")
    .select([
      "integrations.id",
      "integrations.name",
      "integrations.role",
      "integrations.admin_key_id",
      "integrations.created_at",
      "integrations.last_used_at",
      "content_api_keys.key as content_key",
      "profiles.full_name as created_by_name",
    ])
    .orderBy("integrations.created_at")
    .orderBy("integrations.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: roleOf(row.role),
    adminKeyId: row.admin_key_id,
    contentKey: row.content_key,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/**
 * Makes an integration with both keys; answers its Admin API key in full (the only time it is
 * readable outside the database) and its Content API key.
 */
export async function createIntegration(
  writer: Writer,
  box: SecretBox,
  input: { name: string; role: IntegrationRole; createdBy: string },
): Promise<{ id: string; adminKey: string; contentKey: string }> {
  const id = newId();
  const { keyId, secret } = newAdminKey();
  const contentKey = newContentApiKey();
  const now = new Date().toISOString();
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .insertInto("integrations")
      .values({
        id,
        name: input.name,
        role: input.role,
        admin_key_id: keyId,
        admin_secret_sealed: box.seal(secret),
        created_by: input.createdBy,
        created_at: now,
      })
      .execute();
    const keyRowId = newId();
    await db
      .insertInto("content_api_keys")
      .values({ id: keyRowId, key: contentKey, created_at: now, integration_id: id })
      .execute();
    await emit("content-api-key.rotated", { keyId: keyRowId });
  });
  return { id, adminKey: adminApiKeyText(keyId, secret), contentKey };
}

/** Renames, or changes the role; false when the integration is gone. */
export async function updateIntegration(
  db: Db,
  id: string,
  changes: { name: string; role: IntegrationRole },
): Promise<boolean> {
  const result = await db
    .updateTable("integrations")
    .set({ name: changes.name, role: changes.role })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new Content API key; the old one stops working at commit. Null when the integration is gone. */
export async function rotateIntegrationContentKey(
  writer: Writer,
  id: string,
): Promise<string | null> {
  const key = newContentApiKey();
  return writer.events.write(writer.db, async ({ db, emit }) => {
    const exists = await db
      .selectFrom("integrations")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!exists) return null;
    await db.deleteFrom("content_api_keys").where("integration_id", "=", id).execute();
    const keyRowId = newId();
    await db
      .insertInto("content_api_keys")
      .values({ id: keyRowId, key, created_at: new Date().toISOString(), integration_id: id })
      .execute();
    await emit("content-api-key.rotated", { keyId: keyRowId });
    return key;
  });
}

/** A new Admin API key (id and secret); tokens signed with the old one fail at once. */
export async function rotateIntegrationAdminKey(
  db: Db,
  box: SecretBox,
  id: string,
): Promise<string | null> {
  const { keyId, secret } = newAdminKey();
  const result = await db
    .updateTable("integrations")
    .set({ admin_key_id: keyId, admin_secret_sealed: box.seal(secret) })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? adminApiKeyText(keyId, secret) : null;
}

/** Removes the integration and both its keys; false when it was already gone. */
export async function revokeIntegration(writer: Writer, id: string): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db, emit }) => {
    const keys = await db
      .deleteFrom("content_api_keys")
      .where("integration_id", "=", id)
      .returning("id")
      .execute();
    const result = await db.deleteFrom("integrations").where("id", "=", id).executeTakeFirst();
    for (const key of keys) await emit("content-api-key.rotated", { keyId: key.id });
    return Number(result.numDeletedRows) > 0;
  });
}

/** The integration whose Admin API key has this id, with its secret opened; null if none. */
export async function integrationForKeyId(
  db: Db,
  box: SecretBox,
  keyId: string,
): Promise<IntegrationCredentials | null> {
  const row = await db
    .selectFrom("integrations")
    .select(["id", "role", "created_by", "admin_secret_sealed"])
    .where("admin_key_id", "=", keyId)
    .executeTakeFirst();
  if (!row) return null;
  const secret = box.open(row.admin_secret_sealed);
  if (!secret) return null;
  return { id: row.id, role: roleOf(row.role), createdBy: row.created_by, secret };
}

/** How often "last used" is written: at most once a minute per integration, not per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function markIntegrationUsed(db: Db, id: string, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  await db
    .updateTable("integrations")
    .set({ last_used_at: now.toISOString() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", before)]))
    .execute();
}
