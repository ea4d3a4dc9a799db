import { NEWSLETTER_CONFIRM_HOURS, SITE_NAME } from "~/lib/constants";
import { escapeHtml, renderActionMail, type RenderedMail } from "~/platform/mail-layout.server";
import type { MailTracking } from "./engagement.server";

export function confirmationMail(confirmUrl: string, unsubscribeUrl: string): RenderedMail {
  return renderActionMail({
    subject: `Confirm your ${SITE_NAME} newsletter subscription`,
    greeting: "Hi,",
    paragraphs: [
      `Someone (hopefully you) asked to receive the ${SITE_NAME} newsletter at this address.`,
      "Please confirm the subscription: until you do, we send you nothing else.",
    ],
    action: { label: "Confirm subscription", url: confirmUrl },
    footnote: `This link expires in ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not sign up, ignore this email, or stop all newsletter email here: ${unsubscribeUrl}`,
  });
}

export interface NewsletterPost {
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
}

/** Absolute URL for an image path; external URLs stay as they are. */
function absolute(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

/**
 * The article email: title, cover, excerpt and a link to the site, with the unsubscribe link.
 * With `tracking` (Settings → Newsletter, on by default), its links to the site lead through
 * signed click links and it carries the open pixel; the unsubscribe link is never rewritten,
 * nor the plain-text part.
 */
export function postMail(
  post: NewsletterPost,
  origin: string,
  unsubscribeUrl: string,
  tracking?: MailTracking,
): RenderedMail {
  const link = tracking?.link ?? ((url: string) => url);
  const plainArticleUrl = `${origin}/article/${encodeURIComponent(post.slug)}`;
  const articleUrl = link(plainArticleUrl);
  const homeUrl = link(`${origin}/`);
  const pixel = tracking
    ? `<img src="${escapeHtml(tracking.pixelUrl)}" alt="" width="1" height="1" style="display:block;width:1px;height:1px;border:0">`
    : "";
  const subject = post.title;
  const image = post.featuredImage
    ? `<a href="${escapeHtml(articleUrl)}"><img src="${escapeHtml(absolute(origin, post.featuredImage))}" alt="" width="496" style="width:100%;max-width:496px;height:auto;border-radius:6px;display:block;margin:0 0 20px"></a>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:700;margin:0 0 24px"><a href="${escapeHtml(homeUrl)}" style="color:#18181b;text-decoration:none">${escapeHtml(SITE_NAME)}</a></p>
${image}
<h1 style="font-size:24px;line-height:1.3;margin:0 0 12px"><a href="${escapeHtml(articleUrl)}" style="color:#18181b;text-decoration:none">${escapeHtml(post.title)}</a></h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(post.excerpt)}</p>
<p style="margin:28px 0"><a href="${escapeHtml(articleUrl)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">Read the full article</a></p>
<p style="font-size:13px;color:#52525b;margin-top:28px">You receive this email because you subscribed to the ${escapeHtml(SITE_NAME)} newsletter. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#2563eb">Unsubscribe</a></p>
</td></tr></table>
</td></tr></table>
${pixel}
</body></html>`;
  const text = [
    post.title,
    "",
    post.excerpt,
    "",
    // The text part's link stays plain: it is read by text-only mail apps and people who copy it.
    `Read the full article: ${plainArticleUrl}`,
    "",
    `You receive this email because you subscribed to the ${SITE_NAME} newsletter.`,
    `Unsubscribe: ${unsubscribeUrl}`,
    "",
    `— ${SITE_NAME}`,
  ].join("\n");
  return { subject, html, text };
}
