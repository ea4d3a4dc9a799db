import { FileTextIcon } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { z } from "zod";
import { ArticleCard } from "~/components/article-card";
import { AuthorHeader } from "~/components/author/author-header";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { Pagination } from "~/components/pagination";
import { SectionHeading } from "~/components/section-heading";
import { getAuthorPage } from "~/content/author-page.server";
import { getDb } from "~/db/connection.server";
import { DEFAULT_AUTHOR_NAME, TEXT } from "~/lib/constants";
import { originFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/author";

const authorIdParam = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);
const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

function notFound() {
  return data({ message: TEXT.authorNotFoundTitle }, { status: 404 });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const authorId = authorIdParam.safeParse(params.authorId);
  if (!authorId.success) throw notFound();
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const result = await getAuthorPage(getDb(), authorId.data, page);
  if (!result) throw notFound();
  return result;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  if (!loaderData) {
    return pageMeta(origin, { title: TEXT.authorNotFoundTitle, path: "/not-found", noindex: true });
  }
  const { profile, articles } = loaderData;
  const name = profile.name ?? DEFAULT_AUTHOR_NAME;
  const pageSuffix = articles.page > 1 ? `?page=${articles.page}` : "";
  return pageMeta(origin, {
    title: articles.page > 1 ? `${name} – page ${articles.page}` : name,
    description:
      profile.bio ?? `${name}${profile.roleTitle ? `, ${profile.roleTitle}` : ""} at TechPulse.`,
    path: `/author/${profile.id}${pageSuffix}`,
    image: profile.avatarUrl,
    type: "profile",
  });
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { profile, articles } = loaderData;
  const name = profile.name ?? DEFAULT_AUTHOR_NAME;
  const hrefFor = (n: number) =>
    n === 1 ? `/author/${profile.id}` : `/author/${profile.id}?page=${n}`;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:px-6 lg:py-12">
      <AuthorHeader profile={profile} articleCount={articles.total} />
      <section aria-labelledby="author-articles-heading">
        <SectionHeading id="author-articles-heading" title={`Articles by ${name}`} />
        {articles.items.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.items.map((article, index) => (
              <ArticleCard key={article.id} article={article} priority={index < 3} />
            ))}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-muted/40 px-6 py-14 text-center">
            <FileTextIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">{TEXT.noArticlesTitle}</p>
            {articles.total > 0 ? (
              <Link to={hrefFor(1)} className="text-sm font-semibold text-primary hover:underline">
                Back to the first page
              </Link>
            ) : (
              <p className="text-sm text-muted-foreground">
                {name} hasn't published any articles yet.
              </p>
            )}
          </div>
        )}
        {articles.items.length > 0 ? (
          <Pagination page={articles.page} pageCount={articles.pageCount} hrefFor={hrefFor} />
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen title={TEXT.authorNotFoundTitle} body={TEXT.authorNotFoundBody} />;
  }
  return (
    <ErrorScreen
      title={TEXT.unexpectedError}
      detail={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
