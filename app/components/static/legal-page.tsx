import { Link } from "~/components/link";
import type { LegalPage, LegalSection, LegalSite } from "~/content/legal/legal-site";
import { LEGAL_LAST_UPDATED } from "~/lib/constants";
import { Prose, StaticPageHeader } from "./static-page";

/*
 * The legal pages' frame (privacy, terms), apart from the other static pages' pieces: the
 * contact, about and team pages load static-page.tsx and need none of this.
 */

/** The 'Last Updated' line of the legal pages. */
export function LastUpdated() {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      Last Updated: <time dateTime="2025-04-01">{LEGAL_LAST_UPDATED}</time>
    </p>
  );
}

/** A table of contents for the legal pages (in-page links). */
export function TableOfContents({ items }: { items: { id: string; title: string }[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="mb-10 max-w-3xl rounded-xl border bg-card p-5">
      <h2 id="toc-heading" className="mb-3 text-sm font-semibold">
        On this page
      </h2>
      <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm text-muted-foreground sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="hover:text-primary hover:underline">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A legal page (privacy, terms) from its content module, worded for this site. */
export function LegalPageView({ page, site }: { page: LegalPage; site: LegalSite }) {
  return (
    <>
      <StaticPageHeader eyebrow="Legal" title={page.title} lead={page.lead(site)}>
        <LastUpdated />
      </StaticPageHeader>
      <LegalDocument sections={[...page.sections(site), contactSection(page, site)]} />
    </>
  );
}

/** Every legal page closes with where to send questions about it. */
function contactSection({ questionsAbout, contactEmail }: LegalPage, site: LegalSite) {
  const email = contactEmail(site);
  return {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about {questionsAbout}? Email <a href={`mailto:${email}`}>{email}</a> or use our{" "}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  };
}

/** A legal document: table of contents, then numbered sections. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      <TableOfContents items={sections} />
      <Prose>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4">{section.body}</div>
          </section>
        ))}
      </Prose>
    </>
  );
}
