/** The contact details of the static pages (SPEC §2 "Static pages"); also the default site settings. */
export const CONTACT_DETAILS = {
  generalEmail: "hello@techpulse.example",
  pressEmail: "press@techpulse.example",
  tipsEmail: "tips@techpulse.example",
  /** Named by the privacy policy and the terms of service. */
  privacyEmail: "privacy@techpulse.example",
  legalEmail: "legal@techpulse.example",
  /** 555-01xx numbers are reserved for fiction. */
  phone: "+1 (555) 010-2025",
  phoneHref: "tel:+15550102025",
  officeHours: "Monday to Friday, 9 am – 5 pm Pacific Time",
  address: [
    "TechPulse Media",
    "100 Example Street, Suite 250",
    "San Francisco, CA 94000",
    "United States",
  ],
} as const;
