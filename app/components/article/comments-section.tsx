import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { Avatar } from "~/components/ui/avatar";
import type { CommentsSectionData, PublicComment } from "~/comments/types";
import {
  COMMENT_HONEYPOT_FIELD,
  COMMENT_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  type CommentOrder,
} from "~/comments/comment-limits";
import { COMMENT_LINK_REL, commentParagraphs } from "~/comments/comment-text";
import { COMMENTS_TEXT } from "~/comments/comments-text";
import { formatCount, formatDateTime } from "~/lib/format";
import { TEXT } from "~/lib/constants";

/**
 * The article's comments, rendered on the server only (issue 39, `comments-html.server.ts`):
 * the same for every reader, so the page cache may keep it (decision 0040). Every link and form
 * works without JavaScript (plain anchors, not the router's); the reader's own parts (their
 * name, their waiting comments) are not here.
 */
export function CommentsSection({ path, data }: { path: string; data: CommentsSectionData }) {
  const { count, page, order, continued, state } = data;
  const orderLink = (value: CommentOrder) =>
    value === "newest" ? `${path}#comments` : `${path}?comments_order=${value}#comments`;
  return (
    <section id="comments" aria-labelledby="comments-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div className="flex items-baseline gap-2">
          <h2 id="comments-heading" className="text-2xl font-bold tracking-tight">
            {TEXT.comments}
          </h2>
          <span className="text-muted-foreground">({formatCount(count)})</span>
        </div>
        {count > 1 ? (
          <nav aria-label={COMMENTS_TEXT.order} className="flex gap-3 text-sm">
            {(["newest", "oldest"] as const).map((value) => (
              <a
                key={value}
                href={orderLink(value)}
                aria-current={value === order ? "true" : undefined}
                className="underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:underline"
              >
                {value === "newest" ? COMMENTS_TEXT.newest : COMMENTS_TEXT.oldest}
              </a>
            ))}
          </nav>
        ) : null}
      </div>

      {state === "open" ? (
        <CommentForm path={path} />
      ) : (
        <p className="rounded-xl border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          {state === "closed" ? COMMENTS_TEXT.closed : COMMENTS_TEXT.off}
        </p>
      )}

      {page.threads.length === 0 && !continued ? (
        <p className="text-muted-foreground">{COMMENTS_TEXT.empty}</p>
      ) : (
        <ol className="space-y-6">
          {page.threads.map((thread) => (
            <li key={thread.id}>
              <CommentView comment={thread} path={path} open={state === "open"} />
              {thread.replies.length > 0 ? (
                <ol className="mt-4 space-y-4 border-l-2 pl-4 sm:ml-6 sm:pl-6">
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentView comment={reply} path={path} open={state === "open"} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <div className="flex flex-wrap gap-4 text-sm">
        {page.nextCursor ? (
          <a
            href={`${path}?${new URLSearchParams({
              ...(order === "oldest" ? { comments_order: order } : {}),
              comments_after: page.nextCursor,
            })}#comments`}
            className="font-medium underline underline-offset-4"
          >
            {COMMENTS_TEXT.showMore}
          </a>
        ) : null}
        {continued ? (
          <a href={orderLink(order)} className="underline underline-offset-4">
            {COMMENTS_TEXT.backToNewest}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function CommentForm({ path }: { path: string }) {
  return (
    <form method="post" action={`${path}#comments`} className="space-y-3">
      <input type="hidden" name="intent" value="post" />
      <Label htmlFor="comment-body">{COMMENTS_TEXT.formLabel}</Label>
      <Textarea
        id="comment-body"
        name="body"
        required
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby="comment-body-note"
      />
      <Honeypot id="comment-honeypot" />
      <p id="comment-body-note" className="text-sm text-muted-foreground">
        {COMMENTS_TEXT.limitNote} {COMMENTS_TEXT.signInNote}{" "}
        <a
          href={`/auth?redirectTo=${encodeURIComponent(`${path}#comments`)}`}
          className="underline"
        >
          {COMMENTS_TEXT.signIn}
        </a>
      </p>
      <Button type="submit">{COMMENTS_TEXT.post}</Button>
    </form>
  );
}

/** Bots fill every field; people never see this one (it is off screen and out of tab order). */
function Honeypot({ id }: { id: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>{COMMENTS_TEXT.honeypotLabel}</label>
      <input id={id} name={COMMENT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function CommentView({
  comment,
  path,
  open,
}: {
  comment: PublicComment;
  path: string;
  open: boolean;
}) {
  if (comment.status === "deleted") {
    return (
      <article id={`comment-${comment.id}`} className="text-sm italic text-muted-foreground">
        {COMMENTS_TEXT.deleted}
      </article>
    );
  }
  const headingId = `comment-${comment.id}-by`;
  return (
    <article id={`comment-${comment.id}`} aria-labelledby={headingId} className="flex gap-3">
      <Avatar name={comment.authorName} src={null} className="size-9 text-sm" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span id={headingId} className="font-semibold">
            {comment.authorName}
          </span>
          {comment.replyToName ? (
            <span className="text-muted-foreground">
              {COMMENTS_TEXT.inReplyTo} {comment.replyToName}
            </span>
          ) : null}
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {formatDateTime(comment.createdAt)}
          </time>
          {comment.editedAt ? (
            <span className="text-muted-foreground">({COMMENTS_TEXT.edited})</span>
          ) : null}
        </p>
        <div className="space-y-2 break-words">
          {commentParagraphs(comment.body).map((paragraph, index) => (
            <p key={index}>
              {paragraph.map((segment, at) =>
                segment.kind === "break" ? (
                  <br key={at} />
                ) : segment.kind === "link" ? (
                  <a key={at} href={segment.href} rel={COMMENT_LINK_REL} className="underline">
                    {segment.text}
                  </a>
                ) : (
                  <span key={at}>{segment.text}</span>
                ),
              )}
            </p>
          ))}
        </div>
        {open ? (
          <div className="flex flex-wrap gap-4 text-sm">
            <details className="group w-full">
              <summary className="w-fit cursor-pointer font-medium">{COMMENTS_TEXT.reply}</summary>
              <form method="post" action={`${path}#comments`} className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="post" />
                <input type="hidden" name="replyTo" value={comment.id} />
                <Label htmlFor={`reply-${comment.id}`}>{COMMENTS_TEXT.replyLabel}</Label>
                <Textarea
                  id={`reply-${comment.id}`}
                  name="body"
                  required
                  rows={3}
                  maxLength={COMMENT_MAX_LENGTH}
                />
                <Button type="submit" size="sm">
                  {COMMENTS_TEXT.postReply}
                </Button>
              </form>
            </details>
            <details className="w-full">
              <summary className="w-fit cursor-pointer text-muted-foreground">
                {COMMENTS_TEXT.report}
              </summary>
              <form method="post" action={`${path}#comments`} className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="report" />
                <input type="hidden" name="commentId" value={comment.id} />
                <Label htmlFor={`report-${comment.id}`}>{COMMENTS_TEXT.reportLabel}</Label>
                <Textarea
                  id={`report-${comment.id}`}
                  name="reason"
                  required
                  rows={2}
                  maxLength={REPORT_REASON_MAX_LENGTH}
                />
                <Button type="submit" size="sm" variant="outline">
                  {COMMENTS_TEXT.sendReport}
                </Button>
              </form>
            </details>
          </div>
        ) : null}
      </div>
    </article>
  );
}
