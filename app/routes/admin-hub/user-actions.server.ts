import type { StaffUser } from "~/auth/guards.server";
import { can, canManageMember } from "~/auth/policy";
import { refused, succeeded, type ActionAnswer } from "~/http/action-result.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { formText } from "~/lib/form-text";
import { fieldErrors, invitationSchema, memberRoleSchema } from "~/lib/schemas";
import { ROLE_LABELS } from "~/lib/staff-text";
import { createInvitation, revokeInvitation } from "~/people/invitations.server";
import { memberRole, revokeUserSessions, setAdminRole, setMemberRole } from "~/people/users.server";
import type { Services } from "~/services.server";

/**
 * The users screen's commands, one per form `intent`. Each answers the one result shape; a
 * domain refusal (the last admin, a role the viewer may not give) is thrown and the route turns
 * it into its 4xx with `refusalOf`.
 */
type UserCommand = (services: Services, viewer: StaffUser, form: FormData) => Promise<ActionAnswer>;

export const USER_COMMANDS: Record<string, UserCommand> = {
  async invite(services, viewer, form) {
    const parsed = invitationSchema.safeParse({
      email: formText(form, "email"),
      role: formText(form, "role"),
    });
    if (!parsed.success) {
      return refused(400, "Please correct the highlighted fields.", {
        fieldErrors: fieldErrors(parsed.error),
      });
    }
    await createInvitation(services.people, viewer, parsed.data);
    return succeeded(`Invitation sent to ${parsed.data.email}`);
  },

  async withdraw(services, viewer, form) {
    const withdrawn = await revokeInvitation(services.db, viewer, formText(form, "invitationId"));
    if (!withdrawn) return refused(404, "That invitation is no longer open.");
    return succeeded("Invitation withdrawn");
  },

  async role(services, viewer, form) {
    const userId = formText(form, "userId");
    const parsed = memberRoleSchema.safeParse({ userId, role: formText(form, "role") });
    if (!parsed.success) return refused(400, "Please choose a role.");
    if (!(await setMemberRole(services.db, viewer, userId, parsed.data.role))) {
      return refused(404, "User not found.");
    }
    return succeeded(`Role changed to ${ROLE_LABELS[parsed.data.role]}`);
  },

  grant: (services, viewer, form) =>
    setAdministrator(services, viewer, formText(form, "userId"), true),
  revoke: (services, viewer, form) =>
    setAdministrator(services, viewer, formText(form, "userId"), false),

  async sessions({ db }, viewer, form) {
    const userId = formText(form, "userId");
    const target = await memberRole(db, userId);
    if (target === undefined) return refused(404, "User not found.");
    if (userId !== viewer.id && !canManageMember(viewer, target)) {
      return refused(403, AUTH_TEXT.notAllowed);
    }
    const ended = await revokeUserSessions(db, userId);
    return succeeded(`${ended} session${ended === 1 ? "" : "s"} ended`);
  },
};

/** "Make admin" / "Remove admin": administrators only. */
async function setAdministrator(
  services: Services,
  viewer: StaffUser,
  userId: string,
  grant: boolean,
) {
  if (!can(viewer.role, "settings.manage")) return refused(403, AUTH_TEXT.notAllowed);
  if (!(await setAdminRole(services.db, userId, grant))) return refused(404, "User not found.");
  return succeeded(grant ? "Administrator role granted" : "Administrator role removed");
}
