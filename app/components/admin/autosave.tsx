import { useEffect, useRef, useState } from "react";
import { AUTOSAVE_DELAY_MS } from "~/lib/staff-text";
import { LocalDateTime } from "../local-date-time";
import { Button } from "../ui/button";

export interface AutosaveView {
  title: string;
  excerpt: string;
  content: string;
  savedAt: string;
}

function autosaveUrl(postId: string) {
  return `/admin-hub/posts/${postId}/autosave`;
}

export type AutosavePhase = "idle" | "waiting" | "saving" | "kept" | "offline";

export interface AutosaveState {
  phase: AutosavePhase;
  /** When the server last kept the open text. */
  keptAt: string | null;
  /** Something was typed since the page's last real save. */
  changed: boolean;
}

/** Sends what the open form holds (title, excerpt, content) to the autosave route. */
async function sendAutosave(form: HTMLFormElement, postId: string, keepalive = false) {
  const fields = new FormData(form);
  const body = new FormData();
  for (const name of ["title", "excerpt", "content"]) body.set(name, fields.get(name) ?? "");
  const response = await fetch(autosaveUrl(postId), { method: "POST", body, keepalive });
  const answer = (await response.json()) as { ok: boolean; savedAt?: string };
  if (!answer.ok || !answer.savedAt) throw new Error("not kept");
  return answer.savedAt;
}

/**
 * Keeps what the open editor holds on the server, a few seconds after typing stops and when the
 * page is left (pagehide), as this person's autosave of the post without touching the post
 * (a published post's edits stay held until "Update"). Never a request while the previous one
 * is on its way: changes made meanwhile go in the next. Offline, it waits for the connection
 * (or the next change) and tries again. Plain fetch, so the page's data is not reloaded.
 * Mount it with the form's `key`: a save remounts it, clean.
 */
export function useAutosave(formId: string, postId: string, enabled: boolean): AutosaveState {
  const [state, setState] = useState<AutosaveState>({
    phase: "idle",
    keptAt: null,
    changed: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const pending = useRef(false);

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    // Heard on window, after React's own handlers (on the document) have run: a state update
    // from a listener on the form itself was rendered before the field's onChange, and that
    // render put every controlled field back to its old value (typed tags came back empty).
    const inForm = (listener: () => void) => (event: Event) => {
      if (event.target instanceof Node && form.contains(event.target)) listener();
    };
    const markChanged = inForm(() =>
      setState((now) => (now.changed ? now : { ...now, changed: true })),
    );
    window.addEventListener("input", markChanged);
    window.addEventListener("change", markChanged);
    if (!enabled) {
      return () => {
        window.removeEventListener("input", markChanged);
        window.removeEventListener("change", markChanged);
      };
    }
    const save = async () => {
      timer.current = null;
      if (inFlight.current) return;
      inFlight.current = true;
      pending.current = false;
      setState((now) => ({ ...now, phase: "saving" }));
      try {
        const keptAt = await sendAutosave(form, postId);
        setState((now) => ({ ...now, phase: "kept", keptAt }));
      } catch {
        pending.current = true;
        setState((now) => ({ ...now, phase: "offline" }));
      } finally {
        inFlight.current = false;
      }
      // Typed while the request was out (or it failed): one more, after the same pause.
      if (pending.current) schedule();
    };
    const schedule = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
    const changed = inForm(() => {
      pending.current = true;
      if (inFlight.current) return;
      setState((now) => (now.phase === "offline" ? now : { ...now, phase: "waiting" }));
      schedule();
    });
    const online = () => {
      if (pending.current && !inFlight.current) void save();
    };
    const leaving = () => {
      if (!pending.current || inFlight.current) return;
      // keepalive lets the request outlive the page.
      void sendAutosave(form, postId, true).catch(() => undefined);
    };
    // The document is being saved for real: nothing is left to keep as a copy.
    const submitted = () => {
      pending.current = false;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    window.addEventListener("input", changed);
    window.addEventListener("change", changed);
    form.addEventListener("submit", submitted);
    window.addEventListener("online", online);
    window.addEventListener("pagehide", leaving);
    return () => {
      window.removeEventListener("input", markChanged);
      window.removeEventListener("change", markChanged);
      window.removeEventListener("input", changed);
      window.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted);
      window.removeEventListener("online", online);
      window.removeEventListener("pagehide", leaving);
      if (timer.current) clearTimeout(timer.current);
      // Leaving the page inside the app (a link): keep what is not kept yet.
      leaving();
    };
  }, [formId, postId, enabled]);

  return state;
}

/**
 * Offered when the editor opens a post with an autosave newer than its last save (a closed
 * tab, a crash): take it back into the form, or discard it.
 */
export function AutosaveOffer({
  postId,
  autosave,
  onRestore,
}: {
  postId: string;
  autosave: AutosaveView;
  onRestore: () => void;
}) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <section
      aria-labelledby="autosave-offer-heading"
      className="mb-6 max-w-3xl rounded-xl border border-sky-500/40 bg-sky-50 p-4 text-sky-950 dark:bg-sky-500/10 dark:text-sky-100"
    >
      <h2 id="autosave-offer-heading" className="font-semibold">
        Unsaved changes found
      </h2>
      <p className="mt-1 text-sm">
        You left this post with changes kept at <LocalDateTime iso={autosave.savedAt} />, newer than
        its last save.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={() => {
            setHidden(true);
            onRestore();
          }}
        >
          Restore my changes
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setHidden(true);
            const body = new FormData();
            body.set("discard", "1");
            void fetch(autosaveUrl(postId), { method: "POST", body });
          }}
        >
          Discard them
        </Button>
      </div>
    </section>
  );
}
