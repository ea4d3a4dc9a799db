import { data } from "react-router";
import type { ActionFailure, ActionResult } from "~/lib/action-result";
import { isDomainError } from "~/lib/domain-error";

/** A successful action: 200 with the one result shape. */
export function succeeded(message: string): ActionResult {
  return { ok: true, message };
}

/** A refused action: the one result shape with its 4xx status. */
export function refused(
  status: number,
  message: string,
  extra: Omit<ActionFailure, "ok" | "message"> = {},
) {
  return data<ActionFailure>({ ok: false, message, ...extra }, { status });
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
