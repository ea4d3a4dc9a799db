import { LegalPageView } from "~/components/static/legal-page";
import { TERMS_PAGE } from "~/content/legal/terms";
import { legalSiteOf } from "~/content/legal/legal-site";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { DEFAULT_SITE_SETTINGS } from "~/settings/site-settings";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/terms";

/** The text is terms.tsx in app/content/legal; the site's name and addresses are the settings'. */
export async function loader({ context }: Route.LoaderArgs) {
  return { site: legalSiteOf(await getSiteSettings(context.services.db)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(metaSiteFrom(matches), {
    title: TERMS_PAGE.title,
    description: TERMS_PAGE.description(loaderData?.site ?? legalSiteOf(DEFAULT_SITE_SETTINGS)),
    path: TERMS_PAGE.path,
  });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={TERMS_PAGE} site={loaderData.site} />;
}
