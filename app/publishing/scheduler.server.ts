import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { SCHEDULE_JOB } from "~/lib/constants";
import { publishDuePosts, type PublishedBySchedule } from "./schedule.server";

export interface ScheduledPublisher {
  /** Resolves once the first round (the one at start) has finished. */
  ready: Promise<void>;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  /** The site's events: each post goes out through the publish command and its subscribers. */
  events: DomainEvents;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Between rounds; at most SCHEDULE_JOB.maxPollMs so a post goes out within a minute. */
  pollMs?: number;
  /** Told about every post a round published. */
  onPublished?: (posts: PublishedBySchedule[]) => void;
}

/**
 * The scheduled-publishing job of one process: a round at once (a post whose time passed while
 * the site was down goes out at start) and then every `pollMs`. Every process runs one; the
 * claim in `publishDuePosts` makes each post go out once between them.
 */
export function startScheduledPublishing({
  db,
  events,
  logger,
  pollMs = SCHEDULE_JOB.pollMs,
  onPublished,
}: SchedulerOptions): ScheduledPublisher {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    try {
      const published = await publishDuePosts({ db, events });
      if (published.length > 0) {
        logger.info(
          {
            posts: published.map((post) => post.id),
            newsletters: published.filter((post) => post.newsletter?.ok).length,
          },
          "scheduled posts published",
        );
        onPublished?.(published);
      }
      for (const post of published) {
        if (post.newsletter && !post.newsletter.ok) {
          logger.warn(
            { post: post.id, reason: post.newsletter.reason },
            "scheduled newsletter not queued",
          );
        }
      }
    } catch (error) {
      // The database may be away for a moment; the next round tries again.
      logger.error({ err: error }, "scheduled publishing failed");
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(next);
    }, pollMs);
    timer.unref();
  };
  running = round().then(next);
  const ready = running;

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
