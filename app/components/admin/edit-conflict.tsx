import { useLocation } from "react-router";
import type { FieldDiff } from "~/lib/word-diff";
import { Button } from "../ui/button";
import { DiffView } from "./diff-view";

export interface EditConflictView {
  /** When the stored version was saved: "save anyway" overwrites exactly that one. */
  updatedAt: string;
  /** From the stored version to what this editor holds. */
  diff: FieldDiff[];
}

/**
 * Shown when a save found the post changed by someone else since it was opened: nothing was
 * overwritten, the editor still holds their text; they see the difference and choose.
 */
export function EditConflict({
  conflict,
  message,
  formId,
  busy,
}: {
  conflict: EditConflictView;
  message: string;
  formId: string;
  busy: boolean;
}) {
  const location = useLocation();
  return (
    <section
      role="alert"
      aria-labelledby="edit-conflict-heading"
      className="mb-6 max-w-3xl rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <h2 id="edit-conflict-heading" className="font-semibold">
        Changed by someone else
      </h2>
      <p className="mt-1 text-sm">{message}</p>
      <p className="mt-3 text-sm font-medium">From the saved version to yours:</p>
      <div className="mt-2 text-foreground">
        <DiffView diff={conflict.diff} emptyText="Your text is the same as the saved version." />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="submit"
          form={formId}
          name="overwrite"
          value={conflict.updatedAt}
          disabled={busy}
        >
          Save my version anyway
        </Button>
        <Button variant="outline" asChild>
          <a href={location.pathname}>Reload and take theirs</a>
        </Button>
      </div>
    </section>
  );
}
