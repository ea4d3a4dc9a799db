import { data, useFetcher } from "react-router";
import {
  listUsers,
  memberRole,
  revokeUserSessions,
  RoleNotAllowedError,
  setAdminRole,
  setMemberRole,
  UserAdminError,
  type AdminUserRow,
} from "~/people/users.server";
import { requirePermission } from "~/auth/guards.server";
import { assignableRoles, can, canManageMember, type AssignableRole } from "~/auth/policy";
import { InvitePanel } from "~/components/admin/invite-panel";
import { ADMIN_ROLE, READER_ROLE, ROLE_LABELS } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { formText } from "~/lib/form-text";
import { fieldErrors, invitationSchema, memberRoleSchema } from "~/lib/schemas";
import { peopleDeps } from "~/people/instance.server";
import {
  createInvitation,
  invitableRoles,
  InvitationRefusedError,
  listPendingInvitations,
  revokeInvitation,
} from "~/people/invitations.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/connection.server";
import { formatLongDate } from "~/lib/format";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import type { Route } from "./+types/users";
import { readForm } from "~/http/read-form.server";

const PAGE_SIZE = 25;
type UserResult = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

export const meta: Route.MetaFunction = () => [
  { title: "Users | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, "users.manage");
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = getDb();
  const [users, pending] = await Promise.all([
    listUsers(db, { search, page, pageSize: PAGE_SIZE }),
    listPendingInvitations(db),
  ]);
  const invitable = invitableRoles(viewer);
  return {
    users: users.items.map((user) => ({ ...user, manageable: canManageMember(viewer, user.role) })),
    total: users.total,
    page,
    pageCount: pageCountOf(users.total, PAGE_SIZE),
    search,
    viewerId: viewer.id,
    assignable: assignableRoles(viewer.role),
    invitable,
    pending: pending.filter((invitation) => invitable.includes(invitation.role)),
  };
}

function refused(message: string, status = 403) {
  return data<UserResult>({ ok: false, message }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requirePermission(request, "users.manage", "data");
  const form = await readForm(request);
  const userId = String(form.get("userId") ?? "");
  const intent = form.get("intent");
  const db = getDb();
  try {
    if (intent === "invite") {
      const parsed = invitationSchema.safeParse({
        email: formText(form, "email"),
        role: formText(form, "role"),
      });
      if (!parsed.success) {
        return data<UserResult>(
          {
            ok: false,
            message: "Please correct the highlighted fields.",
            fieldErrors: fieldErrors(parsed.error),
          },
          { status: 400 },
        );
      }
      await createInvitation(peopleDeps(), viewer, parsed.data);
      return data<UserResult>({ ok: true, message: `Invitation sent to ${parsed.data.email}` });
    }
    if (intent === "withdraw") {
      const withdrawn = await revokeInvitation(db, viewer, formText(form, "invitationId"));
      if (!withdrawn) return refused("That invitation is no longer open.", 404);
      return data<UserResult>({ ok: true, message: "Invitation withdrawn" });
    }
    if (intent === "role") {
      const parsed = memberRoleSchema.safeParse({ userId, role: formText(form, "role") });
      if (!parsed.success) return refused("Please choose a role.", 400);
      if (!(await setMemberRole(db, viewer, userId, parsed.data.role))) {
        return refused("User not found.", 404);
      }
      return data<UserResult>({
        ok: true,
        message: `Role changed to ${ROLE_LABELS[parsed.data.role]}`,
      });
    }
    if (intent === "grant" || intent === "revoke") {
      if (!can(viewer.role, "settings.manage")) return refused(AUTH_TEXT.notAllowed);
      if (!(await setAdminRole(db, userId, intent === "grant"))) {
        return refused("User not found.", 404);
      }
      return data<UserResult>({
        ok: true,
        message: intent === "grant" ? "Administrator role granted" : "Administrator role removed",
      });
    }
    if (intent === "sessions") {
      const target = await memberRole(db, userId);
      if (target === undefined) return refused("User not found.", 404);
      if (userId !== viewer.id && !canManageMember(viewer, target)) {
        return refused(AUTH_TEXT.notAllowed);
      }
      const ended = await revokeUserSessions(db, userId);
      return data<UserResult>({
        ok: true,
        message: `${ended} session${ended === 1 ? "" : "s"} ended`,
      });
    }
    return refused("Unknown action.", 400);
  } catch (error) {
    if (error instanceof UserAdminError) return refused(error.message, 409);
    if (error instanceof RoleNotAllowedError || error instanceof InvitationRefusedError) {
      return refused(error.message);
    }
    throw error;
  }
}

type UserView = AdminUserRow & { manageable: boolean };

function RoleForm({ user, roles }: { user: UserView; roles: AssignableRole[] }) {
  const fetcher = useFetcher<UserResult>();
  useResultToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const id = `role-${user.id}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={id} className="sr-only">
        Role of {user.name}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={user.role ?? READER_ROLE}
        key={user.role ?? READER_ROLE}
        className="h-9 rounded-md border bg-background px-2 text-sm"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`Change the role of ${user.name}`}
      >
        Change
      </Button>
    </fetcher.Form>
  );
}

function UserActions({
  user,
  isViewer,
  adminControls,
}: {
  user: UserView;
  isViewer: boolean;
  /** "Make admin" / "Remove admin" are for administrators only. */
  adminControls: boolean;
}) {
  const fetcher = useFetcher<UserResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useResultToast(result);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="userId" value={user.id} />
      {adminControls ? (
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
      ) : null}
      {user.manageable || isViewer ? (
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
      ) : null}
    </fetcher.Form>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, search, viewerId, assignable, invitable, pending } =
    loaderData;
  const adminControls = assignable.includes(ADMIN_ROLE);
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
      {invitable.length > 0 ? <InvitePanel roles={invitable} pending={pending} /> : null}
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
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={user.role ? "default" : "outline"}>
                      {ROLE_LABELS[user.role ?? READER_ROLE]}
                    </Badge>
                    {user.manageable ? <RoleForm user={user} roles={assignable} /> : null}
                  </div>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  {user.verified ? "Yes" : "Not yet"}
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground lg:table-cell">
                  {formatLongDate(user.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <UserActions
                    user={user}
                    isViewer={user.id === viewerId}
                    adminControls={adminControls}
                  />
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
