import { LinkNavigation } from "~/components/link";
import {
  data,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SearchDialogProvider } from "./components/search-dialog";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundScreen } from "./components/not-found-screen";
import { PendingOutlet } from "./components/pending-outlet";
import { ThemeScript, useTheme } from "./components/theme";
import { useNonce } from "./lib/nonce";
import { type RootData, useRootData } from "./lib/root-data";
import type { HeaderUser } from "./components/account-button";
import { THEME_STORAGE_KEY, TEXT } from "./lib/constants";
import { listCategories } from "./taxonomy/taxonomy.server";
import { siteOrigin } from "./http/site-url.server";
import { getSessionUser } from "./auth/guards.server";
import { takeFlash } from "./http/flash.server";
import { commentBanNote } from "./comments/reader-commands.server";
import { FlashMessage } from "./components/flash-message";
import { LazyToaster } from "./components/lazy-toaster";
import { PageViewBeacon } from "./components/page-view-beacon";
import { getSiteSettings, keptSocialLinksOf } from "./settings/settings.server";
import type { SiteIdentity } from "./settings/site-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const userRead = getSessionUser(request, context.services.auth);
  const [categories, settings, user, { flash, clear }] = await Promise.all([
    listCategories(db),
    getSiteSettings(db),
    userRead,
    takeFlash(request, {
      // A refused comment tells the banned reader why (the page with a message is never cached).
      commentBanned: async () => {
        const reader = await userRead;
        return reader ? commentBanNote(db, reader.id) : null;
      },
    }),
  ]);
  const site: SiteIdentity = {
    title: settings.title,
    tagline: settings.tagline,
    description: settings.description,
    socialLinks: keptSocialLinksOf(settings),
  };
  // Only what the header shows goes to the browser: not the session's id, role or second factor.
  const headerUser: HeaderUser | null = user
    ? { name: user.name, email: user.email, image: user.image, isAdmin: user.isAdmin }
    : null;
  return data(
    { origin: siteOrigin(request), categories, site, user: headerUser, flash } satisfies RootData,
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/**
 * The shared data (categories, the signed-in user, a pending message) only changes through a
 * form submission, so plain navigations keep it instead of querying again on every page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "TechPulse RSS", href: "/rss" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript nonce={nonce} storageKey={THEME_STORAGE_KEY} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { categories, user, flash, site } = useRootData();
  const theme = useTheme();
  return (
    <LinkNavigation>
      <SearchDialogProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader categories={categories} user={user} site={site} />
        <FlashMessage flash={flash} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter categories={categories} site={site} />
        <LazyToaster theme={theme} />
      </SearchDialogProvider>
    </LinkNavigation>
  );
}

export default function App() {
  return (
    <Shell>
      <PendingOutlet>
        <Outlet />
      </PendingOutlet>
      <PageViewBeacon />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      {notFound ? (
        <NotFoundScreen />
      ) : (
        <ErrorScreen
          title={TEXT.unexpectedError}
          detail={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
          // A refused request (an unreadable form, 400/415) says why in plain text.
          message={
            isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
              ? error.data
              : undefined
          }
        />
      )}
    </Shell>
  );
}
