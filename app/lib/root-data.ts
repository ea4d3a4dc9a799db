import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { SITE_NAME, SOCIAL_LINKS, TAGLINE } from "~/lib/constants";

/**
 * Before the root loader has data (an error during the first render): the spec's values, those
 * of the default settings, from the constants themselves so that every page's script does not
 * carry the whole default settings (contact addresses and all) for this case.
 */
const FALLBACK_SITE = {
  title: SITE_NAME,
  tagline: TAGLINE,
  description: TAGLINE,
  socialLinks: SOCIAL_LINKS,
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
