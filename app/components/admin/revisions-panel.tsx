import { HistoryIcon } from "~/components/icons/history";
import { useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import type { FieldDiff } from "~/lib/word-diff";
import { LocalDateTime } from "../local-date-time";
import { Button } from "../ui/button";
import { DiffView } from "./diff-view";

export interface RevisionView {
  id: string;
  kind: "save" | "restore" | "autosave";
  authorName: string | null;
  createdAt: string;
}

const KIND_LABEL = { save: "Saved", restore: "Restored", autosave: "Autosaved" } as const;

type DiffAnswer = { ok: true; diff: FieldDiff[] } | { ok: false; message: string };

function RevisionItem({
  postId,
  revision,
  canRestore,
  busy,
}: {
  postId: string;
  revision: RevisionView;
  canRestore: boolean;
  busy: boolean;
}) {
  const compare = useFetcher<DiffAnswer>();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const diffId = `revision-diff-${revision.id}`;
  return (
    <li className="border-t py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{KIND_LABEL[revision.kind]}</span> by{" "}
          {revision.authorName ?? "someone no longer on the team"},{" "}
          <LocalDateTime iso={revision.createdAt} />
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={diffId}
            onClick={() => {
              if (!open && !compare.data) {
                void compare.load(`/admin-hub/posts/${postId}/revisions/${revision.id}`);
              }
              setOpen(!open);
            }}
          >
            {open ? "Hide changes" : "Compare with current"}
          </Button>
          {confirming || !canRestore ? null : (
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Restore
            </Button>
          )}
        </div>
      </div>
      {confirming ? (
        // Not a form of its own: the panel sits inside the post's form (no nested forms).
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span>Replace the post's title, excerpt and content with this version?</span>
          <Button
            type="button"
            size="sm"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              void submit(
                { intent: "restore-revision", revisionId: revision.id },
                { method: "post" },
              );
            }}
          >
            Restore this version
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
      <div id={diffId} hidden={!open} className="mt-3">
        {compare.state === "loading" ? (
          <p className="text-sm text-muted-foreground">Comparing…</p>
        ) : compare.data?.ok ? (
          <>
            <p className="mb-2 text-xs text-muted-foreground">
              From the current text to this version:
            </p>
            <DiffView diff={compare.data.diff} emptyText="Same as the current text." />
          </>
        ) : compare.data ? (
          <p className="text-sm text-destructive">{compare.data.message}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The post's revisions, newest first, each to compare with the current text or restore. */
export function RevisionsPanel({
  postId,
  revisions,
  canRestore,
  busy,
}: {
  postId: string;
  revisions: RevisionView[];
  canRestore: boolean;
  busy: boolean;
}) {
  return (
    <details className="mb-6 max-w-3xl rounded-xl border p-4">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <HistoryIcon className="size-4" aria-hidden="true" />
        Revisions ({revisions.length})
      </summary>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No revisions yet: each save keeps one from now on.
        </p>
      ) : (
        <ol className="mt-2">
          {revisions.map((revision) => (
            <RevisionItem
              key={revision.id}
              postId={postId}
              revision={revision}
              canRestore={canRestore}
              busy={busy}
            />
          ))}
        </ol>
      )}
    </details>
  );
}
