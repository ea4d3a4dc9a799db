// What a multi-worker server's processes tell each other about starting (decision 0020): a worker
// that fails to start says why before it exits; the primary retries it with growing waits and
// tells the workers that serve, so /readyz can say why the server is not at full strength.
// server.js (plain JavaScript, no bundle before the fork) writes the same message names.
import { ConfigError } from "~/config.server";
import { DataDirError } from "~/data-dir.server";
import { isDatabaseUnavailable } from "~/db/availability.server";

/** Worker → primary, just before a worker that could not start exits. */
export const START_FAILED_MESSAGE = "techpulse:start-failed";
/** Primary → workers, whenever a worker starts serving or fails to start. */
export const WORKERS_MESSAGE = "techpulse:workers";

export interface StartFailure {
  /** Why, without paths or error texts (it is shown by /readyz): "the data folder is full (ENOSPC)". */
  reason: string;
  /**
   * Whether waiting can fix it (a full disk, a database that is down). Other failures (a port in
   * use, a bad configuration, a bug) stop a server none of whose workers ever served: retrying
   * would only loop; once one has served, every failure is retried.
   */
  transient: boolean;
}

/** Why a worker's start failed, for the primary. */
export function startFailureOf(error: unknown): StartFailure {
  if (error instanceof DataDirError) return { reason: error.summary, transient: true };
  if (error instanceof ConfigError)
    return { reason: "the configuration is invalid", transient: false };
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (syscall === "listen") {
    return { reason: `it cannot listen on its port (${String(code)})`, transient: false };
  }
  if (isDatabaseUnavailable(error))
    return { reason: "the database is unreachable", transient: true };
  return { reason: "an unexpected error (see the server log)", transient: false };
}

export interface WorkersStatus {
  /** Workers the server runs when all is well (WEB_CONCURRENCY). */
  expected: number;
  /** Workers that failed to start, each with its reason and its next attempt (epoch ms). */
  failing: { reason: string; retryAt: number }[];
}

/** One line for /readyz when a worker is missing; null when all start. */
export function describeWorkersProblem(
  status: WorkersStatus | undefined,
  now = Date.now(),
): string | null {
  const first = status?.failing[0];
  if (!status || !first) return null;
  const seconds = Math.ceil((first.retryAt - now) / 1000);
  const retry = seconds > 0 ? `retrying in ${seconds} s` : "retrying now";
  return `${status.failing.length} of ${status.expected} workers failed to start: ${first.reason}; ${retry}`;
}

/**
 * In a worker process: keeps the primary's latest workers status. Without a primary (one
 * process) nothing ever fails to start beside this one, and `problem` stays null.
 */
export function followWorkersStatus(): { problem: () => string | null; stop: () => void } {
  let latest: WorkersStatus | undefined;
  const onMessage = (message: unknown) => {
    const data = message as { type?: string } & Partial<WorkersStatus>;
    if (data?.type === WORKERS_MESSAGE && Array.isArray(data.failing)) {
      latest = { expected: Number(data.expected), failing: data.failing };
    }
  };
  if (process.send) process.on("message", onMessage);
  return {
    problem: () => describeWorkersProblem(latest),
    stop: () => process.off("message", onMessage),
  };
}
