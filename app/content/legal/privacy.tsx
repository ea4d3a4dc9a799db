import { MINIMUM_AGE } from "~/lib/constants";
import type { LegalPage, LegalSite } from "./legal-site";

function privacySections(site: LegalSite) {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <p>
          {site.name} (“we”, “us”) publishes technology news and analysis on this website and in our
          email newsletter. We are responsible for the personal data described in this policy. You
          can reach us about anything privacy-related at{" "}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>.
        </p>
      ),
    },
    {
      id: "what-we-collect",
      title: "Information we collect",
      body: (
        <>
          <p>We collect only what we need to run the site and the services you ask for:</p>
          <ul>
            <li>
              <strong>Account data</strong> — if you create an account: your name, email address and
              a password, which we store only as a salted hash.
            </li>
            <li>
              <strong>Newsletter data</strong> — your email address, when you subscribed, when you
              confirmed the subscription, and whether you opened each newsletter email or followed
              its links (counted through the email's images and links).
            </li>
            <li>
              <strong>Messages</strong> — what you send us through the contact form or by email,
              including your name and email address.
            </li>
            <li>
              <strong>Technical data</strong> — like any web server, ours records your IP address,
              browser type, the page requested and the time of the request in short-lived logs.
            </li>
          </ul>
          <p>
            You can read {site.name} without an account, and we never ask for more than the
            information listed above.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use your information",
      body: (
        <ul>
          <li>To provide your account, keep you signed in and protect it from abuse.</li>
          <li>To send the newsletter you signed up for, and nothing else you did not ask for.</li>
          <li>To read and answer your messages, tips and correction requests.</li>
          <li>To keep the site secure, for example by limiting repeated sign-in attempts.</li>
          <li>To understand and fix technical problems.</li>
        </ul>
      ),
    },
    {
      id: "legal-bases",
      title: "Legal bases",
      body: (
        <p>
          Where data protection law such as the GDPR applies, we rely on your consent for the
          newsletter (which you can withdraw at any time), on the performance of a contract to
          provide your account, and on our legitimate interest in running a secure and reliable
          website and in answering the messages you send us.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      body: (
        <>
          <p>
            We use a single essential cookie to keep you signed in if you have an account. It is
            marked HTTP-only and is not used for anything else. Your choice of light or dark theme
            is stored in your own browser’s local storage and never sent to us.
          </p>
          <p>
            We do not use advertising cookies, and we do not let third parties track you across our
            pages.
          </p>
        </>
      ),
    },
    {
      id: "analytics",
      title: "Visitor statistics",
      body: (
        <>
          <p>
            To learn which articles are read, we count page views on our own server, without
            cookies, local storage or any third party. For each view we keep, per hour and page: the
            number of views and of distinct visitors; where the visit came from (a search engine, a
            social site, the newsletter, a direct visit, or the website that linked to us, by its
            name only) and any campaign tags in the link; and whether the device is a phone, tablet
            or computer and which browser family it uses.
          </p>
          <p>
            To tell visitors apart within one day, your IP address and browser are combined with a
            random value that changes every day into a code that cannot be turned back into them.
            The address is never stored, and the daily value is deleted when the day ends, so no
            visit can be linked to you or to your visits on another day. We do not count visits from
            automated programs, from our own staff while signed in, or, unless our settings say
            otherwise, from browsers that send a Do Not Track or Global Privacy Control signal.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Sharing your information",
      body: (
        <p>
          We do not sell or rent personal data. We share it only with service providers that help us
          operate — for example our hosting provider and the service that delivers our emails —
          under contracts that limit their use of the data to providing that service, or when the
          law requires us to.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <ul>
          <li>Account data: for as long as your account exists.</li>
          <li>Newsletter data: until you unsubscribe.</li>
          <li>Messages: for up to two years, unless they relate to an ongoing story or dispute.</li>
          <li>Server logs: for no longer than 30 days.</li>
          <li>
            Visitor statistics: hourly totals as long as the site runs; the daily codes that tell
            visitors apart for no longer than two days.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      body: (
        <>
          <p>
            Depending on where you live, you may have the right to access, correct, export or delete
            your personal data, and to object to or restrict how we use it. Every newsletter
            contains a one-click unsubscribe link, and you can ask us to delete your account at any
            time.
          </p>
          <p>
            To exercise any of these rights, email{" "}
            <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>. We will answer within
            30 days. You also have the right to complain to your local data protection authority.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          {site.name} is not directed at children. You must be at least {MINIMUM_AGE} years old to
          create an account or subscribe to the newsletter, and we do not knowingly collect personal
          data from anyone younger. If you believe a child has given us personal data, please
          contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          We protect personal data with encryption in transit, hashed passwords, restricted access
          and regular updates. No system is perfectly secure, so if we ever learn of a breach that
          affects you, we will tell you and the relevant authorities as the law requires.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy as the site and the law change. The date at the top of this page
          shows when it was last revised; if a change materially affects how we use your data, we
          will also tell account holders and subscribers by email.
        </p>
      ),
    },
  ];
}

/** The privacy policy (SPEC: dated like the terms); the site's name and privacy address come from the settings. */
export const PRIVACY_PAGE: LegalPage = {
  title: "Privacy Policy",
  path: "/privacy",
  description: (site) =>
    `How ${site.name} collects, uses and protects personal data from readers, newsletter subscribers and account holders, and how to exercise your rights.`,
  lead: (site) =>
    `We collect as little personal data as we can, use it only to run ${site.name} and the services you ask for, and never sell it.`,
  sections: privacySections,
  questionsAbout: "this policy",
  contactEmail: (site) => site.privacyEmail,
};
