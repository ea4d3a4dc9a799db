import { Form } from "react-router";
import { ACCOUNT_COMMENTS_TEXT as TEXT } from "~/comments/account-comments-text";
import { COMMENT_MAX_LENGTH } from "~/comments/comment-limits";
import type { ReaderComment } from "~/comments/types";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";

/**
 * "Your comments": the reader's own comments with what they may do to each — edit within the
 * window, delete at any time (asked once more before it happens). Here, on the personal page,
 * so the article page stays the same for every reader and the page cache keeps it.
 */
export function CommentsSection({
  comments,
  pendingId,
}: {
  comments: ReaderComment[];
  /** The comment whose form is being sent, if any. */
  pendingId: string | null;
}) {
  return (
    <section aria-labelledby="your-comments-heading" className="space-y-4">
      <h2 id="your-comments-heading" className="text-lg font-semibold">
        {TEXT.heading}
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.none}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{TEXT.intro}</p>
          <ul className="divide-y rounded-lg border text-sm" data-testid="your-comments">
            {comments.map((comment) => (
              <li key={comment.id}>
                <ReaderCommentItem comment={comment} pending={pendingId === comment.id} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReaderCommentItem({ comment, pending }: { comment: ReaderComment; pending: boolean }) {
  const headingId = `your-comment-${comment.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-2 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="min-w-0 font-medium">
          {comment.isReply ? TEXT.replyOn : TEXT.on}{" "}
          {comment.postPublished ? (
            <a
              href={`/article/${comment.postSlug}#comment-${comment.id}`}
              className="underline underline-offset-4"
            >
              {comment.postTitle}
            </a>
          ) : (
            comment.postTitle
          )}
        </p>
        <Badge variant={comment.status === "published" ? "secondary" : "outline"}>
          {TEXT.status[comment.status]}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.editedAt ? ` · ${TEXT.edited}` : null}
      </p>
      <p className="whitespace-pre-line break-words">{comment.body}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {comment.editableUntil ? (
          <details className="w-full">
            <summary className="w-fit cursor-pointer font-medium">{TEXT.edit}</summary>
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="intent" value="edit" />
              <input type="hidden" name="commentId" value={comment.id} />
              <Label htmlFor={`edit-${comment.id}`}>{TEXT.editLabel}</Label>
              <Textarea
                id={`edit-${comment.id}`}
                name="body"
                required
                rows={4}
                maxLength={COMMENT_MAX_LENGTH}
                defaultValue={comment.body}
                aria-describedby={`edit-${comment.id}-until`}
              />
              <p id={`edit-${comment.id}-until`} className="text-xs text-muted-foreground">
                {TEXT.editUntil} {formatDateTime(comment.editableUntil)}.
              </p>
              <Button type="submit" size="sm" disabled={pending}>
                {pending ? TEXT.saving : TEXT.save}
              </Button>
            </Form>
          </details>
        ) : null}
        <details className="w-full">
          <summary className="w-fit cursor-pointer text-muted-foreground">{TEXT.delete}</summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="commentId" value={comment.id} />
            <p>{TEXT.deleteQuestion}</p>
            <Button type="submit" size="sm" variant="destructive" disabled={pending}>
              {pending ? TEXT.deleting : TEXT.deleteConfirm}
            </Button>
          </Form>
        </details>
      </div>
    </article>
  );
}
