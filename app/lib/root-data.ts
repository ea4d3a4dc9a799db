import { useRouteLoaderData } from "react-router";
import type { HeaderUser } from "~/components/account-button";
import type { Category } from "~/content/types";
import { SITE_NAME, SOCIAL_LINKS, TAGLINE } from "~/lib/constants";
import type { Flash } from "~/lib/flash";
import type { SiteIdentity } from "~/settings/site-settings";

/**
 * What the root loader (app/root.tsx) sends every page. Written out here rather than inferred
 * from the loader, so that the header and footer, which root renders, read it without importing
 * root back (an import circle, issue 44); the loader is checked against it (`satisfies`).
 */
export interface RootData {
  origin: string;
  categories: readonly Category[];
  site: SiteIdentity;
  user: HeaderUser | null;
  flash: Flash | null;
}

/**
 * Before the root loader has data (an error during the first render): the spec's values, those
 * of the default settings, from the constants themselves so that every page's script does not
 * carry the whole default settings (contact addresses and all) for this case.
 */
const FALLBACK_SITE: SiteIdentity = {
  title: SITE_NAME,
  tagline: TAGLINE,
  description: TAGLINE,
  socialLinks: SOCIAL_LINKS,
};

/** Data every page shares (origin, categories, signed-in user, pending message), from the root. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  return {
    origin: data?.origin ?? "",
    categories: data?.categories ?? [],
    site: data?.site ?? FALLBACK_SITE,
    user: data?.user ?? null,
    flash: data?.flash ?? null,
  };
}
