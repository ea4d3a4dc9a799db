import type { ReactNode } from "react";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/settings/site-settings";

/** One numbered section of a legal page. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page's words, written once for whatever the site is called and where mail goes. */
export interface LegalPage {
  title: string;
  path: string;
  /** For search engines and link previews. */
  description: (site: LegalSite) => string;
  /** The sentence under the title. */
  lead: (site: LegalSite) => string;
  /** The numbered sections before the closing "Contact" one, which LegalPageView adds. */
  sections: (site: LegalSite) => LegalSection[];
  /** What the contact section asks questions about ("this policy"). */
  questionsAbout: string;
  /** Where those questions go. */
  contactEmail: (site: LegalSite) => string;
}

/**
 * What the legal pages say about the site, from its settings at render time: its name and the
 * addresses that privacy and legal questions go to.
 */
export interface LegalSite {
  name: string;
  privacyEmail: string;
  legalEmail: string;
}

/** The legal pages' facts from the settings; an address left empty keeps the default one. */
export function legalSiteOf(settings: SiteSettings): LegalSite {
  return {
    name: settings.title,
    privacyEmail: settings.privacyEmail || DEFAULT_SITE_SETTINGS.privacyEmail,
    legalEmail: settings.legalEmail || DEFAULT_SITE_SETTINGS.legalEmail,
  };
}
