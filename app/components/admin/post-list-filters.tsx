import type { ReactNode } from "react";
import { Form } from "react-router";
import { ADMIN_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { CategoryOptions } from "./category-options";

const SELECT_CLASS = "h-10 rounded-md border bg-background px-3 text-sm";

/** The posts list's search: title, status and category, sent as the page's query. */
export function PostListFilters({
  filters,
  categories,
}: {
  filters: { status: string; categoryId: string | null; search: string };
  categories: { id: string; name: string }[];
}) {
  return (
    <Form method="get" className="mb-5 flex flex-wrap items-end gap-3" role="search">
      <Filter id="post-search" label="Title">
        <Input
          id="post-search"
          type="search"
          name="q"
          defaultValue={filters.search}
          placeholder="Search by title"
          className="w-56"
        />
      </Filter>
      <Filter id="post-status" label="Status">
        <select
          id="post-status"
          name="status"
          defaultValue={filters.status}
          className={SELECT_CLASS}
        >
          <option value="all">All</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="scheduled">{SCHEDULE_TEXT.badge}</option>
          <option value="review">{ADMIN_TEXT.submittedForReview}</option>
        </select>
      </Filter>
      <Filter id="post-category" label="Category">
        <select
          id="post-category"
          name="category"
          defaultValue={filters.categoryId ?? ""}
          className={SELECT_CLASS}
        >
          <CategoryOptions categories={categories} none="All categories" />
        </select>
      </Filter>
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}

/** One labelled control of the filter bar (the control carries `id`). */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
