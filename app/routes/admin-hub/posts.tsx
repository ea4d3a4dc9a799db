import { data, Form, Link } from "react-router";
import { getSessionUser, requirePermission, type StaffUser } from "~/auth/guards.server";
import { can, canOnPost } from "~/auth/policy";
import { getPostOwnership, listAdminPosts, type PostStatusFilter } from "~/content/posts.server";
import {
  createPostFromEditor,
  deletePost as deletePostCommand,
} from "~/content/post-commands.server";
import { DuplicateSlugError, MissingCategoryError } from "~/content/post-errors";
import { writerFor } from "~/platform/site-events.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { NewPostDialog, type PostFormResult } from "~/components/admin/new-post-dialog";
import {
  PostRowActions,
  usePostRowToast,
  type PostRowResult,
} from "~/components/admin/post-row-actions";
import { Pagination, usePageHref } from "~/components/pagination";
import { BulkPostActions } from "~/components/admin/bulk-post-actions";
import { SelectAllCheckbox } from "~/components/admin/select-all-checkbox";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { getDb } from "~/db/connection.server";
import { formatLongDate } from "~/lib/format";
import { ADMIN_TEXT, BULK_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { bulkPostsSchema, fieldErrors } from "~/lib/schemas";
import { applyBulkPostAction } from "~/content/post-bulk.server";
import { PostStatusBadge } from "~/components/admin/post-status-badge";
import { LocalDateTime } from "~/components/local-date-time";
import { formText } from "~/lib/form-text";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import { parsePostForm } from "./post-form.server";
import { logger } from "~/logger.server";
import type { Route } from "./+types/posts";
import { readForm } from "~/http/read-form.server";

const PAGE_SIZE = 20;
const STATUSES: PostStatusFilter[] = ["all", "published", "draft", "scheduled", "review"];

export const meta: Route.MetaFunction = () => [
  { title: "Posts | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter");
  const url = new URL(request.url);
  const status = STATUSES.find((value) => value === url.searchParams.get("status")) ?? "all";
  const categoryId = url.searchParams.get("category") || null;
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = getDb();
  const [posts, categories] = await Promise.all([
    listAdminPosts(db, {
      status,
      categoryId,
      search,
      page,
      pageSize: PAGE_SIZE,
      // Contributors and authors work on their own posts; editors see every post.
      authorId: can(user.role, "posts.viewAll") ? undefined : user.id,
    }),
    listCategories(db),
  ]);
  return {
    posts: posts.items,
    total: posts.total,
    page,
    pageCount: pageCountOf(posts.total, PAGE_SIZE),
    filters: { status, categoryId, search },
    categories: categories.map(({ id, name }) => ({ id, name })),
    can: {
      publish: can(user.role, "posts.publishOwn"),
      email: can(user.role, "posts.emailSubscribers"),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  if (!(await getSessionUser(request))) {
    return data<PostFormResult>(
      { ok: false, title: ADMIN_TEXT.authRequiredTitle, message: ADMIN_TEXT.authRequiredBody },
      { status: 401 },
    );
  }
  const user = await requirePermission(request, "posts.create", "data");
  const form = await readForm(request);
  if (form.get("intent") === "delete") return deletePost(user, formText(form, "postId"));
  if (form.get("intent") === "bulk") return bulkAction(user, form);
  const wantsEmail = form.get("emailSubscribers") === "on";
  const mayEmail = can(user.role, "posts.emailSubscribers");
  if (
    (form.get("published") === "on" && !can(user.role, "posts.publishOwn")) ||
    (wantsEmail && !mayEmail)
  ) {
    return data<PostFormResult>(
      { ok: false, title: ADMIN_TEXT.errorTitle, message: AUTH_TEXT.notAllowed },
      { status: 403 },
    );
  }
  const parsed = parsePostForm(form);
  if (!parsed.ok) {
    return data<PostFormResult>(
      {
        ok: false,
        title: ADMIN_TEXT.errorTitle,
        message: "Please correct the highlighted fields.",
        fieldErrors: parsed.errors,
      },
      { status: 400 },
    );
  }
  try {
    const emailSubscribers = parsed.input.published && wantsEmail && mayEmail;
    const id = await createPostFromEditor(writerFor(getDb()), parsed.input, user.id, {
      emailSubscribers,
    });
    return data<PostFormResult>({ ok: true, id });
  } catch (error) {
    if (error instanceof MissingCategoryError) {
      return data<PostFormResult>(
        {
          ok: false,
          title: ADMIN_TEXT.errorTitle,
          message: error.message,
          fieldErrors: { categoryId: error.message },
        },
        { status: 409 },
      );
    }
    if (error instanceof DuplicateSlugError) {
      return data<PostFormResult>(
        {
          ok: false,
          title: ADMIN_TEXT.errorTitle,
          message: error.message,
          fieldErrors: { slug: error.message },
        },
        { status: 409 },
      );
    }
    logger.error({ err: error }, "create post failed");
    return data<PostFormResult>(
      { ok: false, title: ADMIN_TEXT.errorTitle, message: ADMIN_TEXT.createPostFailed },
      { status: 500 },
    );
  }
}

/** The row's Delete button: the same per-post rule as the editor's (policy.ts). */
async function deletePost(user: StaffUser, postId: string) {
  const db = getDb();
  const post = await getPostOwnership(db, postId);
  if (!post || !canOnPost(user, "view", post)) {
    return data<PostRowResult>({ ok: false, message: "Post not found." }, { status: 404 });
  }
  if (!canOnPost(user, "delete", post)) {
    return data<PostRowResult>({ ok: false, message: AUTH_TEXT.notAllowed }, { status: 403 });
  }
  if (!(await deletePostCommand(writerFor(db), postId, user.id))) {
    return data<PostRowResult>({ ok: false, message: "Post not found." }, { status: 404 });
  }
  return data<PostRowResult>({ ok: true, message: ADMIN_TEXT.postDeleted });
}

/** Publish, unpublish or delete the checked posts, each under the editor's per-post rule. */
async function bulkAction(user: StaffUser, form: FormData) {
  const parsed = bulkPostsSchema.safeParse({
    bulkAction: formText(form, "bulkAction"),
    postIds: form.getAll("postId").map(String),
  });
  if (!parsed.success) {
    const message = Object.values(fieldErrors(parsed.error))[0] ?? BULK_TEXT.noneSelected;
    return data<PostRowResult>({ ok: false, message }, { status: 400 });
  }
  const { bulkAction: action, postIds } = parsed.data;
  const outcome = await applyBulkPostAction(writerFor(getDb()), user, action, postIds);
  const message = [
    outcome.done > 0 || (outcome.unchanged === 0 && outcome.refused === 0)
      ? BULK_TEXT.done[action](outcome.done)
      : null,
    outcome.unchanged > 0 ? BULK_TEXT.unchanged(outcome.unchanged) : null,
    outcome.refused > 0 ? BULK_TEXT.refused(outcome.refused) : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (outcome.done === 0 && outcome.refused > 0 && outcome.unchanged === 0) {
    return data<PostRowResult>({ ok: false, message }, { status: 403 });
  }
  return data<PostRowResult>({ ok: true, message });
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, filters, categories, can: allowed } = loaderData;
  const hrefForPage = usePageHref();
  usePostRowToast();
  const [checked, setChecked] = useState<string[]>([]);
  // Only posts on this page count: the selection does not follow the reader to another page.
  const selected = posts.map((post) => post.id).filter((id) => checked.includes(id));
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <section>
      <AdminPageHeader
        title="Posts"
        description={`${total} post${total === 1 ? "" : "s"}`}
        actions={
          <NewPostDialog
            categories={categories}
            canPublish={allowed.publish}
            canEmail={allowed.email}
          />
        }
      />

      <Form method="get" className="mb-5 flex flex-wrap items-end gap-3" role="search">
        <div className="grid gap-1">
          <label htmlFor="post-search" className="text-sm font-medium">
            Title
          </label>
          <Input
            id="post-search"
            type="search"
            name="q"
            defaultValue={filters.search}
            placeholder="Search by title"
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="post-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="post-status"
            name="status"
            defaultValue={filters.status}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            <option value="all">All</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
            <option value="scheduled">{SCHEDULE_TEXT.badge}</option>
            <option value="review">{ADMIN_TEXT.submittedForReview}</option>
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="post-category" className="text-sm font-medium">
            Category
          </label>
          <select
            id="post-category"
            name="category"
            defaultValue={filters.categoryId ?? ""}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>

      {posts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No posts match these filters.
        </p>
      ) : (
        <>
          <BulkPostActions
            selected={selected}
            canPublish={allowed.publish}
            onSubmitted={() => setChecked([])}
          />
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full text-sm">
              <caption className="sr-only">Posts, newest first</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 py-3 pl-3 sm:pl-4">
                    <SelectAllCheckbox
                      count={selected.length}
                      total={posts.length}
                      onChange={(on) => setChecked(on ? posts.map((post) => post.id) : [])}
                    />
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium sm:px-4">
                    Title
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                    Category
                  </th>
                  <th scope="col" className="px-2 py-3 font-medium sm:px-4">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                    Created
                  </th>
                  <th scope="col" className="px-2 py-3 text-right font-medium sm:px-4">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id} className="border-t" data-post-id={post.id}>
                    <td className="py-3 pl-3 sm:pl-4">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        aria-label={`Select “${post.title}”`}
                        checked={selected.includes(post.id)}
                        onChange={(event) => toggle(post.id, event.target.checked)}
                      />
                    </td>
                    <td className="px-3 py-3 sm:px-4">
                      <Link
                        to={`/admin-hub/posts/${post.id}`}
                        className="font-medium hover:underline"
                      >
                        {post.title}
                      </Link>
                      <div className="text-xs text-muted-foreground">
                        {post.author ?? "Anonymous"}
                      </div>
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">
                      {post.category?.name ?? "Uncategorized"}
                    </td>
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
                    <td className="px-2 py-2 sm:px-4">
                      <PostRowActions post={post} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pageCount > 1 ? (
        <div className="mt-6">
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} />
        </div>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section>
      <AdminPageHeader title="Posts" />
      <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-destructive">
        {ADMIN_TEXT.errorTitle}: {ADMIN_TEXT.loadPostsFailed}
      </p>
    </section>
  );
}
