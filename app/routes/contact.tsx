import { formText } from "~/lib/form-text";
import {
  AtSignIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  NewspaperIcon,
  PhoneIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { SocialLinks } from "~/components/social-links";
import {
  ContactForm,
  type ContactResult,
  type ContactValues,
} from "~/components/static/contact-form";
import { StaticPageHeader } from "~/components/static/static-page";
import { CONTACT_DETAILS } from "~/content/contact-details";
import { CONTACT_HONEYPOT_FIELD, SITE_NAME } from "~/lib/constants";
import { AUTH_TEXT } from "~/lib/auth-text";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { logger } from "~/logger.server";
import { getDb } from "~/db/connection.server";
import { getConfig } from "~/config.server";
import { clientIp } from "~/auth/client-ip.server";
import { getAuthService, getMailer } from "~/auth/instance.server";
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
export async function action({ request }: Route.ActionArgs) {
  const config = getConfig();
  if (!isSameOriginRequest(request, config.publicOrigin)) {
    return data<ContactResult>(
      { ok: false, errors: {}, values: EMPTY_VALUES, message: AUTH_TEXT.crossOrigin },
      { status: 403 },
    );
  }
  const form = await readForm(request);
  const values: ContactValues = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    subject: formText(form, "subject"),
    message: formText(form, "message"),
  };
  const db = getDb();
  const settings = await getSiteSettings(db);
  const outcome = await submitContactMessage(
    {
      db,
      mailer: getMailer(),
      tasks: getAuthService().tasks,
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
  if (outcome.ok) return data<ContactResult>({ ok: true });
  if (outcome.status === 429) {
    return data<ContactResult>(
      { ok: false, errors: {}, values, message: outcome.message },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data<ContactResult>({ ok: false, errors: outcome.errors, values }, { status: 400 });
}

const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The addresses come from the site settings (editable in the admin). */
export async function loader() {
  const settings = await getSiteSettings(getDb());
  return {
    emails: [
      { term: "General enquiries", address: settings.contactEmail, icon: "mail" },
      { term: "Press", address: settings.pressEmail, icon: "press" },
      { term: "News tips", address: settings.tipsEmail, icon: "tips" },
    ].filter((entry) => entry.address),
  };
}

const EMAIL_ICONS = { mail: <MailIcon />, press: <NewspaperIcon />, tips: <AtSignIcon /> };

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

        <aside aria-label="Other ways to reach us" className="space-y-6">
          <section
            aria-labelledby="contact-details-heading"
            className="rounded-xl border bg-card p-6"
          >
            <h2 id="contact-details-heading" className="mb-4 font-semibold">
              Other ways to reach us
            </h2>
            <ul className="space-y-4 text-sm">
              {loaderData.emails.map((entry) => (
                <Detail
                  key={entry.term}
                  icon={EMAIL_ICONS[entry.icon as keyof typeof EMAIL_ICONS]}
                  term={entry.term}
                >
                  <a href={`mailto:${entry.address}`} className="link">
                    {entry.address}
                  </a>
                </Detail>
              ))}
              <Detail icon={<PhoneIcon />} term="Phone">
                <a href={CONTACT_DETAILS.phoneHref} className="link">
                  {CONTACT_DETAILS.phone}
                </a>
              </Detail>
              <Detail icon={<ClockIcon />} term="Office hours">
                {CONTACT_DETAILS.officeHours}
              </Detail>
              <Detail icon={<MapPinIcon />} term="Postal address">
                <address className="not-italic">
                  {CONTACT_DETAILS.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </Detail>
            </ul>
          </section>

          <section
            aria-labelledby="contact-social-heading"
            className="rounded-xl border bg-card p-6"
          >
            <h2 id="contact-social-heading" className="mb-4 font-semibold">
              Follow {SITE_NAME}
            </h2>
            <SocialLinks />
          </section>
        </aside>
      </div>
    </>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium">{term}</p>
        <div className="mt-0.5 break-words text-muted-foreground [&_.link]:text-primary [&_.link]:underline-offset-4 [&_.link:hover]:underline">
          {children}
        </div>
      </div>
    </li>
  );
}
