import { SITE_NAME } from "~/lib/constants";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface ActionMail {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One simple, accessible layout for every transactional email, in HTML and plain text. */
export function renderActionMail(mail: ActionMail): RenderedMail {
  const button = mail.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(mail.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(mail.action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(mail.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:700;margin:0 0 24px">${escapeHtml(SITE_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${button}
<p style="font-size:13px;color:#52525b;margin-top:28px">${escapeHtml(mail.footnote)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ""] : []),
    mail.footnote,
    "",
    `— ${SITE_NAME}`,
  ].join("\n");
  return { subject: mail.subject, html, text };
}
