import type { StaffUser } from "~/auth/guards.server";
import { moderationFormSchema } from "~/comments/comment-rules";
import { banCommenter, liftCommentBan, moderateComments } from "~/comments/moderation.server";
import { doneMessage } from "~/comments/moderation-text";
import { refused, refusalOf, succeeded } from "~/http/action-result.server";
import { formText } from "~/lib/form-text";
import { fieldErrors } from "~/lib/schemas";
import type { Services } from "~/services.server";

/**
 * The Comments screen's commands (issue 39, item 6): moderate one or many comments, ban a
 * reader, lift a ban. The domain checks each comment against the policy and records the action.
 */
export async function runModerationCommand(services: Services, user: StaffUser, form: FormData) {
  const parsed = moderationFormSchema.safeParse({
    intent: formText(form, "intent"),
    action: formText(form, "action"),
    commentIds: form.getAll("commentId").map(String),
    userId: formText(form, "userId"),
    reason: formText(form, "reason"),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return refused(400, Object.values(errors)[0] ?? "Unknown action.", { fieldErrors: errors });
  }
  const command = parsed.data;
  const actor = { id: user.id, role: user.role };
  try {
    switch (command.intent) {
      case "moderate": {
        const { changed } = await moderateComments(services, actor, command);
        return succeeded(doneMessage(command.action, changed));
      }
      case "ban":
        await banCommenter(services, actor, command);
        return succeeded("The reader can no longer comment; they are shown your reason.");
      case "unban":
        return (await liftCommentBan(services, actor, command.userId))
          ? succeeded("Ban lifted: the reader can comment again.")
          : refused(404, "This reader is not banned.");
    }
  } catch (error) {
    return refusalOf(error);
  }
}
