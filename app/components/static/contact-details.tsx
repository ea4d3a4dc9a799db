import { AtSignIcon } from "~/components/icons/at-sign";
import { ClockIcon } from "~/components/icons/clock";
import { MailIcon } from "~/components/icons/mail";
import { MapPinIcon } from "~/components/icons/map-pin";
import { NewspaperIcon } from "~/components/icons/newspaper";
import { PhoneIcon } from "~/components/icons/phone";
import type { ReactNode } from "react";
import { CONTACT_DETAILS } from "~/content/contact-details";
import { SITE_NAME } from "~/lib/constants";
import { useRootData } from "~/lib/root-data";
import { SocialLinks } from "../social-links";

const EMAIL_ICONS = { mail: <MailIcon />, press: <NewspaperIcon />, tips: <AtSignIcon /> };

/** One of the addresses the site settings give (general, press, tips). */
export interface ContactEmail {
  term: string;
  address: string;
  icon: string;
}

/** The contact page's side column: addresses, phone, office hours, post, and social profiles. */
export function ContactDetails({ emails }: { emails: ContactEmail[] }) {
  const { site } = useRootData();
  return (
    <aside aria-label="Other ways to reach us" className="space-y-6">
      <section aria-labelledby="contact-details-heading" className="rounded-xl border bg-card p-6">
        <h2 id="contact-details-heading" className="mb-4 font-semibold">
          Other ways to reach us
        </h2>
        <ul className="space-y-4 text-sm">
          {emails.map((entry) => (
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

      <section aria-labelledby="contact-social-heading" className="rounded-xl border bg-card p-6">
        <h2 id="contact-social-heading" className="mb-4 font-semibold">
          Follow {SITE_NAME}
        </h2>
        <SocialLinks links={site.socialLinks} siteTitle={site.title} />
      </section>
    </aside>
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
