import { Link } from "react-router";
import { COMMENTS_TEXT } from "~/comments/comments-text";
import { COMMENTS_CLOSED_FIELD, COMMENTS_LISTED_FIELD } from "~/lib/schemas";

/**
 * The post settings' Comments part (issue 39): close this article's comments, saved with the
 * document like every other setting; its published comments stay. Moderators get a link to
 * this article's comments.
 */
export function PostCommentsField({
  postId,
  closed,
  count,
  canModerate,
}: {
  postId: string;
  closed: boolean;
  /** Published comments on the article. */
  count: number;
  canModerate: boolean;
}) {
  return (
    <fieldset className="grid gap-2 rounded-xl border p-4">
      <legend className="px-1 text-sm font-medium">Comments</legend>
      <input type="hidden" name={COMMENTS_LISTED_FIELD} value="1" />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name={COMMENTS_CLOSED_FIELD}
          defaultChecked={closed}
          aria-describedby="comments-closed-hint"
          className="mt-0.5 size-4 accent-primary"
        />
        Close comments on this article
      </label>
      <p id="comments-closed-hint" className="text-xs text-muted-foreground">
        {`Readers see “${COMMENTS_TEXT.closed}” and cannot comment or reply; the published comments stay.`}
      </p>
      <p className="text-sm text-muted-foreground">
        {count === 1 ? "1 published comment" : `${count} published comments`}
        {canModerate ? (
          <>
            {" · "}
            <Link
              to={`/admin-hub/comments?tab=published&post=${encodeURIComponent(postId)}`}
              className="underline underline-offset-2 hover:text-foreground"
            >
              Moderate
            </Link>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
