import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AdminColumn {
  /** The header; a column of buttons has a label for screen readers only. */
  label: ReactNode;
  srOnly?: boolean;
  /** Replaces the usual padding (and says when the column hides on narrow screens). */
  className?: string;
}

/**
 * The admin's lists (posts, users, subscribers) as one kind of table: a caption for screen
 * readers, a muted header row, and rows given by the caller. It scrolls sideways inside its
 * border on narrow screens rather than widening the page.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn("font-medium", column.className ?? "px-4 py-3")}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
