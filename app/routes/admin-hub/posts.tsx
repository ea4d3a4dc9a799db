import { getSessionUser, requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { listAdminPosts, type PostStatusFilter } from "~/content/posts.server";
import { postViewsInSevenDays } from "~/analytics/report.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { NewPostDialog } from "~/components/admin/new-post-dialog";
import { PostListFilters } from "~/components/admin/post-list-filters";
import { PostListTable } from "~/components/admin/post-list-table";
import { usePostRowToast } from "~/components/admin/post-row-actions";
import { Pagination, usePageHref } from "~/components/pagination";
import { refused } from "~/http/action-result.server";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { pageCountOf } from "~/lib/page-param";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { countConfirmedSubscribers } from "~/newsletter/subscribers.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { bulkAction, createPost, deletePost } from "./post-list-actions.server";
import type { Route } from "./+types/posts";

const PAGE_SIZE = 20;
const STATUSES: PostStatusFilter[] = ["all", "published", "draft", "scheduled", "review"];

export const meta: Route.MetaFunction = () => [
  { title: "Posts | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "page", context.services.auth);
  const url = new URL(request.url);
  const status = STATUSES.find((value) => value === url.searchParams.get("status")) ?? "all";
  const categoryId = url.searchParams.get("category") || null;
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = context.services.db;
  const mayEmail = can(user.role, "posts.emailSubscribers");
  const [posts, categories, confirmedSubscribers] = await Promise.all([
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
    // What the new-post dialog's send confirmation states; only for those who may send.
    mayEmail ? countConfirmedSubscribers(db) : 0,
  ]);
  // Views in the last 7 days for those who may see analytics (issue 42).
  const views = can(user.role, "analytics.view")
    ? await postViewsInSevenDays(
        db,
        posts.items.map((post) => post.id),
      )
    : null;
  return {
    views,
    posts: posts.items,
    total: posts.total,
    page,
    pageCount: pageCountOf(posts.total, PAGE_SIZE),
    filters: { status, categoryId, search },
    categories: categories.map(({ id, name }) => ({ id, name })),
    confirmedSubscribers,
    can: {
      publish: can(user.role, "posts.publishOwn"),
      email: mayEmail,
    },
  };
}

/** The new-post dialog, a row's Delete button and the bulk toolbar. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!(await getSessionUser(request, context.services.auth))) {
    // The dialog titles this one 'Authentication Required' by its code.
    return refused(401, ADMIN_TEXT.authRequiredBody, { code: "auth-required" });
  }
  const user = await requirePermission(request, "posts.create", "data", context.services.auth);
  const form = await readForm(request);
  if (form.get("intent") === "delete")
    return deletePost(context.services, user, formText(form, "postId"));
  if (form.get("intent") === "bulk") return bulkAction(context.services, user, form);
  return createPost(context.services, user, form);
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, filters, categories, can: allowed } = loaderData;
  const { confirmedSubscribers } = loaderData;
  const hrefForPage = usePageHref();
  usePostRowToast();

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
            subscribers={confirmedSubscribers}
          />
        }
      />
      <PostListFilters filters={filters} categories={categories} />
      {posts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No posts match these filters.
        </p>
      ) : (
        <PostListTable posts={posts} canPublish={allowed.publish} views={loaderData.views} />
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
