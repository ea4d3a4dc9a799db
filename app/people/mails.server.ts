import { subjectLine } from "~/contact/notification-mail.server";
import { SITE_NAME } from "~/lib/constants";
import { ROLE_LABELS, type StaffRole } from "~/lib/staff-text";
import { renderActionMail, type RenderedMail } from "~/platform/mail-layout.server";

/** To every editor and administrator when a contributor asks for review. */
export function reviewRequestMail(
  post: { title: string; author: string },
  editUrl: string,
): RenderedMail {
  return renderActionMail({
    subject: `[${SITE_NAME}] Submitted for review: ${subjectLine(post.title)}`,
    greeting: "Hello,",
    paragraphs: [`${subjectLine(post.author)} has submitted "${post.title}" for review.`],
    action: { label: "Review the draft", url: editUrl },
    footnote: "You receive this because you are an editor or administrator of the site.",
  });
}

export function invitationMail(
  invite: { inviter: string; role: StaffRole; validForDays: number },
  acceptUrl: string,
): RenderedMail {
  const role = ROLE_LABELS[invite.role].toLowerCase();
  return renderActionMail({
    subject: `${subjectLine(invite.inviter)} invited you to write for ${SITE_NAME}`,
    greeting: "Hello,",
    paragraphs: [
      `${subjectLine(invite.inviter)} has invited you to join ${SITE_NAME} as ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}.`,
      `The invitation can be used once and expires in ${invite.validForDays} days.`,
    ],
    action: { label: "Accept the invitation", url: acceptUrl },
    footnote: "If you did not expect this invitation, you can ignore this email.",
  });
}
