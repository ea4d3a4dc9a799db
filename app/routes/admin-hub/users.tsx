import { requirePermission } from "~/auth/guards.server";
import { assignableRoles, canManageMember } from "~/auth/policy";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { InvitePanel } from "~/components/admin/invite-panel";
import { UserTable } from "~/components/admin/user-table";
import { Pagination, usePageHref } from "~/components/pagination";
import { refused, refusalOf } from "~/http/action-result.server";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { pageCountOf } from "~/lib/page-param";
import { ADMIN_ROLE } from "~/lib/staff-text";
import { invitableRoles, listPendingInvitations } from "~/people/invitations.server";
import { listUsers } from "~/people/users.server";
import { USER_COMMANDS } from "./user-actions.server";
import type { Route } from "./+types/users";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => [
  { title: "Users | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, "users.manage", "page", context.services.auth);
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = context.services.db;
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

/** Invite, withdraw an invitation, change a role, grant or remove admin, end sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, "users.manage", "data", context.services.auth);
  const form = await readForm(request);
  const command = USER_COMMANDS[formText(form, "intent")];
  if (!command) return refused(400, "Unknown action.");
  try {
    return await command(context.services, viewer, form);
  } catch (error) {
    return refusalOf(error);
  }
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, search, viewerId, assignable, invitable, pending } =
    loaderData;
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
      <UserTable
        users={users}
        viewerId={viewerId}
        assignable={assignable}
        adminControls={assignable.includes(ADMIN_ROLE)}
      />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
