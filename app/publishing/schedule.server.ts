import { DomainError } from "~/lib/domain-error";
import { setPostPublishedIn } from "~/content/post-commands.server";
import type { Writer } from "~/platform/domain-events.server";
import { NO_SCHEDULE } from "~/content/posts-write.server";
import { databaseNow } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import { SCHEDULE_JOB } from "~/lib/constants";
import { SCHEDULE_TEXT } from "~/lib/staff-text";
import type { QueueOutcome } from "~/newsletter/sends.server";

/** A schedule the domain refuses; `status` is the HTTP answer a route gives it. */
export class ScheduleError extends DomainError {
  override name = "ScheduleError";
  constructor(
    readonly reason: "past" | "too-far" | "published" | "not-scheduled" | "not-found",
    status: 400 | 404 | 409,
    message: string,
  ) {
    super(`schedule-${reason}`, message, status, {
      field: reason === "past" || reason === "too-far" ? "scheduledAt" : undefined,
    });
  }
}

export interface ScheduleRequest {
  /** The moment to publish (any zone; stored in UTC). */
  at: Date;
  /** Send the newsletter when it goes out (the route checks the role may). */
  emailSubscribers: boolean;
  /** Who schedules: the newsletter send's requester. */
  by: string | null;
  /** The clock the "in the future" rule is read from; defaults to now. */
  now?: Date;
}

async function refuseMissingOrPublished(db: Db, id: string): Promise<never> {
  const row = await db
    .selectFrom("posts")
    .select("published")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ScheduleError("not-found", 404, "Post not found");
  if (row.published) {
    throw new ScheduleError("published", 409, SCHEDULE_TEXT.alreadyPublished);
  }
  throw new ScheduleError("not-scheduled", 409, SCHEDULE_TEXT.notScheduled);
}

/**
 * Schedules a draft (or moves its schedule). The post stays a draft until the job publishes it;
 * a published post must be unpublished first (the job never unpublishes anything).
 */
export async function schedulePost(
  writer: Writer,
  id: string,
  request: ScheduleRequest,
): Promise<string> {
  const now = request.now ?? new Date();
  const at = request.at.getTime();
  if (at <= now.getTime()) throw new ScheduleError("past", 400, SCHEDULE_TEXT.pastTime);
  if (at - now.getTime() > SCHEDULE_JOB.maxAheadMs) {
    throw new ScheduleError("too-far", 400, SCHEDULE_TEXT.tooFarAhead);
  }
  const scheduledAt = request.at.toISOString();
  return writer.events.write(writer.db, async (tx) => {
    const result = await tx.db
      .updateTable("posts")
      .set({
        scheduled_at: scheduledAt,
        schedule_email: request.emailSubscribers,
        scheduled_by: request.by,
        // Scheduling is the review's outcome: the post no longer waits for one.
        submitted_at: null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("published", "=", false)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await refuseMissingOrPublished(tx.db, id);
    await tx.emit("post.scheduled", {
      postId: id,
      by: request.by,
      at: scheduledAt,
      emailSubscribers: request.emailSubscribers,
    });
    return scheduledAt;
  });
}

/** Takes a scheduled post off the schedule: it is a plain draft again. */
export async function unschedulePost(writer: Writer, id: string, by: string | null): Promise<void> {
  await writer.events.write(writer.db, async (tx) => {
    const result = await tx.db
      .updateTable("posts")
      .set({ ...NO_SCHEDULE, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("published", "=", false)
      .where("scheduled_at", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await refuseMissingOrPublished(tx.db, id);
    await tx.emit("post.unscheduled", { postId: id, by });
  });
}

export interface PublishedBySchedule {
  id: string;
  /** The newsletter send queued with it, when the schedule asked for one. */
  newsletter: QueueOutcome | null;
}

/**
 * Publishes every post whose time has come, by the database's clock, exactly once however many
 * processes run this at the same moment.
 *
 * One transaction per round: a conditional UPDATE claims the due posts (those whose schedule is
 * still set, due and unpublished; it writes nothing but takes their rows). Both engines apply an
 * UPDATE to a row atomically (SQLite serialises writers; PostgreSQL makes a competing writer wait
 * and re-checks the WHERE clause against the row this one committed, by then published and
 * unscheduled), so a post is claimed by one process only. The
 * same transaction then publishes each claimed post through the publish command, as of its
 * scheduled time, which queues its newsletter send if one was asked for: all of it commits or
 * none does, and a process that dies halfway leaves the post scheduled for the next round.
 */
export async function publishDuePosts(writer: Writer): Promise<PublishedBySchedule[]> {
  const { db } = writer;
  // A read first: most rounds find nothing, and should not take SQLite's write lock for that.
  const due = await db
    .selectFrom("posts")
    .select("id")
    .where("scheduled_at", "is not", null)
    .where("scheduled_at", "<=", databaseNow(db))
    .where("published", "=", false)
    .limit(1)
    .executeTakeFirst();
  if (!due) return [];

  return writer.events.write(db, async (tx) => {
    const claimed = await tx.db
      .updateTable("posts")
      .set((eb) => ({ scheduled_at: eb.ref("scheduled_at").$castTo<string | null>() }))
      .where("scheduled_at", "is not", null)
      .where("scheduled_at", "<=", databaseNow(tx.db))
      .where("published", "=", false)
      .returning(["id", "schedule_email", "scheduled_by", "scheduled_at"])
      .execute();
    const published: PublishedBySchedule[] = [];
    for (const row of claimed) {
      const outcome = await setPostPublishedIn(tx, row.id, true, {
        by: row.scheduled_by,
        emailSubscribers: row.schedule_email,
        source: "schedule",
        at: row.scheduled_at!,
      });
      published.push({ id: row.id, newsletter: outcome.newsletter });
    }
    return published;
  });
}
