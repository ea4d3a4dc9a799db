import { data, isRouteErrorResponse, redirect } from "react-router";
import { z } from "~/lib/zod";
import { AuthorHeader } from "~/components/author/author-header";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { ArticleGrid, EmptyState } from "~/components/listing/listing-layout";
import { SectionHeading } from "~/components/section-heading";
import { getAuthorPage } from "~/content/author-page.server";
import { movedAuthorPage } from "~/redirects/old-addresses.server";
import { DEFAULT_AUTHOR_NAME, TEXT } from "~/lib/constants";
import { listingHref } from "~/lib/page-param";
import { pageFromRequest } from "~/http/page-param.server";
import { feedLinks } from "~/lib/feed-links";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/author";

const authorIdParam = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

function notFound() {
  return data({ message: TEXT.authorNotFoundTitle }, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const authorId = authorIdParam.safeParse(params.authorId);
  if (!authorId.success) throw notFound();
  const { db } = context.services;
  const result = await getAuthorPage(db, authorId.data, pageFromRequest(request));
  if (result) return result;
  // A WordPress or Ghost `/author/{name}/` address of a site moved in: that author's page here.
  const moved = await movedAuthorPage(db, authorId.data);
  if (moved) throw redirect(moved, 301);
  throw notFound();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = metaSiteFrom(matches);
  if (!loaderData) {
    return pageMeta(origin, { title: TEXT.authorNotFoundTitle, path: "/not-found", noindex: true });
  }
  const { profile, articles } = loaderData;
  const name = profile.name ?? DEFAULT_AUTHOR_NAME;
  return [
    ...pageMeta(origin, {
      title: articles.page > 1 ? `${name} – page ${articles.page}` : name,
      description:
        profile.bio ?? `${name}${profile.roleTitle ? `, ${profile.roleTitle}` : ""} at TechPulse.`,
      path: listingHref(`/author/${profile.id}`, articles.page),
      image: profile.avatarUrl,
      type: "profile",
    }),
    ...feedLinks(`/author/${encodeURIComponent(profile.id)}`, name),
  ];
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { profile, articles } = loaderData;
  const name = profile.name ?? DEFAULT_AUTHOR_NAME;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:px-6 lg:py-12">
      <AuthorHeader profile={profile} articleCount={articles.total} />
      <section aria-labelledby="author-articles-heading">
        <SectionHeading id="author-articles-heading" title={`Articles by ${name}`} />
        <ArticleGrid
          articles={articles}
          basePath={`/author/${profile.id}`}
          heading={null}
          gridClassName="sm:grid-cols-2 lg:grid-cols-3"
          empty={<EmptyState body={`${name} hasn't published any articles yet.`} />}
        />
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
