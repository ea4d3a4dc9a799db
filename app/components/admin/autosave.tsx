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

/**
 * Keeps a draft of what the open editor holds: ten seconds after a change (not after every
 * keystroke) the title, excerpt and content go to the autosave route, which stores them as this
 * person's autosave without touching the post. Plain fetch, so the page's data is not reloaded.
 * Render it with the form's `key`: a save remounts it.
 */
export function AutosaveStatus({ formId, postId }: { formId: string; postId: string }) {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const save = async () => {
      timer.current = null;
      const fields = new FormData(form);
      const body = new FormData();
      for (const name of ["title", "excerpt", "content"]) body.set(name, fields.get(name) ?? "");
      try {
        const response = await fetch(autosaveUrl(postId), { method: "POST", body });
        const answer = (await response.json()) as { ok: boolean; savedAt?: string };
        if (!answer.ok || !answer.savedAt) throw new Error("not kept");
        setSavedAt(answer.savedAt);
        setFailed(false);
      } catch {
        setFailed(true);
      }
    };
    const changed = () => {
      timer.current ??= setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [formId, postId]);

  return (
    <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
      {failed ? (
        "Your draft could not be kept just now; it will be tried again as you type."
      ) : savedAt ? (
        <>
          Draft kept at <LocalDateTime iso={savedAt} /> (not published: save to keep it).
        </>
      ) : null}
    </p>
  );
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
