import { randomBytes } from "node:crypto";
import { databaseNow } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import type { SecretBox } from "~/integrations/secret-box.server";
import { DomainError } from "~/lib/domain-error";
import { newId } from "~/platform/ids.server";
import type { Writer } from "~/platform/domain-events.server";
import { refusesPrivateTarget } from "~/platform/outbound-address.server";
import { getSiteSettings } from "~/settings/settings.server";
import type { WebhookView, WebhookDeliveryView } from "./types";
import { WEBHOOK_TEXT, type WebhookEvent, type WebhookFormInput } from "./webhook-text";

/**
 * An integration's webhooks (issue 41, items 7–8): made, changed and deleted by administrators
 * on /admin-hub/integrations, with each one's delivery log. Deliveries are queued by
 * webhook-queue.server.ts and sent by webhook-worker.server.ts.
 */

/** How many deliveries of each webhook the log shows, newest first. */
export const DELIVERY_LOG_SIZE = 20;

export interface WebhookAddressRules {
  /** IMPORT_ALLOW_PRIVATE_URLS; the site setting of the same name counts too. */
  allowPrivateAddresses: boolean;
}

/** A refused target or a missing webhook, as the screen shows it. */
export class WebhookError extends DomainError {
  constructor(code: string, message: string, status: 400 | 404, field?: string) {
    super(code, message, status, field ? { field } : {});
  }
}

function newSecret(): string {
  return randomBytes(32).toString("hex");
}

async function assertPublicTarget(db: Db, url: string, rules: WebhookAddressRules) {
  const allow = rules.allowPrivateAddresses || (await getSiteSettings(db)).importAllowPrivateUrls;
  if (await refusesPrivateTarget(new URL(url), allow)) {
    throw new WebhookError("private-target", WEBHOOK_TEXT.urlPrivate, 400, "targetUrl");
  }
}

/** Every webhook of the given integrations, with its secret and its recent deliveries. */
export async function listWebhooks(
  db: Db,
  box: SecretBox,
  integrationIds: readonly string[],
): Promise<WebhookView[]> {
  if (integrationIds.length === 0) return [];
  const hooks = await db
    .selectFrom("webhooks")
    .selectAll()
    .where("integration_id", "in", integrationIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const views: WebhookView[] = [];
  for (const hook of hooks) {
    const deliveries = await db
      .selectFrom("webhook_deliveries")
      .select([
        "id",
        "event",
        "status",
        "attempts",
        "response_status",
        "last_error",
        "created_at",
        "last_attempt_at",
        "next_attempt_at",
      ])
      .where("webhook_id", "=", hook.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(DELIVERY_LOG_SIZE)
      .execute();
    views.push({
      id: hook.id,
      integrationId: hook.integration_id,
      name: hook.name,
      event: hook.event as WebhookEvent,
      targetUrl: hook.target_url,
      secret: box.open(hook.secret_sealed),
      deliveries: deliveries.map((row): WebhookDeliveryView => ({
        id: row.id,
        event: row.event,
        status: row.status,
        attempts: row.attempts,
        responseStatus: row.response_status,
        error: row.last_error,
        createdAt: row.created_at,
        lastAttemptAt: row.last_attempt_at,
        nextAttemptAt: row.status === "queued" ? row.next_attempt_at : null,
      })),
    });
  }
  return views;
}

/** Adds a webhook to an integration with a new signing secret; answers its id. */
export async function createWebhook(
  db: Db,
  box: SecretBox,
  rules: WebhookAddressRules,
  integrationId: string,
  input: WebhookFormInput,
): Promise<string> {
  const integration = await db
    .selectFrom("integrations")
    .select("id")
    .where("id", "=", integrationId)
    .executeTakeFirst();
  if (!integration) {
    throw new WebhookError("no-integration", "That integration no longer exists.", 404);
  }
  await assertPublicTarget(db, input.targetUrl, rules);
  const id = newId();
  await db
    .insertInto("webhooks")
    .values({
      id,
      integration_id: integrationId,
      event: input.event,
      target_url: input.targetUrl,
      name: input.name || null,
      secret_sealed: box.seal(newSecret()),
    })
    .execute();
  return id;
}

/** Changes a webhook's name, event and target (its secret and log stay). */
export async function updateWebhook(
  db: Db,
  rules: WebhookAddressRules,
  id: string,
  input: WebhookFormInput,
): Promise<void> {
  await assertPublicTarget(db, input.targetUrl, rules);
  const result = await db
    .updateTable("webhooks")
    .set({
      event: input.event,
      target_url: input.targetUrl,
      name: input.name || null,
      updated_at: databaseNow(db),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new WebhookError("no-webhook", WEBHOOK_TEXT.notFound, 404);
}

/** Deletes a webhook and its log; deliveries not yet sent go with it. */
export async function deleteWebhook(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom("webhooks").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw new WebhookError("no-webhook", WEBHOOK_TEXT.notFound, 404);
}

/**
 * "Retry now": the delivery becomes due at once (a queued one skips its wait; a given-up or
 * delivered one is sent once more, and given up again if that fails: its 24 hours are over).
 * One being sent at this moment is left alone.
 */
export async function retryWebhookDelivery(writer: Writer, deliveryId: string): Promise<void> {
  await writer.events.write(writer.db, async (tx) => {
    const result = await tx.db
      .updateTable("webhook_deliveries")
      .set({
        status: "queued",
        next_attempt_at: databaseNow(tx.db),
      })
      .where("id", "=", deliveryId)
      .where("status", "in", ["queued", "failed", "delivered"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new WebhookError("no-delivery", WEBHOOK_TEXT.notRetriable, 404);
    // Once committed, this process's worker sends it now, not at its next poll.
    await tx.emit("webhook.retried", { deliveryId });
  });
}
