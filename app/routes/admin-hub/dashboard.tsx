import { FileTextIcon } from "~/components/icons/file-text";
import { FolderIcon } from "~/components/icons/folder";
import { InboxIcon } from "~/components/icons/inbox";
import { SendIcon } from "~/components/icons/send";
import { UsersIcon } from "~/components/icons/users";
import { Link } from "react-router";
import { getDashboardCounts } from "~/stats/site-counts.server";
import { pageCacheReport } from "~/cache/cache-stats.server";
import { PageCachePanel } from "~/components/admin/page-cache-panel";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "page", context.services.auth);
  const counts = await getDashboardCounts(context.services.db);
  // The inbox belongs to administrators; nobody else sees how full it is. The page cache's
  // figures are the server's internals: only for those who run the site.
  return {
    counts,
    showInbox: can(user.role, "inbox.read"),
    pageCache: can(user.role, "site.operate") ? pageCacheReport() : null,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, showInbox, pageCache } = loaderData;
  const stats = [
    { label: "Posts", value: counts.posts, icon: FileTextIcon },
    { label: "Published posts", value: counts.publishedPosts, icon: SendIcon },
    { label: "Categories", value: counts.categories, icon: FolderIcon },
    { label: "Users", value: counts.users, icon: UsersIcon },
    ...(showInbox
      ? [
          {
            label: "Unread messages",
            value: counts.unreadMessages,
            icon: InboxIcon,
            href: "/admin-hub/inbox?filter=unread",
          },
        ]
      : []),
  ];
  return (
    <section>
      <AdminPageHeader title="Dashboard" description="An overview of the newsroom." />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {stats.map(({ label, value, icon: Icon, href }) => (
          <div key={label} className="rounded-xl border bg-card p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums">{value}</dd>
            {href ? (
              <dd className="mt-1 text-sm">
                <Link to={href} className="text-primary underline-offset-4 hover:underline">
                  Open the inbox
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {pageCache ? <PageCachePanel report={pageCache} /> : null}
    </section>
  );
}
