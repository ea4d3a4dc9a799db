import { TrendingUpIcon } from "~/components/icons/trending-up";
import { HashIcon } from "~/components/icons/hash";
import { data } from "react-router";
import { Link } from "~/components/link";
import { getTopicPage, type TopicPage } from "~/content/listing-page.server";
import {
  ArticleGrid,
  EmptyState,
  ListingLayout,
  sidebarNav,
  SidebarSearch,
} from "~/components/listing/listing-layout";
import { listingHref } from "~/lib/page-param";
import { pageFromRequest } from "~/http/page-param.server";
import { buttonVariants } from "~/components/ui/button";
import { ALL_CATEGORIES_SLUG, TEXT } from "~/lib/constants";
import { feedLinks } from "~/lib/feed-links";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/topic";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await getTopicPage(context.services.db, params.topic, pageFromRequest(request));
  // Unknown topics render the listing with the empty state, but answer a real 404.
  return data(result, { status: result.tag ? 200 : 404 });
}

function headingOf(page: Pick<TopicPage, "tag" | "slug">): string {
  return page.tag?.name ?? page.slug.replace(/-+/g, " ");
}

function subtitleOf(page: Pick<TopicPage, "tag" | "articles">): string {
  if (!page.tag) return "We don't have a topic by that name.";
  const { total } = page.articles;
  if (total === 0) return `No published articles are tagged ${page.tag.name} yet.`;
  return `${total} published ${total === 1 ? "article" : "articles"} tagged ${page.tag.name}, newest first.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const origin = metaSiteFrom(matches);
  if (!loaderData) return pageMeta(origin, { title: params.topic, path: "/", noindex: true });
  const { articles, tag } = loaderData;
  const heading = headingOf(loaderData);
  const outOfRange = articles.items.length === 0 && articles.total > 0;
  return [
    ...pageMeta(origin, {
      title: articles.page > 1 ? `${heading} – Page ${articles.page}` : heading,
      description: tag
        ? `The latest ${tag.name} news, analysis and explainers from TechPulse.`
        : subtitleOf(loaderData),
      path: listingHref(`/topics/${encodeURIComponent(loaderData.slug)}`, articles.page),
      noindex: !tag || outOfRange,
    }),
    ...(tag ? feedLinks(`/topics/${encodeURIComponent(tag.slug)}`, tag.name) : []),
  ];
};

const TopicNav = sidebarNav(() => (
  <TrendingUpIcon className="size-4 text-primary" aria-hidden="true" />
));

export default function TopicRoute({ loaderData }: Route.ComponentProps) {
  const { slug, tag, trending, articles } = loaderData;
  const topicLinks = trending.map((topic) => ({
    to: `/topics/${topic.slug}`,
    label: topic.name,
    count: topic.count,
    current: topic.slug === tag?.slug,
    icon: true,
  }));

  return (
    <ListingLayout
      eyebrow="Topic"
      title={headingOf(loaderData)}
      subtitle={subtitleOf(loaderData)}
      icon={
        <span className="mt-1 hidden size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
          <HashIcon className="size-5" aria-hidden="true" />
        </span>
      }
      mobileNav={{ label: TEXT.trendingTopics, links: topicLinks }}
      sidebar={
        <>
          <SidebarSearch />
          <TopicNav title={TEXT.trendingTopics} id="sidebar-topics" links={topicLinks} />
        </>
      }
    >
      <ArticleGrid
        articles={articles}
        basePath={`/topics/${encodeURIComponent(slug)}`}

        empty={
          <EmptyState
            body={
              tag
                ? `There are currently no articles tagged ${tag.name}.`
                : "There are currently no articles on this topic."
            }
            action={
              <Link
                to={`/category/${ALL_CATEGORIES_SLUG}`}
                className={buttonVariants({ variant: "outline" })}
              >
                Browse {TEXT.allArticles.toLowerCase()}
              </Link>
            }
          />
        }
      />
    </ListingLayout>
  );
}
