import { Link } from "~/components/link";
import type { ArticleCard as ArticleCardData } from "~/content/types";
import { bylineText } from "~/lib/byline";
import { cn } from "~/lib/cn";
import { DEFAULT_CATEGORY_NAME, TEXT } from "~/lib/constants";
import { formatLongDate } from "~/lib/format";
import { articleImage } from "~/lib/images";
import { SharedMarkup } from "./shared-markup";
import { Badge } from "./ui/badge";
import { Skeleton } from "./ui/skeleton";

interface Props {
  article: ArticleCardData;
  variant?: "default" | "compact";
  /** Above-the-fold images load eagerly; everything else lazily. */
  priority?: boolean;
  className?: string;
}

/** 16:9 cover with width/height set so the layout never shifts while it loads. */
export function CoverImage({
  url,
  alt,
  priority,
  sizes,
  className,
}: {
  url: string | null;
  alt: string;
  priority?: boolean;
  sizes: string;
  className?: string;
}) {
  const image = articleImage(url);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-video w-full bg-muted object-cover", className)}
    />
  );
}

/**
 * A card of the lists (home, categories, topics, authors, search, the article's related and more
 * articles). Its contents are a pure function of the card's data, and the same few cards appear
 * on most pages, so the server keeps their markup (`SharedMarkup`, decision 0017).
 */
export function ArticleCard({ article, variant = "default", priority, className }: Props) {
  const inputs = { article, priority: priority === true };
  return variant === "compact" ? (
    <SharedMarkup
      as="article"
      className={cn("group relative flex gap-4", className)}
      part={CompactCardContents}
      inputs={inputs}
    />
  ) : (
    <SharedMarkup
      as="article"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md",
        className,
      )}
      part={CardContents}
      inputs={inputs}
      // React preloads a priority image from the head only when it renders the image itself.
      keep={!priority}
    />
  );
}

interface CardInputs {
  article: ArticleCardData;
  priority: boolean;
}

function CompactCardContents({ article }: CardInputs) {
  return (
    <>
      <CoverImage
        url={article.imageUrl}
        alt=""
        sizes="128px"
        className="w-28 shrink-0 rounded-lg sm:w-32"
      />
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {article.category?.name ?? DEFAULT_CATEGORY_NAME}
        </p>
        <h3 className="line-clamp-3 font-semibold leading-snug group-hover:underline">
          <Link to={`/article/${article.slug}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        </p>
      </div>
    </>
  );
}

function CardContents({ article, priority }: CardInputs) {
  return (
    <>
      <CoverImage
        url={article.imageUrl}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <Badge variant="secondary">{article.category?.name ?? DEFAULT_CATEGORY_NAME}</Badge>
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        </div>
        <h3 className="text-lg font-bold leading-snug tracking-tight group-hover:underline">
          <Link to={`/article/${article.slug}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{bylineText(article.authors)}</span>
          <span>{TEXT.readTime(article.readingMinutes)}</span>
        </div>
      </div>
    </>
  );
}

export function ArticleCardSkeleton({ variant = "default" }: { variant?: "default" | "compact" }) {
  if (variant === "compact") {
    return (
      <div className="flex gap-4" data-testid="card-skeleton">
        <Skeleton className="aspect-video w-28 shrink-0 rounded-lg sm:w-32" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border" data-testid="card-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
