import { Link } from "~/components/link";
import { MINIMUM_AGE } from "~/lib/constants";
import type { LegalPage, LegalSite } from "./legal-site";

function termsSections(site: LegalSite) {
  return [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: (
        <p>
          These terms govern your use of the {site.name} website, accounts and newsletter (the
          “Service”). By using the Service you agree to them. If you do not agree, please do not use
          the Service.
        </p>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility",
      body: (
        <p>
          You must be at least {MINIMUM_AGE} years old to use the Service, create an account or
          subscribe to the newsletter. If you are under the age of majority where you live, you may
          only use the Service with the permission of a parent or guardian who agrees to these terms
          on your behalf.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <>
          <p>
            Give accurate information when you sign up and keep your password confidential. You are
            responsible for what happens under your account; tell us straight away if you think
            someone else has used it.
          </p>
          <p>
            You can close your account at any time. We may suspend or close accounts that break
            these terms, with notice where that is reasonable.
          </p>
        </>
      ),
    },
    {
      id: "newsletter",
      title: "Newsletter",
      body: (
        <p>
          The newsletter is free. We only send it after you confirm your address, and every issue
          contains a link to unsubscribe with one click. How we handle your address is described in
          our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: "our-content",
      title: "Our content",
      body: (
        <>
          <p>
            Articles, images, logos and the design of the site belong to {site.name} or to the
            people who licensed them to us, and are protected by copyright and other laws. You may
            read, share links to and print articles for personal, non-commercial use.
          </p>
          <p>
            Quoting a short passage with a credit and a link to the original article is welcome.
            Republishing whole articles, scraping the site in bulk or using our content to train
            machine-learning models requires our written permission.
          </p>
        </>
      ),
    },
    {
      id: "your-content",
      title: "What you send us",
      body: (
        <p>
          When you send us a tip, correction or other message, you confirm that you have the right
          to share it. We may use the information in our reporting, but we will never identify you
          as a source without your permission.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>When using the Service you agree not to:</p>
          <ul>
            <li>break the law or infringe anyone else’s rights;</li>
            <li>try to gain unauthorised access to the Service, other accounts or our systems;</li>
            <li>overload, disrupt or probe the Service, including with automated requests;</li>
            <li>impersonate others or send spam, malware or misleading content.</li>
          </ul>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Links to other sites",
      body: (
        <p>
          Our articles link to other websites for context and sources. We are not responsible for
          their content or their privacy practices.
        </p>
      ),
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      body: (
        <p>
          We work hard to make our reporting accurate and correct it promptly when it is not, but
          the Service is provided “as is”. Our articles are for general information and are not
          legal, financial, security or other professional advice.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          To the extent the law allows, {site.name} is not liable for indirect or consequential
          losses arising from your use of the Service. Nothing in these terms limits liability that
          cannot be limited by law.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms from time to time. The date at the top of this page shows the
          latest version; if a change is significant, we will tell account holders by email before
          it takes effect. Continuing to use the Service afterwards means you accept the new terms.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of the State of California, United States, without
          prejudice to any mandatory consumer protections of the country where you live.
        </p>
      ),
    },
  ];
}

/** The terms of service (SPEC: minimum age 13); the site's name and legal address come from the settings. */
export const TERMS_PAGE: LegalPage = {
  title: "Terms of Service",
  path: "/terms",
  description: (site) =>
    `The terms for reading ${site.name}, creating an account and subscribing to our newsletter, including the minimum age of ${MINIMUM_AGE}.`,
  lead: (site) =>
    `The rules for reading ${site.name}, creating an account and subscribing to our newsletter, in plain language.`,
  sections: termsSections,
  questionsAbout: "these terms",
  contactEmail: (site) => site.legalEmail,
};
