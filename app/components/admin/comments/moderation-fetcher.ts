import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { adminWording } from "../admin-wording";
import { useActionToast } from "../../use-action-toast";

/**
 * The Comments screen's one fetcher for row, bulk and ban actions: a moderated comment leaves
 * its tab (its card unmounts) before the answer settles, so the screen shows the toast.
 */
const MODERATION_FETCHER_KEY = "admin-comments";

export function useModerationFetcher() {
  return useFetcher<ActionResult>({ key: MODERATION_FETCHER_KEY });
}

/** Toasts the answer of the last moderation action; call it once on the screen. */
export function useModerationToast() {
  const fetcher = useModerationFetcher();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, adminWording);
}
