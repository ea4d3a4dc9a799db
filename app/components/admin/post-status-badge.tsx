import { SCHEDULE_TEXT } from "~/lib/staff-text";
import { Badge } from "../ui/badge";

/** Published, Scheduled (a draft with a time to go out) or Draft, alike in the list and editor. */
export function PostStatusBadge({
  post,
  className,
}: {
  post: { published: boolean; scheduledAt: string | null };
  className?: string;
}) {
  if (post.published) {
    return <Badge className={className}>Published</Badge>;
  }
  if (post.scheduledAt) {
    return (
      <Badge variant="outline" className={className}>
        {SCHEDULE_TEXT.badge}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className={className}>
      Draft
    </Badge>
  );
}
