import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { z } from "~/lib/zod";
import {
  ArticleHeader,
  ArticleNewsletterBox,
  AuthorCard,
  FeaturedImage,
  MoreArticles,
  RelatedArticles,
  TagList,
} from "~/components/article/article-sections";
import { commentsSectionHtml } from "~/comments/comments-html.server";
import { DocumentHtml } from "~/components/document-html";
import { keepForDocument } from "~/components/document-html.server";
import { ErrorScreen } from "~/components/error-screen";
import { showToast } from "~/lib/toast";
import { NotFoundScreen } from "~/components/not-found-screen";
import { getArticlePage } from "~/content/article-page.server";
import { getSessionUser, getStaffActor } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { clientIp } from "~/auth/client-ip.server";
import { getConfig } from "~/config.server";
import { readForm } from "~/http/read-form.server";
import { setFlash } from "~/http/flash.server";
import { articleComments } from "~/comments/article-comments.server";
import { commentablePostId, runArticleCommentForm } from "~/comments/article-comment-action.server";
import { displayArticleHtml } from "~/content/html.server";
import { DEFAULT_ARTICLE_IMAGE, TEXT } from "~/lib/constants";
import { articleJsonLd, jsonLdText } from "~/lib/article-json-ld";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/article";

const slugParam = z.string().trim().min(1).max(200);
const ARTICLE_BODY_ID = "article-body";
const ARTICLE_JSON_LD_ID = "article-json-ld";
const ARTICLE_COMMENTS_ID = "article-comments";

function notFound() {
  return data({ message: TEXT.articleNotFoundTitle }, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = slugParam.safeParse(params.articleSlug);
  if (!slug.success) throw notFound();
  // Staff preview the drafts they may edit at the public address; others get the 404 page.
  const page = await getArticlePage(
    context.services.db,
    slug.data,
    await getStaffActor(request, context.services.auth),
  );
  if (!page) throw notFound();

  const { article, author, related, more } = page;
  const { content, ...withoutContent } = article;
  const query = new URL(request.url).searchParams;
  const comments = await articleComments(context.services.db, article, {
    order: query.get("comments_order"),
    after: query.get("comments_after"),
  });
  const path = `/article/${article.slug}`;
  return {
    commentCount: comments.count,
    // Server-rendered links and forms: the browser gets their HTML, never their code.
    comments: keepForDocument(context, ARTICLE_COMMENTS_ID, commentsSectionHtml(path, comments)),
    article: withoutContent,
    // Sanitized on write and again here, on render (docs/architecture.md, "Security baseline"). A document shows it without
    // sending it again in the hydration data.
    body: keepForDocument(context, ARTICLE_BODY_ID, displayArticleHtml(content)),
    authorBio: author?.bio ?? null,
    related,
    more,
    path,
    // Shown in the document as it is, and, like the body, not sent again in its hydration data.
    jsonLd: keepForDocument(
      context,
      ARTICLE_JSON_LD_ID,
      jsonLdText(articleJsonLd(withoutContent, siteOrigin(request), comments.count)),
    ),
  };
}

/**
 * The article's comment forms (issue 39), posted without JavaScript: the reader's command, then
 * a redirect back to the article with a message (a held comment says it waits for approval).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    throw data({ ok: false, message: "This form must be sent from this site." }, { status: 403 });
  }
  const slug = slugParam.safeParse(params.articleSlug);
  const postId = slug.success ? await commentablePostId(context.services.db, slug.data) : null;
  if (!slug.success || !postId) throw notFound();
  const path = `/article/${slug.data}`;
  const user = await getSessionUser(request, context.services.auth);
  if (!user) {
    return redirect(`/auth?redirectTo=${encodeURIComponent(`${path}#comments`)}`, 303);
  }
  const outcome = await runArticleCommentForm(context.services, {
    postId,
    readerId: user.id,
    form: await readForm(request),
    ip: clientIp(request),
  });
  return redirect(`${path}#${outcome.anchor}`, {
    status: 303,
    headers: { "Set-Cookie": await setFlash(outcome.flash) },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = metaSiteFrom(matches);
  if (!loaderData) {
    return pageMeta(origin, {
      title: TEXT.articleNotFoundTitle,
      path: "/not-found",
      noindex: true,
    });
  }
  const { article, path } = loaderData;
  const { seo } = article;
  return [
    ...pageMeta(origin, {
      title: article.title,
      fullTitle: seo.metaTitle ?? undefined,
      description: seo.metaDescription || article.excerpt || undefined,
      path,
      canonicalUrl: seo.canonicalUrl ?? undefined,
      image: seo.socialImage ?? article.imageUrl ?? DEFAULT_ARTICLE_IMAGE,
      type: "article",
      noindex: !article.published || seo.noindex,
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category.name }] : []),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, body, authorBio, related, more, path, jsonLd, comments, commentCount } =
    loaderData;
  const url = `${useRootData().origin}${path}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <DocumentHtml id={ARTICLE_JSON_LD_ID} html={jsonLd} jsonLd />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px] xl:gap-16">
        <article className="mx-auto w-full min-w-0 max-w-[720px] space-y-10">
          {article.published ? null : (
            <p
              role="status"
              className="rounded-lg border border-amber-500/40 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
            >
              Draft preview: readers cannot see this article until it is published.
            </p>
          )}
          <ArticleHeader article={article} url={url} commentCount={commentCount} />
          <FeaturedImage article={article} />
          {/* Sanitized by displayArticleHtml in the loader. */}
          <DocumentHtml
            id={ARTICLE_BODY_ID}
            html={body}
            className="prose-article min-w-0 break-words"
          />
          <TagList tags={article.tags} />
          <AuthorCard author={article.author} bio={authorBio} />
          <DocumentHtml id={ARTICLE_COMMENTS_ID} html={comments} />
        </article>
        <aside aria-label="Related" className="min-w-0">
          <div className="space-y-6 lg:sticky lg:top-24">
            <RelatedArticles articles={related} />
            <ArticleNewsletterBox />
          </div>
        </aside>
      </div>
      <div className="mt-16 border-t pt-12">
        <MoreArticles articles={more} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) {
      showToast({
        kind: "error",
        title: TEXT.articleLoadErrorTitle,
        id: "article-load-error",
        description: TEXT.articleLoadErrorBody,
      });
    }
  }, [notFound, error]);

  if (notFound) {
    return <NotFoundScreen title={TEXT.articleNotFoundTitle} body={TEXT.articleNotFoundBody} />;
  }
  return (
    <ErrorScreen
      title={TEXT.articleLoadErrorBody}
      detail={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
