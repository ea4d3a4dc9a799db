import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { DEFAULT_SITE_SETTINGS, socialLinksOf } from "~/settings/site-settings";

/** Before the root loader has data (an error during the first render): the spec's values. */
const FALLBACK_SITE = {
  title: DEFAULT_SITE_SETTINGS.title,
  tagline: DEFAULT_SITE_SETTINGS.tagline,
  description: DEFAULT_SITE_SETTINGS.description,
  socialLinks: socialLinksOf(DEFAULT_SITE_SETTINGS),
};

/** Data every page shares (origin, categories, signed-in user, pending message), from the root. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    origin: data?.origin ?? "",
    categories: data?.categories ?? [],
    site: data?.site ?? FALLBACK_SITE,
    user: data?.user ?? null,
    flash: data?.flash ?? null,
  };
}
