import { SITE_NAME } from "~/lib/constants";
import { renderActionMail, type RenderedMail } from "~/platform/mail-layout.server";

const SUBJECT_MAX = 120;

/** One line, no control characters, bounded: safe to put in a mail subject. */
export function subjectLine(value: string): string {
  const line = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

/**
 * The notification to the site's contact address. Every value goes through the shared layout,
 * which escapes it; the reply goes to the sender through Reply-To (set by the caller).
 */
export function contactNotificationMail(
  message: { name: string; email: string; subject: string; message: string },
  inboxUrl: string,
): RenderedMail {
  return renderActionMail({
    subject: `[${SITE_NAME} contact] ${subjectLine(message.subject)}`,
    greeting: `New message from ${subjectLine(message.name)} <${message.email}>`,
    paragraphs: [
      `Subject: ${message.subject}`,
      ...message.message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    action: { label: "Open in the admin inbox", url: inboxUrl },
    footnote: "Reply to this email to answer the sender directly.",
  });
}
