import { RssIcon } from "~/components/icons/rss";
import { Link } from "~/components/link";
import { COMPANY_LINKS, TEXT } from "~/lib/constants";
import type { SiteIdentity, SocialLink } from "~/settings/site-settings";
import { Brand } from "./brand";
import { NewsletterForm } from "./newsletter-form";
import { SharedMarkup } from "./shared-markup";
import { SocialLinks, socialLinkClass } from "./social-links";

interface CategoryLink {
  name: string;
  slug: string;
}

/**
 * The site's footer. Its markup depends only on the categories, the site's settings and the year,
 * so the server keeps it (`SharedMarkup`): the same for every reader of a content version.
 */
export function SiteFooter({
  categories,
  site,
}: {
  categories: readonly CategoryLink[];
  site: SiteIdentity;
}) {
  return (
    <SharedMarkup
      as="footer"
      className="mt-16 border-t bg-muted/40"
      part={FooterContent}
      inputs={{
        categories,
        siteTitle: site.title,
        tagline: site.tagline,
        socialLinks: site.socialLinks,
        year: new Date().getFullYear(),
      }}
    />
  );
}

function FooterContent({
  categories,
  siteTitle,
  tagline,
  socialLinks,
  year,
}: {
  categories: readonly CategoryLink[];
  siteTitle: string;
  tagline: string;
  socialLinks: readonly SocialLink[];
  year: number;
}) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Brand title={siteTitle} />
          <p className="text-sm leading-6 text-muted-foreground">{tagline}</p>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Newsletter</h2>
            <NewsletterForm id="footer-newsletter-email" label="Email address for the newsletter" />
          </div>
        </div>
        <FooterLinks categories={categories} socialLinks={socialLinks} siteTitle={siteTitle} />
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {year} {siteTitle}. {TEXT.allRightsReserved}
        </p>
      </div>
    </>
  );
}

/** The footer's link columns. */
function FooterLinks({
  categories,
  socialLinks,
  siteTitle,
}: {
  categories: readonly CategoryLink[];
  socialLinks: readonly SocialLink[];
  siteTitle: string;
}) {
  return (
    <>
      <FooterList title="Categories">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link className="hover:text-foreground" to={`/category/${category.slug}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </FooterList>
      <FooterList title="Company">
        {COMPANY_LINKS.map((link) => (
          <li key={link.to}>
            <Link className="hover:text-foreground" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </FooterList>
      <div>
        <h2 className="mb-4 text-sm font-semibold">Follow us</h2>
        <SocialLinks links={socialLinks} siteTitle={siteTitle}>
          <li>
            <a
              href="/rss"
              target="_blank"
              rel="noopener"
              aria-label="RSS feed (opens in a new tab)"
              className={socialLinkClass}
            >
              <RssIcon className="size-5" aria-hidden="true" />
            </a>
          </li>
        </SocialLinks>
      </div>
    </>
  );
}

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2.5 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}
