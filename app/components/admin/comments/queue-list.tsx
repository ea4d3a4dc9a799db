import { useState } from "react";
import {
  MODERATION_ACTION_LABEL,
  type ModerationAction,
  type ModerationTab,
} from "~/comments/moderation-text";
import type { QueueComment } from "~/comments/types";
import { Button } from "../../ui/button";
import { ConfirmCommentDelete } from "./moderation-dialogs";
import { useModerationFetcher } from "./moderation-fetcher";
import type { QueueAddress } from "./queue-address";
import { QueueCommentCard } from "./queue-comment";

/** The bulk actions each tab offers (delete always behind a confirmation). */
const BULK_ACTIONS: Record<ModerationTab, readonly ModerationAction[]> = {
  held: ["approve", "hide", "spam", "delete"],
  reported: ["approve", "hide", "spam", "delete"],
  published: ["hide", "spam", "delete"],
  hidden: ["restore", "spam", "delete"],
  spam: ["restore", "delete"],
};

/** One page of the queue, its checkboxes and the bulk toolbar above it. */
export function QueueList({
  comments,
  address,
  canBan,
}: {
  comments: QueueComment[];
  address: QueueAddress;
  canBan: boolean;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  // Only comments on this page count: a moderated one leaves the tab, and its box with it.
  const selected = comments.map((comment) => comment.id).filter((id) => checked.includes(id));
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <>
      <BulkToolbar
        tab={address.tab}
        selected={selected}
        total={comments.length}
        onSelectAll={(on) => setChecked(on ? comments.map((comment) => comment.id) : [])}
        onSent={() => setChecked([])}
      />
      <ul className="grid gap-3" aria-label="Comments">
        {comments.map((comment) => (
          <QueueCommentCard
            key={comment.id}
            comment={comment}
            address={address}
            checked={selected.includes(comment.id)}
            onCheck={(on) => toggle(comment.id, on)}
            canBan={canBan}
          />
        ))}
      </ul>
    </>
  );
}

function BulkToolbar({
  tab,
  selected,
  total,
  onSelectAll,
  onSent,
}: {
  tab: ModerationTab;
  selected: string[];
  total: number;
  onSelectAll: (on: boolean) => void;
  onSent: () => void;
}) {
  const fetcher = useModerationFetcher();
  const count = selected.length;
  const idle = fetcher.state === "idle";
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="sticky top-16 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl border bg-background px-3 py-2 text-sm shadow-sm"
    >
      <label className="mr-auto flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={total > 0 && count === total}
          ref={(element) => {
            if (element) element.indeterminate = count > 0 && count < total;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span aria-live="polite">
          {count === 0 ? "Select all on this page" : `${count} of ${total} selected`}
        </span>
      </label>
      <fetcher.Form method="post" className="flex flex-wrap gap-2" onSubmit={onSent}>
        <input type="hidden" name="intent" value="moderate" />
        {selected.map((id) => (
          <input key={id} type="hidden" name="commentId" value={id} />
        ))}
        {BULK_ACTIONS[tab]
          .filter((action) => action !== "delete")
          .map((action) => (
            <Button
              key={action}
              type="submit"
              name="action"
              value={action}
              size="sm"
              variant="outline"
              disabled={count === 0 || !idle}
            >
              {MODERATION_ACTION_LABEL[action]}
            </Button>
          ))}
      </fetcher.Form>
      <ConfirmCommentDelete
        commentIds={selected}
        onSent={onSent}
        trigger={
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="text-destructive"
            disabled={count === 0 || !idle}
          >
            Delete
          </Button>
        }
      />
    </div>
  );
}
