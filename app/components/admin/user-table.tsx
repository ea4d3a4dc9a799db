import { adminWording } from "~/components/admin/admin-wording";
import { useFetcher } from "react-router";
import type { AssignableRole } from "~/auth/policy";
import type { ActionResult } from "~/lib/action-result";
import { formatLongDate } from "~/lib/format";
import type { AdminUserRow } from "~/people/types";
import { READER_ROLE, ROLE_LABELS } from "~/lib/staff-text";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { useActionToast } from "../use-action-toast";
import { AdminTable } from "./admin-table";

/** One account as the users screen shows it, and whether the viewer may change its role. */
export type UserView = AdminUserRow & { manageable: boolean };

/** The accounts of one page, with the role, administrator and session controls the viewer has. */
export function UserTable({
  users,
  viewerId,
  assignable,
  adminControls,
}: {
  users: UserView[];
  viewerId: string;
  assignable: AssignableRole[];
  adminControls: boolean;
}) {
  return (
    <AdminTable
      caption="Accounts, newest first"
      columns={[
        { label: "User" },
        { label: "Role" },
        { label: "Email verified", className: "hidden px-4 py-3 md:table-cell" },
        { label: "Joined", className: "hidden px-4 py-3 lg:table-cell" },
        { label: "Actions", srOnly: true, className: "px-4 py-3 text-right" },
      ]}
    >
      {users.map((user) => (
        <tr key={user.id} className="border-t" data-user-email={user.email}>
          <td className="px-4 py-3">
            <div className="font-medium">
              {user.name}
              {user.id === viewerId ? <span className="text-muted-foreground"> (you)</span> : null}
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
          <td className="hidden px-4 py-3 md:table-cell">{user.verified ? "Yes" : "Not yet"}</td>
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
    </AdminTable>
  );
}

function RoleForm({ user, roles }: { user: UserView; roles: AssignableRole[] }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, adminWording);
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
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionToast(result, adminWording);
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
