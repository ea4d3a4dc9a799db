import { useEffect } from "react";
import type { ActionResult } from "~/lib/action-result";
import { showToast, type ToastNote } from "~/lib/toast";

/**
 * How a screen words an action's answer as a toast, or `null` for an answer that needs none
 * (field errors shown beside their fields). Define it at module level: the hook shows a result
 * once per wording, so a wording made anew on each render would show it again.
 */
export type ToastWording = (result: ActionResult) => ToastNote | null;

/** The server's message as the title, for every answer. */
export const plainWording: ToastWording = (result) => ({
  kind: result.ok ? "success" : "error",
  title: result.message,
});

/**
 * The account screens: the server's message is the title, and invalid fields are explained
 * beside them rather than in a toast.
 */
export const messageWording: ToastWording = (result) =>
  !result.ok && result.code === "INVALID_INPUT" ? null : plainWording(result);

/** Refusals only (a success moves on to another page), worded as `messageWording`. */
export const refusalWording: ToastWording = (result) => (result.ok ? null : messageWording(result));

/** Toasts an action's answer once, each time a new one arrives. */
export function useActionToast(result: ActionResult | undefined, wording: ToastWording) {
  useEffect(() => {
    if (!result) return;
    const note = wording(result);
    if (note) showToast(note);
  }, [result, wording]);
}
