import { EyeIcon } from "~/components/icons/eye";
import { Form, Link } from "react-router";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DeletePostDialog } from "./delete-post-dialog";
import { PostStatusBadge } from "./post-status-badge";

/** One command of the edit page: a small form posting its intent. */
function CommandButton({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="outline" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The edit page's header: the post's state, a view or preview link, and the commands this user
 * may give (publish or unpublish, ask for review, delete).
 */
export function PostEditActions({
  post,
  allowed,
  busyIntent,
}: {
  post: {
    title: string;
    slug: string;
    published: boolean;
    scheduledAt: string | null;
    submittedAt: string | null;
  };
  allowed: { publish: boolean; submit: boolean; delete: boolean };
  busyIntent: string | null;
}) {
  const busy = busyIntent !== null;
  return (
    <>
      <PostStatusBadge post={post} className="self-center" />
      {post.submittedAt ? (
        <Badge variant="outline" className="self-center">
          {ADMIN_TEXT.submittedForReview}
        </Badge>
      ) : null}
      <Button variant="outline" asChild>
        <Link to={`/article/${post.slug}`} target="_blank" rel="noopener">
          <EyeIcon aria-hidden="true" />
          {post.published ? "View" : "Preview"}
        </Link>
      </Button>
      {allowed.publish ? (
        <CommandButton
          intent={post.published ? "unpublish" : "publish"}
          label={post.published ? "Unpublish" : "Publish"}
          busy={busy}
        />
      ) : null}
      {allowed.submit && !post.submittedAt ? (
        <CommandButton intent="submit" label={ADMIN_TEXT.submitForReview} busy={busy} />
      ) : null}
      {allowed.delete ? (
        <DeletePostDialog postTitle={post.title} busy={busyIntent === "delete"} />
      ) : null}
    </>
  );
}
