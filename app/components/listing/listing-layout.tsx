import { ArrowLeftIcon } from "~/components/icons/arrow-left";
import { NewspaperIcon } from "~/components/icons/newspaper";
import { SearchIcon } from "~/components/icons/search";
import type { ComponentType, ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { ArticleCard as ArticleCardData, Page } from "~/content/types";
import { cn } from "~/lib/cn";
import { SEARCH_MAX_QUERY_LENGTH, TEXT } from "~/lib/constants";
import { ArticleCard } from "../article-card";
import { Pagination } from "../pagination";
import { SharedMarkup } from "../shared-markup";
import { useSearchDialog } from "../search-dialog";
import { Button, buttonVariants } from "../ui/button";
import { Input } from "../ui/input";
import { listingHref } from "~/lib/page-param";
import { useHydrated } from "../use-hydrated";

/** Page frame shared by the category and topic listings: header, main column, sidebar. */
export function ListingLayout({
  title,
  subtitle,
  icon,
  eyebrow,
  sidebar,
  mobileNav,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  icon?: ReactNode;
  eyebrow?: string;
  sidebar: ReactNode;
  /** Links shown as a scrollable chip row above the grid on narrow screens. */
  mobileNav?: { label: string; links: SidebarLink<unknown>[] };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex items-start gap-4 border-b pb-6 sm:mb-8 sm:pb-8">
        {icon}
        <div className="min-w-0">
          {eyebrow ? (
            <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-primary">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="break-words text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-muted-foreground sm:text-lg">{subtitle}</p>
        </div>
      </header>
      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_260px] lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0">
          {mobileNav ? <ChipNav {...mobileNav} /> : null}
          {children}
        </div>
        <aside aria-label="Sidebar" className="min-w-0">
          <div className="space-y-6 md:sticky md:top-24">{sidebar}</div>
        </aside>
      </div>
    </div>
  );
}

/** The card grid with pagination (loading skeletons come from PendingOutlet in the root). */
export function ArticleGrid({
  articles,
  basePath,
  empty,
  heading = "Articles",
  gridClassName = "sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2",
}: {
  articles: Page<ArticleCardData>;
  /** Path of this listing (for the pagination links), e.g. "/category/ai". */
  basePath: string;
  empty: ReactNode;
  /** A heading for screen readers; null when the page already gives the grid a visible one. */
  heading?: string | null;
  /** Column classes; the default suits a listing with a sidebar. */
  gridClassName?: string;
}) {
  if (articles.items.length === 0) {
    if (articles.total > 0) {
      return (
        <EmptyState
          title={`There is no page ${articles.page}`}
          body={`This list has ${articles.pageCount} ${articles.pageCount === 1 ? "page" : "pages"}.`}
          action={
            <Link to={basePath} className={buttonVariants({ variant: "outline" })}>
              <ArrowLeftIcon aria-hidden="true" />
              Go to the first page
            </Link>
          }
        />
      );
    }
    return empty;
  }

  return (
    <>
      {heading ? <h2 className="sr-only">{heading}</h2> : null}
      <div className={cn("grid gap-6", gridClassName)}>
        {articles.items.map((article, index) => (
          // Only the first card's cover is the page's largest paint on a phone (one column); a
          // second high-priority preload took bandwidth from it. From the third card on, a phone
          // draws a card when it nears the screen (decision 0031).
          <ArticleCard
            key={article.id}
            article={article}
            priority={index === 0}
            className={index >= 2 ? "render-when-near" : undefined}
          />
        ))}
      </div>
      <Pagination
        page={articles.page}
        pageCount={articles.pageCount}
        hrefFor={(page) => listingHref(basePath, page)}
      />
    </>
  );
}

export function EmptyState({
  title = TEXT.noArticlesTitle,
  body = TEXT.noArticlesBody,
  action,
}: {
  title?: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <NewspaperIcon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">{body}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/**
 * Sidebar search: a plain GET form to /search (works without JavaScript) and, once the page is
 * interactive, a shortcut to the quick-search dialog.
 */
export function SidebarSearch() {
  const search = useSearchDialog();
  const hydrated = useHydrated();
  return (
    <SidebarBox title="Search" id="sidebar-search">
      <Form method="get" action="/search" role="search" className="flex gap-2">
        <Input
          type="search"
          name="q"
          required
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          placeholder={TEXT.searchPlaceholder}
          aria-label="Search articles"
        />
        <Button type="submit" size="icon" variant="outline" aria-label="Search">
          <SearchIcon aria-hidden="true" />
        </Button>
      </Form>
      {hydrated ? (
        <button
          type="button"
          onClick={search.open}
          onPointerEnter={search.preload}
          onFocus={search.preload}
          className="mt-3 inline-flex items-center gap-2 text-xs text-muted-foreground hover:text-primary"
        >
          Quick search
          <kbd className="rounded border bg-muted px-1.5 font-sans text-[0.7rem]">Ctrl K</kbd>
        </button>
      ) : null}
    </SidebarBox>
  );
}

const SIDEBAR_BOX = "rounded-xl border bg-card p-5";
const SIDEBAR_BOX_HEADING = "mb-3 font-semibold";

export function SidebarBox({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(SIDEBAR_BOX, className)}>
      <h2 id={id} className={SIDEBAR_BOX_HEADING}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface SidebarLink<Icon = undefined> {
  to: string;
  label: string;
  current: boolean;
  /** What the nav's icon component draws before the label, as data (see `sidebarNav`). */
  icon?: Icon;
  count?: number;
}

interface SidebarNavInputs<Icon> {
  title: string;
  id: string;
  links: SidebarLink<Icon>[];
}

/**
 * A sidebar nav whose links show `LinkIcon`: a list of links with the current one highlighted
 * (and marked aria-current="page"). The same few lists (one per current category or topic) are
 * on every listing page, so the server keeps their markup (`SharedMarkup`), by their links; an
 * icon is therefore data, drawn by `LinkIcon`. Made once per kind of icon, at module level (the
 * kept markup is found by the component), so that a page loads only the icons it draws.
 */
export function sidebarNav<Icon>(LinkIcon: ComponentType<{ icon: Icon }>) {
  function SidebarNavContents({ title, id, links }: SidebarNavInputs<Icon>) {
    return (
      <>
        <h2 id={id} className={SIDEBAR_BOX_HEADING}>
          {title}
        </h2>
        <nav aria-labelledby={id}>
          <ul className="-mx-2 space-y-0.5 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.current ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-2 py-2 transition-colors hover:bg-accent hover:text-accent-foreground",
                    link.current && "bg-primary/10 font-semibold text-primary hover:bg-primary/15",
                  )}
                >
                  {link.icon === undefined ? null : <LinkIcon icon={link.icon} />}
                  <span className="flex-1 truncate">{link.label}</span>
                  {link.count !== undefined ? (
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs",
                        link.current
                          ? "bg-primary text-primary-foreground"
                          : "bg-muted text-muted-foreground",
                      )}
                    >
                      {link.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </>
    );
  }
  return function SidebarNav(inputs: SidebarNavInputs<Icon>) {
    return (
      <SharedMarkup
        as="section"
        aria-labelledby={inputs.id}
        className={cn(SIDEBAR_BOX, "hidden md:block")}
        part={SidebarNavContents}
        inputs={inputs}
      />
    );
  };
}

/** The narrow-screen version of the sidebar list: one scrollable row of chips. */
function ChipNav({ label, links }: { label: string; links: SidebarLink<unknown>[] }) {
  return (
    <SharedMarkup
      as="nav"
      aria-label={label}
      className="-mx-4 mb-6 overflow-x-auto px-4 md:hidden"
      part={ChipList}
      inputs={{ links }}
    />
  );
}

function ChipList({ links }: { links: SidebarLink<unknown>[] }) {
  return (
    <ul className="flex w-max gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={link.current ? "page" : undefined}
            className={cn(
              "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border bg-card px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary hover:text-primary",
              link.current &&
                "border-primary bg-primary text-primary-foreground hover:text-primary-foreground",
            )}
          >
            {link.label}
            {link.count !== undefined ? (
              <span
                className={cn("text-xs", link.current ? "opacity-80" : "text-muted-foreground")}
              >
                {link.count}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
