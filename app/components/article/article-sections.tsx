import { ArrowRightIcon } from "~/components/icons/arrow-right";
import { NewspaperIcon } from "~/components/icons/newspaper";
import { TagIcon } from "~/components/icons/tag";
import { Link } from "~/components/link";
import { ArticleCard, CoverImage } from "~/components/article-card";
import { NewsletterBox } from "~/components/newsletter-form";
import { SectionHeading } from "~/components/section-heading";
import { AuthorNames } from "~/components/author-names";
import { Avatar } from "~/components/ui/avatar";
import { badgeVariants } from "~/components/ui/badge";
import type { ArticleCard as ArticleCardData, ArticleDetail, TagRef } from "~/content/types";
import { cn } from "~/lib/cn";
import { DEFAULT_AUTHOR_NAME, DEFAULT_CATEGORY_NAME, TEXT } from "~/lib/constants";
import { formatCount, formatLongDate } from "~/lib/format";
import { ShareButtons } from "./share-buttons";

const FALLBACK_AUTHOR_BLURB =
  "Writes for TechPulse about the technologies, products and people shaping what comes next.";

/** Category, title, standfirst, byline and share buttons. */
export function ArticleHeader({
  article,
  url,
  commentCount,
}: {
  article: Omit<ArticleDetail, "content">;
  url: string;
  commentCount?: number;
}) {
  return (
    <header className="space-y-5">
      {article.category ? (
        <Link
          to={`/category/${article.category.slug}`}
          className={cn(badgeVariants(), "hover:bg-primary/90")}
        >
          {article.category.name}
        </Link>
      ) : (
        <span className={badgeVariants({ variant: "secondary" })}>{DEFAULT_CATEGORY_NAME}</span>
      )}
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {article.title}
      </h1>
      {article.excerpt ? (
        <p className="text-lg leading-8 text-muted-foreground sm:text-xl">{article.excerpt}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4 border-y py-4">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={article.author?.name} src={article.author?.avatarUrl} className="size-11" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold">
              <AuthorNames authors={article.authors} />
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{TEXT.readTime(article.readingMinutes)}</span>
              {commentCount !== undefined ? (
                <>
                  <span aria-hidden="true">·</span>
                  <a href="#comments" className="hover:underline">
                    {commentCount === 1 ? "1 comment" : `${formatCount(commentCount)} comments`}
                  </a>
                </>
              ) : null}
            </p>
          </div>
        </div>
        <ShareButtons url={url} title={article.title} />
      </div>
    </header>
  );
}

export function FeaturedImage({ article }: { article: Omit<ArticleDetail, "content"> }) {
  return (
    <figure className="overflow-hidden rounded-2xl border bg-muted">
      <CoverImage
        url={article.imageUrl}
        alt={article.title}
        priority
        sizes="(min-width: 768px) 720px, 100vw"
      />
    </figure>
  );
}

export function TagList({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TagIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      <h2 className="sr-only">Tags</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              to={`/topics/${tag.slug}`}
              className={cn(
                badgeVariants({ variant: "outline" }),
                "px-3 py-1 hover:border-primary hover:text-primary",
              )}
            >
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AuthorCard({
  author,
  bio,
}: {
  author: ArticleDetail["author"];
  bio: string | null | undefined;
}) {
  const name = author?.name ?? DEFAULT_AUTHOR_NAME;
  return (
    <section
      aria-labelledby="about-author-heading"
      className="render-when-near flex flex-col gap-5 rounded-2xl border bg-card p-6 sm:flex-row sm:items-start"
    >
      <Avatar name={author?.name} src={author?.avatarUrl} className="size-16 text-xl" />
      <div className="min-w-0 flex-1">
        <h2 id="about-author-heading" className="text-lg font-bold">
          {author ? (
            <Link to={`/author/${author.id}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="text-sm font-medium text-primary">{TEXT.contentCreator}</p>
        <p className="mt-3 leading-7 text-muted-foreground">
          {bio?.trim() || FALLBACK_AUTHOR_BLURB}
        </p>
        {author ? (
          <Link
            to={`/author/${author.id}`}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            More from {name}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function RelatedArticles({ articles }: { articles: ArticleCardData[] }) {
  return (
    <section
      aria-labelledby="related-heading"
      className="render-when-near rounded-2xl border bg-card p-6"
    >
      <h2 id="related-heading" className="mb-5 text-lg font-bold tracking-tight">
        {TEXT.relatedArticles}
      </h2>
      {articles.length > 0 ? (
        <ul className="space-y-5">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} variant="compact" className="lg:[&_img]:w-24" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{TEXT.noRelatedArticles}</p>
      )}
    </section>
  );
}

export function ArticleNewsletterBox() {
  return (
    <NewsletterBox
      id="article-newsletter-heading"
      title="Get TechPulse in your inbox"
      body="The week's most important technology stories, once a week. No spam, unsubscribe at any time."
    />
  );
}

export function MoreArticles({ articles }: { articles: ArticleCardData[] }) {
  return (
    <section aria-labelledby="more-articles-heading" className="render-when-near">
      <SectionHeading
        id="more-articles-heading"
        title={TEXT.moreArticles}
        link={articles.length > 0 ? { to: "/category/all", label: TEXT.viewAll } : undefined}
      />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.length > 0
          ? articles.map((article) => <ArticleCard key={article.id} article={article} />)
          : [0, 1, 2].map((n) => (
              <div
                key={n}
                className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/40 p-6 text-center"
              >
                <NewspaperIcon className="size-8 text-muted-foreground" aria-hidden="true" />
                <p className="text-sm text-muted-foreground">{TEXT.moreArticlesComingSoon}</p>
              </div>
            ))}
      </div>
    </section>
  );
}
