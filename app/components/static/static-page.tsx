import type { ReactNode } from "react";
import { Link } from "~/components/link";
import { cn } from "~/lib/cn";
import type { LegalPage, LegalSection, LegalSite } from "~/content/legal/legal-site";
import { LEGAL_LAST_UPDATED } from "~/lib/constants";

/** Title block of a static page. */
export function StaticPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-primary">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-8 text-muted-foreground">{lead}</p> : null}
      {children}
    </header>
  );
}

/** Long-form copy, styled like article bodies. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("prose-article max-w-3xl", className)}>{children}</div>;
}

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
