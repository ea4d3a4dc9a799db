import { SEO_LIMITS } from "~/lib/staff-text";

/** Cut as search engines do: at a word boundary near the limit, with an ellipsis. */
function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "example.com › article › slug", the address line of a search result. */
function breadcrumb(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return [host, ...pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    return url;
  }
}

interface Shown {
  title: string;
  description: string;
  url: string;
  image: string;
}

/** How the post may look in a search engine's results. */
export function SearchResultPreview({
  title,
  description,
  url,
  hidden,
}: Shown & { hidden: boolean }) {
  return (
    <figure className="min-w-0 rounded-lg border bg-background p-4">
      <figcaption className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Search result preview
      </figcaption>
      {hidden ? (
        <p className="text-sm text-muted-foreground">Hidden from search engines: not listed.</p>
      ) : (
        <div data-testid="search-preview">
          <p className="truncate text-xs text-muted-foreground">{breadcrumb(url)}</p>
          <p className="mt-1 text-lg leading-snug text-blue-700 dark:text-blue-300">
            {truncate(title, SEO_LIMITS.metaTitle.recommended)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {description
              ? truncate(description, SEO_LIMITS.metaDescription.recommended)
              : "No description: search engines pick a passage of the article."}
          </p>
        </div>
      )}
    </figure>
  );
}

/** How the post may look when shared: the large-image card of most networks. */
export function SocialCardPreview({ title, description, url, image }: Shown) {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // A half-typed address: shown as typed.
  }
  return (
    <figure className="min-w-0 overflow-hidden rounded-lg border bg-background">
      <figcaption className="px-4 pt-4 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Social card preview
      </figcaption>
      <div data-testid="social-preview" className="m-4 overflow-hidden rounded-md border">
        {image ? (
          <img src={image} alt="" className="aspect-[1.91/1] w-full bg-muted object-cover" />
        ) : (
          <div className="flex aspect-[1.91/1] items-center justify-center bg-muted text-sm text-muted-foreground">
            The site's default image
          </div>
        )}
        <div className="border-t bg-muted/40 p-3">
          <p className="text-xs uppercase text-muted-foreground">{host}</p>
          <p className="mt-0.5 font-semibold leading-snug">{truncate(title, 90)}</p>
          {description ? (
            <p className="mt-0.5 text-sm text-muted-foreground">{truncate(description, 120)}</p>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
