import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

/**
 * Toasts without shipping the toast library with every page: sonner (its code and its
 * stylesheet) loads the first time a toast is shown, and only then is its `<Toaster>` mounted
 * (`<LazyToaster>` in the root). Sonner hands toasts created before its `<Toaster>` subscribed
 * to it once it does, so nothing shown in between is lost.
 */
export interface ToastOptions {
  id?: string | number;
  description?: string;
}

type Kind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();
let ready: Promise<{ toast: typeof sonnerToast }> | undefined;

/**
 * Loads sonner and mounts its `<Toaster>` first; the first toast follows a moment later, so
 * the Toaster's live region is already in the page when the message appears in it (screen
 * readers announce changes to a live region, not a region inserted with its content).
 */
function loadToaster() {
  ready ??= import("sonner").then(async (module) => {
    wanted = true;
    listeners.forEach((listener) => listener());
    await new Promise((resolve) => setTimeout(resolve, LIVE_REGION_DELAY_MS));
    return module;
  });
  // A chunk that failed to load (offline) is asked for again by the next toast.
  ready.catch(() => (ready = undefined));
  return ready;
}

const LIVE_REGION_DELAY_MS = 150;

function show(kind: Kind, title: string, options?: ToastOptions) {
  loadToaster().then(
    ({ toast: sonner }) => sonner[kind](title, options),
    () => {},
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for on this page: time to mount the `<Toaster>`. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

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
