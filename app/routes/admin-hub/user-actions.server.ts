import type { StaffUser } from "~/auth/guards.server";
import { can, canManageMember } from "~/auth/policy";
import { getDb } from "~/db/connection.server";
import { refused, succeeded, type ActionAnswer } from "~/http/action-result.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { formText } from "~/lib/form-text";
import { fieldErrors, invitationSchema, memberRoleSchema } from "~/lib/schemas";
import { ROLE_LABELS } from "~/lib/staff-text";
import { peopleDeps } from "~/people/instance.server";
import { createInvitation, revokeInvitation } from "~/people/invitations.server";
import { memberRole, revokeUserSessions, setAdminRole, setMemberRole } from "~/people/users.server";

/**
 * The users screen's commands, one per form `intent`. Each answers the one result shape; a
 * domain refusal (the last admin, a role the viewer may not give) is thrown and the route turns
 * it into its 4xx with `refusalOf`.
 */
type UserCommand = (viewer: StaffUser, form: FormData) => Promise<ActionAnswer>;

export const USER_COMMANDS: Record<string, UserCommand> = {
  async invite(viewer, form) {
    const parsed = invitationSchema.safeParse({
      email: formText(form, "email"),
      role: formText(form, "role"),
    });
    if (!parsed.success) {
      return refused(400, "Please correct the highlighted fields.", {
        fieldErrors: fieldErrors(parsed.error),
      });
    }
    await createInvitation(peopleDeps(), viewer, parsed.data);
    return succeeded(`Invitation sent to ${parsed.data.email}`);
  },

  async withdraw(viewer, form) {
    const withdrawn = await revokeInvitation(getDb(), viewer, formText(form, "invitationId"));
    if (!withdrawn) return refused(404, "That invitation is no longer open.");
    return succeeded("Invitation withdrawn");
  },

  async role(viewer, form) {
    const userId = formText(form, "userId");
    const parsed = memberRoleSchema.safeParse({ userId, role: formText(form, "role") });
    if (!parsed.success) return refused(400, "Please choose a role.");
    if (!(await setMemberRole(getDb(), viewer, userId, parsed.data.role))) {
      return refused(404, "User not found.");
    }
    return succeeded(`Role changed to ${ROLE_LABELS[parsed.data.role]}`);
  },

  grant: (viewer, form) => setAdministrator(viewer, formText(form, "userId"), true),
  revoke: (viewer, form) => setAdministrator(viewer, formText(form, "userId"), false),

  async sessions(viewer, form) {
    const userId = formText(form, "userId");
    const db = getDb();
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
async function setAdministrator(viewer: StaffUser, userId: string, grant: boolean) {
  if (!can(viewer.role, "settings.manage")) return refused(403, AUTH_TEXT.notAllowed);
  if (!(await setAdminRole(getDb(), userId, grant))) return refused(404, "User not found.");
  return succeeded(grant ? "Administrator role granted" : "Administrator role removed");
}
