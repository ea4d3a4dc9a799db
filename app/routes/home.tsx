import { redirect } from "react-router";
import { getHomePage } from "~/content/home.server";
import {
  ExploreSection,
  HeroSection,
  LatestSection,
  MoreStoriesSection,
  NewsletterSection,
  TrendingSection,
} from "~/components/home-sections";
import { SideColumn } from "~/components/side-column";
import { useRootData } from "~/lib/root-data";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { findRedirect } from "~/redirects/redirects.server";
import type { Route } from "./+types/home";
import { pageUrlOf } from "~/http/page-url.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // WordPress's `/?p=123` links of imported posts move to the article, and an editor's redirect
  // of an old `/?page_id=12` goes where it says; the home page itself has no query.
  const url = pageUrlOf(request);
  if (url.search) {
    const moved = await findRedirect(context.services.db, url);
    if (moved) throw redirect(moved.to, moved.status);
  }
  return getHomePage(context.services.db);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), { path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, latest, more, trending } = loaderData;
  const { categories } = useRootData();
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 sm:px-6">
      <h1 className="sr-only">TechPulse: the latest technology news</h1>
      <HeroSection articles={hero} />
      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_280px] lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-14">
          <LatestSection articles={latest} />
          <TrendingSection topics={trending} />
          <NewsletterSection />
          <ExploreSection categories={categories} />
          <MoreStoriesSection articles={more} />
        </div>
        <SideColumn trending={trending} />
      </div>
    </div>
  );
}
