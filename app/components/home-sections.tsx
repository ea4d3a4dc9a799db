import { ArrowRightIcon } from "~/components/icons/arrow-right";
import { TrendingUpIcon } from "~/components/icons/trending-up";
import { Link } from "~/components/link";
import type { ArticleCard as ArticleCardData, Category, TopicCount } from "~/content/types";
import { DEFAULT_CATEGORY_NAME, NEWSLETTER_INVITATION, TEXT } from "~/lib/constants";
import { bylineText } from "~/lib/byline";
import { formatLongDate } from "~/lib/format";
import { ArticleCard, CoverImage } from "./article-card";
import { CategoryTileList } from "./category-icon";
import { SharedMarkup } from "./shared-markup";
import { NewsletterBox } from "./newsletter-form";
import { SectionHeading } from "./section-heading";
import { Badge } from "./ui/badge";

/** Newest article large, the next two smaller. Hidden when there are no articles. */
export function HeroSection({ articles }: { articles: ArticleCardData[] }) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <section aria-label="Top stories" className="grid items-start gap-6 lg:grid-cols-3">
      <article className="group relative overflow-hidden rounded-2xl border bg-card lg:col-span-2">
        <CoverImage
          url={lead.imageUrl}
          alt=""
          priority
          sizes="(min-width: 1024px) 830px, 100vw"
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <div className="space-y-3 p-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Badge>{lead.category?.name ?? DEFAULT_CATEGORY_NAME}</Badge>
            <time dateTime={lead.date}>{formatLongDate(lead.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{TEXT.readTime(lead.readingMinutes)}</span>
          </div>
          <h2 className="text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl lg:text-4xl">
            <Link
              to={`/article/${lead.slug}`}
              className="after:absolute after:inset-0 group-hover:underline"
            >
              {lead.title}
            </Link>
          </h2>
          <p className="line-clamp-3 max-w-3xl text-muted-foreground sm:text-lg">{lead.excerpt}</p>
          <p className="text-sm font-medium">{bylineText(lead.authors)}</p>
        </div>
      </article>
      <div className="flex flex-col gap-6">
        {/* Below the lead on a phone: the lead's cover is the one image preloaded (decision 0031). */}
        {rest.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
        <Link
          to="/category/all"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
        >
          {TEXT.viewMoreStories}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

export function LatestSection({ articles }: { articles: ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading" className="render-when-near">
      <SectionHeading
        id="latest-heading"
        title={TEXT.latestArticles}
        link={{ to: "/category/all", label: TEXT.viewAll }}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}

export function TrendingSection({ topics }: { topics: readonly TopicCount[] }) {
  return (
    <section aria-labelledby="trending-heading" className="render-when-near">
      <SectionHeading id="trending-heading" title={TEXT.trendingTopics} />
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              to={`/topics/${topic.slug}`}
              className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
            >
              <TrendingUpIcon className="size-4 text-primary" aria-hidden="true" />
              {topic.name}
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {topic.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewsletterSection() {
  return (
    <NewsletterBox
      id="newsletter-heading"
      size="feature"
      title="Stay ahead of the curve"
      body={NEWSLETTER_INVITATION}
    />
  );
}

export function ExploreSection({ categories }: { categories: readonly Category[] }) {
  return (
    <SharedMarkup
      as="section"
      aria-labelledby="explore-heading"
      className="render-when-near"
      part={ExploreTopics}
      inputs={{ categories }}
    />
  );
}

function ExploreTopics({ categories }: { categories: readonly Category[] }) {
  return (
    <>
      <SectionHeading id="explore-heading" title={TEXT.exploreTopics} />
      <CategoryTileList categories={categories} className="xl:grid-cols-3" />
    </>
  );
}

export function MoreStoriesSection({ articles }: { articles: ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="more-stories-heading" className="render-when-near">
      <SectionHeading
        id="more-stories-heading"
        title="More stories"
        link={{ to: "/category/all", label: TEXT.viewAll }}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} variant="compact" />
        ))}
      </div>
    </section>
  );
}
