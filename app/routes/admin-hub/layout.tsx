import { Outlet, useMatches } from "react-router";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { NO_STORE } from "~/auth/responses.server";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { countCommentsAwaitingReview } from "~/comments/moderation-queue.server";
import { countUnread } from "~/contact/messages.server";
import type { Route } from "./+types/layout";

export const headers = () => NO_STORE;

/**
 * The admin shell. Child loaders run in parallel with this one, so every admin loader and
 * action checks its own permission; this guard only covers the shell's own render.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "page", context.services.auth);
  const { db } = context.services;
  const [unreadMessages, commentsAwaiting] = await Promise.all([
    can(user.role, "inbox.read") ? countUnread(db) : 0,
    countCommentsAwaitingReview(db, { id: user.id, role: user.role }),
  ]);
  return { name: user.name, role: user.role, unreadMessages, commentsAwaiting };
}

/** A page that is a writing surface (the post editor) takes the whole width, without the menu. */
function useWritingSurface(): boolean {
  return useMatches().some(
    (match) => (match.handle as { writingSurface?: boolean } | undefined)?.writingSurface,
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (useWritingSurface()) return <Outlet />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:flex-row">
      <AdminSidebar
        role={loaderData.role}
        badges={{
          "/admin-hub/inbox": loaderData.unreadMessages,
          "/admin-hub/comments": loaderData.commentsAwaiting,
        }}
      />
      <div className="min-w-0 flex-1 px-4 py-8 sm:px-6 md:px-8">
        <Outlet />
      </div>
    </div>
  );
}
