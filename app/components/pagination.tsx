import { ChevronLeftIcon } from "~/components/icons/chevron-left";
import { ChevronRightIcon } from "~/components/icons/chevron-right";
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./ui/button";

/** Plain links, so paging works without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={buttonVariants({ variant: "outline" })}>
          <ChevronLeftIcon aria-hidden="true" />
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={cn(buttonVariants({ variant: "outline" }))}
        >
          Older
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Links to other pages of the current listing, keeping its other query parameters. */
export function usePageHref(): (page: number) => string {
  const [searchParams] = useSearchParams();
  return (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
}
