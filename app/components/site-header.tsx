import { MenuIcon } from "~/components/icons/menu";
import { SearchIcon } from "~/components/icons/search";
import { XIcon } from "~/components/icons/x";
import { createContext, useContext, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { Link } from "~/components/link";
import { cn } from "~/lib/cn";
import { TEXT } from "~/lib/constants";
import type { SiteIdentity } from "~/settings/site-settings";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { SharedMarkup } from "./shared-markup";
import type { HeaderUser } from "./account-button";
import { UserMenu } from "./user-menu";

interface CategoryLink {
  name: string;
  slug: string;
}

/**
 * The site header. For a reader who is not signed in it depends only on the categories, the
 * current category and the site's title, so the server keeps its markup (`SharedMarkup`): it was
 * ~5 % of an uncached page's CPU, rendered anew for every reader. A signed-in reader's header
 * (their name and menu) is rendered in place and never kept.
 */
export function SiteHeader({
  categories,
  user,
  site,
}: {
  categories: readonly CategoryLink[];
  user: HeaderUser | null;
  site: SiteIdentity;
}) {
  const { pathname } = useLocation();
  // What NavLink would mark active, from the one location read above rather than per link.
  const current = categories.find((category) => pathname === `/category/${category.slug}`);
  return (
    <HeaderPathname.Provider value={pathname}>
      <SharedMarkup
        as="header"
        className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
        part={HeaderBar}
        inputs={{ categories, current: current?.slug ?? null, siteTitle: site.title, user }}
        keep={user === null}
      />
    </HeaderPathname.Provider>
  );
}

/**
 * The page's path, for the mobile menu to close on navigation. Only what the reader opens
 * depends on it (the menu starts closed), so the header's markup is the same without it: the
 * server renders the kept header alone, where this is null.
 */
const HeaderPathname = createContext<string | null>(null);

function HeaderBar({
  categories,
  current,
  siteTitle,
  user,
}: {
  categories: readonly CategoryLink[];
  current: string | null;
  siteTitle: string;
  user: HeaderUser | null;
}) {
  const pathname = useContext(HeaderPathname);
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt !== null && menuOpenedAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedAt(open ? pathname : null);
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand title={siteTitle} />
        <SharedMarkup
          as="nav"
          aria-label="Categories"
          className="ml-4 hidden flex-1 md:block"
          part={CategoryMenu}
          inputs={{ categories, current }}
        />
        <div className="ml-auto flex items-center gap-1">
          {searchOpen ? (
            <HeaderSearch onClose={() => setSearchOpen(false)} />
          ) : (
            <Button variant="ghost" size="icon" asChild>
              <a
                href="/search"
                aria-label="Search"
                title="Search"
                onClick={(event) => {
                  event.preventDefault();
                  setSearchOpen(true);
                }}
              >
                <SearchIcon aria-hidden="true" />
              </a>
            </Button>
          )}
          <ThemeToggle />
          <UserMenu user={user} />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Categories" className="border-t md:hidden">
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/category/${category.slug}`}
                  onClick={() => setMenuOpen(false)}
                  aria-current={category.slug === current ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-2.5 font-medium hover:bg-accent",
                    category.slug === current && "bg-accent",
                  )}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** The categories in the header of a wide screen; `current` is the one whose page this is. */
function CategoryMenu({
  categories,
  current,
}: {
  categories: readonly CategoryLink[];
  current: string | null;
}) {
  return (
    <ul className="flex items-center gap-1">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={`/category/${category.slug}`}
            aria-current={category.slug === current ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
              category.slug === current && "bg-accent text-foreground",
            )}
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The header's search box: submits to /search, closes on blur or its close button. */
function HeaderSearch({ onClose }: { onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form
      ref={formRef}
      action="/search"
      method="get"
      role="search"
      className="absolute inset-x-4 top-1/2 z-10 flex -translate-y-1/2 items-center gap-1 bg-background sm:static sm:inset-auto sm:translate-y-0"
      onSubmit={() => onClose()}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <Input
        type="search"
        name="q"
        autoFocus
        required
        aria-label="Search articles"
        placeholder={TEXT.searchPlaceholder}
        className="h-9 sm:w-64"
      />
      <Button type="button" variant="ghost" size="icon" aria-label="Close search" onClick={onClose}>
        <XIcon aria-hidden="true" />
      </Button>
    </Form>
  );
}
