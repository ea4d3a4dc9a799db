import type { Logger } from "pino";
import { databaseNow, databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import type { SecretBox } from "~/integrations/secret-box.server";
import { claimDueRows } from "~/platform/claim-due-rows.server";
import type { JobLoop } from "~/platform/job-loop.server";
import { pruneSettledRows, startLeasedQueueWorker } from "~/platform/leased-queue-worker.server";
import { getSiteSettings } from "~/settings/settings.server";
import { callWebhook, type WebhookCall, type WebhookCallResult } from "./webhook-send.server";

const MINUTE = 60_000;

export const WEBHOOK_JOB = {
  batchSize: 5,
  /** Ghost's request timeout is 2 s; the issue asks 10 s, which slow receivers need. */
  timeoutMs: 10_000,
  /** A claimed delivery belongs to its worker this long: far longer than a call may take. */
  leaseMs: 2 * MINUTE,
  pollMs: 5_000,
  /** Delivered and failed rows (the log) are deleted after this long. */
  keepMs: 14 * 24 * 60 * MINUTE,
  pruneEveryMs: 60 * MINUTE,
} as const;

/**
 * Back-off after the n-th failed attempt: 1, 2, 4 … minutes, at most 4 hours between tries; the
 * 24-hour window (`give_up_at`) ends the retries (about 14 attempts).
 */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 4 * 60 * MINUTE);
}

export interface WebhookWorkerDeps {
  db: Db;
  /** Opens the webhooks' sealed secrets. */
  secrets: SecretBox;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** IMPORT_ALLOW_PRIVATE_URLS; the site setting of the same name is read every round too. */
  allowPrivateAddresses: boolean;
}

export interface WebhookDrainOptions {
  workerId: string;
  batchSize?: number;
  leaseMs?: number;
  timeoutMs?: number;
  retryDelayMs?: (attempts: number) => number;
  /** The HTTP call; tests may replace it. */
  call?: (call: WebhookCall) => Promise<WebhookCallResult>;
  stopping?: () => boolean;
}

export interface WebhookDrainResult {
  delivered: number;
  retried: number;
  failed: number;
}

interface Claimed {
  id: string;
  payload: string;
  attempts: number;
  target_url: string;
  secret_sealed: string;
}

/**
 * Claims due deliveries for this worker, as the mail queue claims its jobs (`claimDueRows`),
 * and adds each one's webhook: its address and sealed secret.
 */
async function claimBatch(
  db: Db,
  workerId: string,
  batchSize: number,
  leaseMs: number,
): Promise<Claimed[]> {
  const claimed = await claimDueRows(
    db,
    "webhook_deliveries",
    ["id", "payload", "attempts", "webhook_id"],
    { workerId, batchSize, leaseMs },
  );
  if (claimed.length === 0) return [];
  const hooks = await db
    .selectFrom("webhooks")
    .select(["id", "target_url", "secret_sealed"])
    .where(
      "id",
      "in",
      claimed.map((row) => row.webhook_id),
    )
    .execute();
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  return claimed.flatMap((row) => {
    const hook = byId.get(row.webhook_id);
    // Deleted meanwhile: its deliveries went with it (cascade), nothing to send.
    return hook ? [{ ...row, target_url: hook.target_url, secret_sealed: hook.secret_sealed }] : [];
  });
}

async function deliver(
  deps: WebhookWorkerDeps,
  row: Claimed,
  settings: Required<Pick<WebhookDrainOptions, "workerId" | "timeoutMs" | "retryDelayMs" | "call">>,
  allowPrivateAddresses: boolean,
): Promise<keyof WebhookDrainResult> {
  const { db } = deps;
  const secret = deps.secrets.open(row.secret_sealed);
  const result: WebhookCallResult = secret
    ? await settings.call({
        url: row.target_url,
        body: row.payload,
        secret,
        timeoutMs: settings.timeoutMs,
        allowPrivateAddresses,
      })
    : { status: null, error: "the signing secret cannot be read (AUTH_SECRET changed)" };
  const mine = db
    .updateTable("webhook_deliveries")
    .where("id", "=", row.id)
    .where("lease_owner", "=", settings.workerId)
    .where("status", "=", "sending");
  const answered = {
    lease_owner: null,
    lease_until: null,
    response_status: result.status,
    last_attempt_at: databaseNow(db),
  };
  if (result.error === null) {
    await mine
      .set({ ...answered, status: "delivered", last_error: null, delivered_at: databaseNow(db) })
      .execute();
    return "delivered";
  }
  // 410 Gone: the receiver says it wants no more (Ghost stops too); no further tries.
  const nextAt = databaseNowPlus(db, settings.retryDelayMs(row.attempts));
  const outcome = await mine
    .set((eb) => ({
      ...answered,
      last_error: result.error!.slice(0, 300),
      next_attempt_at: nextAt,
      status:
        result.status === 410
          ? "failed"
          : eb
              .case()
              .when(nextAt, ">", eb.ref("give_up_at"))
              .then(eb.val<"failed">("failed"))
              .else(eb.val<"queued">("queued"))
              .end(),
    }))
    .returning("status")
    .executeTakeFirst();
  const failed = outcome?.status === "failed";
  const about = { delivery: row.id, attempts: row.attempts, reason: result.error };
  if (failed) deps.logger.warn(about, "webhook failed: giving up");
  else deps.logger.info(about, "webhook failed: will retry");
  return failed ? "failed" : "retried";
}

/** Sends every delivery that is due now, batch by batch. */
export async function drainWebhookDeliveries(
  deps: WebhookWorkerDeps,
  options: WebhookDrainOptions,
): Promise<WebhookDrainResult> {
  const settings = {
    workerId: options.workerId,
    timeoutMs: options.timeoutMs ?? WEBHOOK_JOB.timeoutMs,
    retryDelayMs: options.retryDelayMs ?? webhookRetryDelayMs,
    call: options.call ?? callWebhook,
  };
  const allowPrivate =
    deps.allowPrivateAddresses || (await getSiteSettings(deps.db)).importAllowPrivateUrls;
  const result: WebhookDrainResult = { delivered: 0, retried: 0, failed: 0 };
  for (;;) {
    if (options.stopping?.()) return result;
    const batch = await claimBatch(
      deps.db,
      options.workerId,
      options.batchSize ?? WEBHOOK_JOB.batchSize,
      options.leaseMs ?? WEBHOOK_JOB.leaseMs,
    );
    if (batch.length === 0) return result;
    // The batch's calls run side by side: one slow receiver does not hold the others up.
    const outcomes = await Promise.all(
      batch.map((row) => deliver(deps, row, settings, allowPrivate)),
    );
    for (const outcome of outcomes) result[outcome] += 1;
  }
}

/** Deletes settled deliveries (the log) older than `keepMs`. */
export function pruneWebhookDeliveries(
  db: Db,
  keepMs: number = WEBHOOK_JOB.keepMs,
): Promise<number> {
  return pruneSettledRows(db, "webhook_deliveries", ["delivered", "failed"], keepMs);
}

/**
 * This process's webhook worker (`startLeasedQueueWorker`): woken when a write here queued
 * deliveries.
 */
export function startWebhookWorker(
  deps: WebhookWorkerDeps,
  options: { pollMs?: number; timeoutMs?: number } = {},
): JobLoop {
  return startLeasedQueueWorker({
    pollMs: options.pollMs ?? WEBHOOK_JOB.pollMs,
    logger: deps.logger,
    failureMessage: "webhook worker failed",
    processedMessage: "webhook deliveries processed",
    drain: (workerId, stopping) =>
      drainWebhookDeliveries(deps, { workerId, timeoutMs: options.timeoutMs, stopping }),
    prune: () => pruneWebhookDeliveries(deps.db),
    pruneEveryMs: WEBHOOK_JOB.pruneEveryMs,
  });
}
