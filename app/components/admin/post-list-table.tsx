import { useState } from "react";
import { Link } from "react-router";
import { formatCount, formatLongDate } from "~/lib/format";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { LocalDateTime } from "../local-date-time";
import { Badge } from "../ui/badge";
import { AdminTable } from "./admin-table";
import { BulkPostActions } from "./bulk-post-actions";
import { PostRowActions } from "./post-row-actions";
import { PostStatusBadge } from "./post-status-badge";
import { SelectAllCheckbox } from "./select-all-checkbox";

/** One post as the admin's list shows it. */
export interface PostListRow {
  id: string;
  title: string;
  published: boolean;
  submittedForReview: boolean;
  scheduledAt: string | null;
  createdAt: string;
  category: { name: string } | null;
  author: string | null;
}

/** The posts of one page of the list, with their checkboxes and the bulk toolbar above them. */
export function PostListTable({
  posts,
  canPublish,
  views,
}: {
  posts: PostListRow[];
  canPublish: boolean;
  /** Views in the last 7 days by post id, for those who may see analytics; else null. */
  views: Record<string, number> | null;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  // Only posts on this page count: the selection does not follow the reader to another page.
  const selected = posts.map((post) => post.id).filter((id) => checked.includes(id));
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <>
      <BulkPostActions
        selected={selected}
        canPublish={canPublish}
        onSubmitted={() => setChecked([])}
      />
      <AdminTable
        caption="Posts, newest first"
        columns={[
          {
            label: (
              <SelectAllCheckbox
                count={selected.length}
                total={posts.length}
                onChange={(on) => setChecked(on ? posts.map((post) => post.id) : [])}
              />
            ),
            className: "w-10 py-3 pl-3 sm:pl-4",
          },
          { label: "Title", className: "px-3 py-3 sm:px-4" },
          { label: "Category", className: "hidden px-4 py-3 sm:table-cell" },
          { label: "Status", className: "px-2 py-3 sm:px-4" },
          { label: "Created", className: "hidden px-4 py-3 md:table-cell" },
          ...(views
            ? [{ label: "Views (7 days)", className: "hidden px-4 py-3 text-right lg:table-cell" }]
            : []),
          { label: "Actions", srOnly: true, className: "px-2 py-3 text-right sm:px-4" },
        ]}
      >
        {posts.map((post) => (
          <PostListTableRow
            key={post.id}
            post={post}
            views={views ? (views[post.id] ?? 0) : null}
            checked={selected.includes(post.id)}
            onCheck={(on) => toggle(post.id, on)}
          />
        ))}
      </AdminTable>
    </>
  );
}

function PostListTableRow({
  post,
  views,
  checked,
  onCheck,
}: {
  post: PostListRow;
  views: number | null;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  return (
    <tr className="border-t" data-post-id={post.id}>
      <td className="py-3 pl-3 sm:pl-4">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={`Select “${post.title}”`}
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
      </td>
      <td className="px-3 py-3 sm:px-4">
        <Link to={`/admin-hub/posts/${post.id}`} className="font-medium hover:underline">
          {post.title}
        </Link>
        <div className="text-xs text-muted-foreground">{post.author ?? "Anonymous"}</div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">{post.category?.name ?? "Uncategorized"}</td>
      <td className="px-2 py-3 sm:px-4">
        <PostStatusBadge post={post} />
        {post.submittedForReview ? (
          <Badge variant="outline" className="ml-1">
            {ADMIN_TEXT.submittedForReview}
          </Badge>
        ) : null}
        {post.scheduledAt ? (
          <div className="mt-1 text-xs text-muted-foreground">
            <LocalDateTime iso={post.scheduledAt} />
          </div>
        ) : null}
      </td>
      <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground md:table-cell">
        {formatLongDate(post.createdAt)}
      </td>
      {views === null ? null : (
        <td className="hidden px-4 py-3 text-right tabular-nums lg:table-cell">
          {formatCount(views)}
        </td>
      )}
      <td className="px-2 py-2 sm:px-4">
        <PostRowActions post={post} />
      </td>
    </tr>
  );
}
