import { Form } from "react-router";
import { Link } from "~/components/link";
import { z } from "~/lib/zod";
import { searchArticles } from "~/content/search.server";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  DEFAULT_CATEGORY_NAME,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  TEXT,
} from "~/lib/constants";
import { formatLongDate } from "~/lib/format";
import { pageFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

const queryParam = z
  .string()
  .catch("")
  .transform((value) => value.trim().slice(0, SEARCH_MAX_QUERY_LENGTH));

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = queryParam.parse(new URL(request.url).searchParams.get("q") ?? "");
  const page = pageFromRequest(request);
  if (!q) return { query: "", hits: [], total: 0, capped: false, page: 1, pageCount: 1 };
  const { hits, total, capped } = await searchArticles(
    context.services.db,
    q,
    SEARCH_PAGE_SIZE,
    (page - 1) * SEARCH_PAGE_SIZE,
  );
  return {
    query: q,
    hits,
    total,
    capped,
    page,
    pageCount: pageCountOf(total, SEARCH_PAGE_SIZE),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(metaSiteFrom(matches), {
    title: loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    path: "/search",
    noindex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, hits, total, capped, page, pageCount } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{TEXT.searchDialogTitle}</h1>
      <p className="mt-2 text-muted-foreground">{TEXT.searchDialogDescription}</p>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <Input
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          placeholder={TEXT.searchPlaceholder}
          aria-label="Search articles"
          maxLength={SEARCH_MAX_QUERY_LENGTH}
        />
        <Button type="submit">Search</Button>
      </Form>
      {query ? (
        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
          {TEXT.resultCount(total, capped)} for “{query}”
        </p>
      ) : null}
      {query && hits.length === 0 ? (
        <p className="mt-10 text-center text-lg text-muted-foreground">
          {TEXT.noResultsFor(query)}
        </p>
      ) : null}
      <ol className="mt-4 divide-y">
        {hits.map((hit) => (
          <li key={hit.id} className="py-5">
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span className="font-semibold text-primary">
                {hit.category?.name ?? DEFAULT_CATEGORY_NAME}
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>
            </p>
            <h2 className="mt-1 text-lg font-semibold leading-snug">
              <Link to={`/article/${hit.slug}`} className="hover:underline">
                {hit.title}
              </Link>
            </h2>
            {/* snippetHtml is escaped by the domain layer; only <mark> is added. */}
            <p
              className="mt-1 text-sm leading-6 text-muted-foreground"
              dangerouslySetInnerHTML={{ __html: hit.snippetHtml }}
            />
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => `/search?q=${encodeURIComponent(query)}&page=${n}`}
      />
    </div>
  );
}
