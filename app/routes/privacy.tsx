import { LegalPageView } from "~/components/static/legal-page";
import { PRIVACY_PAGE } from "~/content/legal/privacy";
import { legalSiteOf } from "~/content/legal/legal-site";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { DEFAULT_SITE_SETTINGS } from "~/settings/site-settings";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/privacy";

/** The text is privacy.tsx in app/content/legal; the site's name and addresses are the settings'. */
export async function loader({ context }: Route.LoaderArgs) {
  return { site: legalSiteOf(await getSiteSettings(context.services.db)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(metaSiteFrom(matches), {
    title: PRIVACY_PAGE.title,
    description: PRIVACY_PAGE.description(loaderData?.site ?? legalSiteOf(DEFAULT_SITE_SETTINGS)),
    path: PRIVACY_PAGE.path,
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={PRIVACY_PAGE} site={loaderData.site} />;
}
