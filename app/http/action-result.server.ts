import { data } from "react-router";
import type { ActionFailure, ActionSuccess } from "~/lib/action-result";
import { isDomainError } from "~/lib/domain-error";
import { logger } from "~/logger.server";

/**
 * A successful action: 200 with the one result shape, and what the screen that asked needs
 * (`succeeded("Post created", { id })`). Wrapped like a refusal, so callers and tests read both
 * the same way.
 */
export function succeeded<T extends object = object>(message: string, payload?: T) {
  return data({ ...payload, ok: true, message } as ActionSuccess<T>);
}

/**
 * A refused action: the one result shape with its 4xx status. `extra` may carry what the form
 * needs to be shown again (the values sent, for a page that works without JavaScript).
 */
export function refused<E extends object = object>(
  status: number,
  message: string,
  extra: Omit<ActionFailure, "ok" | "message"> & E = {} as E,
  headers?: HeadersInit,
) {
  return data<ActionFailure & E>({ ...extra, ok: false, message }, { status, headers });
}

/**
 * The one place a domain refusal becomes an answer: its status, its message for people, its
 * field. Anything else is rethrown, so a real fault still reaches `handleError` and the logs.
 */
export function refusalOf(error: unknown) {
  if (!isDomainError(error)) throw error;
  return refused(error.status, error.message, {
    code: error.code,
    ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}),
  });
}

/**
 * For a form whose work would be lost with the page (a post being written): a domain refusal as
 * `refusalOf` answers it, and a real fault is logged and answered with a 500 that the form shows
 * in place, so the writer keeps the text instead of landing on an error page.
 */
export function refusalOrFault(error: unknown, fault: { log: string; message: string }) {
  if (isDomainError(error)) return refusalOf(error);
  logger.error({ err: error }, fault.log);
  return refused(500, fault.message);
}

/** What an action answers: `succeeded(...)` or a refusal, for handlers that a route dispatches to. */
export type ActionAnswer<T extends object = object> =
  ReturnType<typeof succeeded<T>> | ReturnType<typeof refused>;
