import { data, useFetcher } from "react-router";
import {
  revokeUserSessions,
  setAdminRole,
  UserAdminError,
  listUsers,
  type AdminUserRow,
} from "~/admin/users.server";
import { requireAdmin } from "~/auth/guards.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/connection.server";
import { formatLongDate } from "~/lib/format";
import { pageFromRequest } from "~/lib/page-param.server";
import type { Route } from "./+types/users";
import { readForm } from "~/http/read-form.server";

const PAGE_SIZE = 25;
type UserResult = { ok: boolean; message: string };

export const meta: Route.MetaFunction = () => [
  { title: "Users | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = pageFromRequest(request);
  const users = await listUsers(getDb(), { search, page, pageSize: PAGE_SIZE });
  return {
    users: users.items,
    total: users.total,
    page,
    pageCount: Math.max(1, Math.ceil(users.total / PAGE_SIZE)),
    search,
    viewerId: viewer.id,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, "data");
  const form = await readForm(request);
  const userId = String(form.get("userId") ?? "");
  const intent = form.get("intent");
  const db = getDb();
  try {
    if (intent === "grant" || intent === "revoke") {
      if (!(await setAdminRole(db, userId, intent === "grant"))) {
        return data<UserResult>({ ok: false, message: "User not found." }, { status: 404 });
      }
      return data<UserResult>({
        ok: true,
        message: intent === "grant" ? "Administrator role granted" : "Administrator role removed",
      });
    }
    if (intent === "sessions") {
      const ended = await revokeUserSessions(db, userId);
      return data<UserResult>({
        ok: true,
        message: `${ended} session${ended === 1 ? "" : "s"} ended`,
      });
    }
    return data<UserResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  } catch (error) {
    if (error instanceof UserAdminError) {
      return data<UserResult>({ ok: false, message: error.message }, { status: 409 });
    }
    throw error;
  }
}

function UserActions({ user, isViewer }: { user: AdminUserRow; isViewer: boolean }) {
  const fetcher = useFetcher<UserResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useResultToast(result);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <Button
        type="submit"
        name="intent"
        value={user.isAdmin ? "revoke" : "grant"}
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`${user.isAdmin ? "Remove administrator role from" : "Make administrator:"} ${user.name}`}
      >
        {user.isAdmin ? "Remove admin" : "Make admin"}
      </Button>
      <Button
        type="submit"
        name="intent"
        value="sessions"
        variant="ghost"
        size="sm"
        disabled={busy || user.activeSessions === 0}
        aria-label={`Sign ${user.name} out everywhere`}
      >
        {isViewer ? "Sign me out everywhere" : "End sessions"}
      </Button>
    </fetcher.Form>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, search, viewerId } = loaderData;
  const hrefFor = usePageHref();
  return (
    <section>
      <AdminPageHeader
        title="Users"
        description={`${total} account${total === 1 ? "" : "s"}`}
        actions={
          <AdminSearchForm
            defaultValue={search}
            label="Search users by name or email"
            placeholder="Name or email"
          />
        }
      />
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">Accounts, newest first</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                User
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                Email verified
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">
                Joined
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t" data-user-email={user.email}>
                <td className="px-4 py-3">
                  <div className="font-medium">
                    {user.name}
                    {user.id === viewerId ? (
                      <span className="text-muted-foreground"> (you)</span>
                    ) : null}
                  </div>
                  <div className="text-xs text-muted-foreground">{user.email}</div>
                </td>
                <td className="px-4 py-3">
                  <Badge variant={user.isAdmin ? "default" : "outline"}>
                    {user.isAdmin ? "Admin" : "Reader"}
                  </Badge>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  {user.verified ? "Yes" : "Not yet"}
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground lg:table-cell">
                  {formatLongDate(user.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <UserActions user={user} isViewer={user.id === viewerId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
