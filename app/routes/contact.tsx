import { formText } from "~/lib/form-text";
import { ContactDetails } from "~/components/static/contact-details";
import { ContactForm, type ContactValues } from "~/components/static/contact-form";
import { StaticPageHeader } from "~/components/static/static-page";
import { CONTACT_HONEYPOT_FIELD, SITE_NAME, TEXT } from "~/lib/constants";
import { refused, succeeded } from "~/http/action-result.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { logger } from "~/logger.server";
import { getConfig } from "~/config.server";
import { clientIp } from "~/auth/client-ip.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { submitContactMessage } from "~/contact/messages.server";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/contact";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), {
    title: "Contact Us",
    description: `Get in touch with the ${SITE_NAME} newsroom: story tips, corrections, press enquiries and feedback.`,
    path: "/contact",
  });

/**
 * Stores a contact message and forwards it to the site's contact address (SPEC §2 Contact).
 * The form posts here with or without JavaScript; the domain decides everything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const config = getConfig();
  if (!isSameOriginRequest(request, config.publicOrigin)) {
    return refused(403, AUTH_TEXT.crossOrigin, { values: EMPTY_VALUES });
  }
  const form = await readForm(request);
  const values: ContactValues = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    subject: formText(form, "subject"),
    message: formText(form, "message"),
  };
  const db = context.services.db;
  const settings = await getSiteSettings(db);
  const outcome = await submitContactMessage(
    {
      db,
      events: context.services.events,
      logger,
      origin: config.publicOrigin,
    },
    {
      fields: values,
      honeypot: formText(form, CONTACT_HONEYPOT_FIELD),
      ip: clientIp(request),
      notifyTo: settings.contactEmail,
    },
  );
  if (outcome.ok) return succeeded(TEXT.contactSuccessBody);
  if (outcome.status === 429) {
    const retryAfter = { "Retry-After": String(outcome.retryAfterSeconds) };
    return refused(429, outcome.message, { values }, retryAfter);
  }
  // Field errors are shown beside their fields, not as a refusal of the whole form.
  return refused(400, "Please correct the highlighted fields.", {
    code: "INVALID_INPUT",
    fieldErrors: outcome.errors,
    values,
  });
}

const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The addresses come from the site settings (editable in the admin). */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.services.db);
  return {
    emails: [
      { term: "General enquiries", address: settings.contactEmail, icon: "mail" },
      { term: "Press", address: settings.pressEmail, icon: "press" },
      { term: "News tips", address: settings.tipsEmail, icon: "tips" },
    ].filter((entry) => entry.address),
  };
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Story tip, correction, partnership idea or just feedback on the site? We read every message and reply to most within two working days."
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border bg-card p-6 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-bold tracking-tight">
            Send us a message
          </h2>
          <ContactForm result={actionData} />
        </section>

        <ContactDetails emails={loaderData.emails} />
      </div>
    </>
  );
}
