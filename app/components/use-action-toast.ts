import { useEffect } from "react";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { toast } from "~/lib/toast";

/** One toast as people see it. */
export interface ToastNote {
  kind: "success" | "error";
  title: string;
  description?: string;
  /** The same id shown twice (a flash read again on a revalidation) is one toast. */
  id?: string;
}

/** The one place a note becomes a toast: action answers and flash messages both come here. */
export function showToast({ kind, title, description, id }: ToastNote) {
  toast[kind](title, { id, description });
}

/**
 * How a screen words an action's answer as a toast, or `null` for an answer that needs none
 * (field errors shown beside their fields). Define it at module level: the hook shows a result
 * once per wording, so a wording made anew on each render would show it again.
 */
export type ToastWording = (result: ActionResult) => ToastNote | null;

/** The admin screens: 'Success' or 'Error' as the title, the server's message beneath it. */
export const adminWording: ToastWording = (result) => ({
  kind: result.ok ? "success" : "error",
  title: result.ok ? ADMIN_TEXT.successTitle : ADMIN_TEXT.errorTitle,
  description: result.message,
});

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
export function useActionToast(
  result: ActionResult | undefined,
  wording: ToastWording = adminWording,
) {
  useEffect(() => {
    if (!result) return;
    const note = wording(result);
    if (note) showToast(note);
  }, [result, wording]);
}
