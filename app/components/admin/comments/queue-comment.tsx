import { Link } from "react-router";
import {
  ACTIONS_FOR_STATUS,
  MODERATION_ACTION_LABEL,
  MODERATION_TAB_LABEL,
  type ModerationAction,
} from "~/comments/moderation-text";
import type { QueueComment } from "~/comments/types";
import { LocalDateTime } from "../../local-date-time";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { BanReaderDialog, ConfirmCommentDelete, LiftBanButton } from "./moderation-dialogs";
import { useModerationFetcher } from "./moderation-fetcher";
import { queueHref, type QueueAddress } from "./queue-address";

/**
 * The actions a comment offers. A reported one awaiting review can also be left as it is, which
 * ends the review: a published one kept (its reports dismissed), a hidden one kept hidden.
 */
export function actionsFor(comment: Pick<QueueComment, "status" | "reportCount">) {
  const actions = ACTIONS_FOR_STATUS[comment.status] ?? [];
  if (comment.reportCount === 0) return actions;
  if (comment.status === "published") return ["approve", ...actions] as ModerationAction[];
  if (comment.status === "hidden") return ["hide", ...actions] as ModerationAction[];
  return actions;
}

function actionLabel(action: ModerationAction, comment: QueueComment): string {
  if (action === "approve" && comment.status === "published") return "Keep (dismiss reports)";
  if (action === "hide" && comment.status === "hidden") return "Keep hidden";
  return MODERATION_ACTION_LABEL[action];
}

/** One comment of the queue: who wrote it where and when, its text, its reports, its actions. */
export function QueueCommentCard({
  comment,
  address,
  checked,
  onCheck,
  canBan,
}: {
  comment: QueueComment;
  address: QueueAddress;
  checked: boolean;
  onCheck: (on: boolean) => void;
  canBan: boolean;
}) {
  const fetcher = useModerationFetcher();
  const headingId = `comment-${comment.id}-by`;
  return (
    <li
      className="grid gap-3 rounded-xl border p-4"
      aria-labelledby={headingId}
      data-comment-id={comment.id}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          aria-label={`Select the comment by ${comment.authorName} on “${comment.postTitle}”`}
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <div className="grid min-w-0 flex-1 gap-1 text-sm">
          <p id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {comment.authorId ? (
              <Link
                to={queueHref(address, { author: comment.authorId })}
                className="font-semibold hover:underline"
                title="Show only this reader's comments"
              >
                {comment.authorName}
              </Link>
            ) : (
              <span className="font-semibold">{comment.authorName || "Deleted account"}</span>
            )}
            {comment.authorEmail ? (
              <span className="break-all text-muted-foreground">{comment.authorEmail}</span>
            ) : null}
            {comment.authorBanned ? <Badge variant="outline">Banned</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            {comment.isReply
              ? `Reply${comment.replyToName ? ` to ${comment.replyToName}` : ""} on `
              : "On "}
            <Link
              to={queueHref(address, { post: comment.postId })}
              className="font-medium text-foreground hover:underline"
              title="Show only this article's comments"
            >
              {comment.postTitle}
            </Link>
            {comment.postPublished ? (
              <>
                {" · "}
                <a
                  href={`/article/${comment.postSlug}#comments`}
                  className="underline underline-offset-2 hover:text-foreground"
                  target="_blank"
                  rel="noreferrer"
                >
                  View article
                </a>
              </>
            ) : null}
            {" · "}
            <LocalDateTime iso={comment.createdAt} />
            {comment.editedAt ? " · edited" : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={comment.status === "published" ? "secondary" : "outline"}>
            {comment.status === "deleted" ? "Deleted" : MODERATION_TAB_LABEL[comment.status]}
          </Badge>
          {comment.heldReason ? (
            <span className="text-xs text-muted-foreground">{`Why: ${comment.heldReason}`}</span>
          ) : null}
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words sm:pl-7">{comment.body}</p>
      {comment.reports.length > 0 ? (
        <div className="rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 sm:ml-7 dark:bg-amber-500/10 dark:text-amber-100">
          <p className="font-medium">
            {comment.reports.length === 1
              ? "Reported by 1 reader"
              : `Reported by ${comment.reports.length} readers`}
            {comment.reportCount === 0 ? " (reviewed)" : null}
          </p>
          <ul className="mt-1 grid gap-1">
            {comment.reports.map((report, index) => (
              <li key={index}>
                <span className="font-medium">{report.reporterName}:</span> {report.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {comment.banReason ? (
        <p className="text-sm text-muted-foreground sm:pl-7">{`Ban reason: ${comment.banReason}`}</p>
      ) : null}
      <div
        role="group"
        aria-label={`Actions on the comment by ${comment.authorName}`}
        className="flex flex-wrap items-center gap-1 sm:pl-6"
      >
        <fetcher.Form method="post" className="contents">
          <input type="hidden" name="intent" value="moderate" />
          <input type="hidden" name="commentId" value={comment.id} />
          {actionsFor(comment)
            .filter((action) => action !== "delete")
            .map((action) => (
              <Button
                key={action}
                type="submit"
                name="action"
                value={action}
                size="sm"
                variant={action === "approve" || action === "restore" ? "default" : "outline"}
                disabled={fetcher.state !== "idle"}
              >
                {actionLabel(action, comment)}
              </Button>
            ))}
        </fetcher.Form>
        {actionsFor(comment).includes("delete") ? (
          <ConfirmCommentDelete
            commentIds={[comment.id]}
            trigger={
              <Button type="button" size="sm" variant="ghost" className="text-destructive">
                Delete
              </Button>
            }
          />
        ) : null}
        {canBan && comment.authorId ? (
          comment.authorBanned ? (
            <LiftBanButton userId={comment.authorId} name={comment.authorName} />
          ) : (
            <BanReaderDialog userId={comment.authorId} name={comment.authorName} />
          )
        ) : null}
      </div>
    </li>
  );
}
