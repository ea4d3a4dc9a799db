import { renderToStaticMarkup } from "react-dom/server";
import {
  ArticleHeader,
  AuthorCard,
  FeaturedImage,
  TagList,
} from "~/components/article/article-sections";
import { PREVIEW_STYLESHEET } from "~/components/admin/preview-stylesheet";
import type { Db } from "~/db/connection.server";
import type { PreviewView } from "~/lib/staff-text";
import { newsletterMailPreview, newsletterPostOf } from "~/newsletter/test-email.server";
import { SITE_NAME } from "~/lib/constants";
import { readingMinutes } from "~/lib/reading-time";
import { escapeHtml } from "~/platform/mail-layout.server";
import { getArticleAndAuthorBySlug } from "./articles.server";
import { displayArticleHtml } from "./html.server";
import { postBody } from "./posts-write.server";
import type { ArticleDetail } from "./types";

/** The open document's fields the preview shows in place of the stored ones. */
export interface PreviewText {
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string;
}

/** What readers would see of the post with the writer's unsaved text in place of the stored one. */
export async function previewArticle(
  db: Db,
  postId: string,
  text: PreviewText,
): Promise<{ article: ArticleDetail; bio: string | null } | null> {
  const stored = await db
    .selectFrom("posts")
    .select("slug")
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!stored) return null;
  const found = await getArticleAndAuthorBySlug(db, stored.slug, { includeDrafts: true });
  if (!found) return null;
  // The same sanitising as a save, then the same as the article page's render.
  const body = postBody(text.content);
  const article: ArticleDetail = {
    ...found.article,
    title: text.title || found.article.title,
    excerpt: text.excerpt,
    imageUrl: text.featuredImage || null,
    readingMinutes: readingMinutes(body.word_count),
    content: displayArticleHtml(body.content),
  };
  return { article, bio: found.author?.bio ?? null };
}

/**
 * A complete page of the article as the article page shows it (header, cover, body, tags,
 * author), with the site's stylesheet and no scripts, for the editor's sandboxed preview frame.
 * Links open in a new tab: the site refuses to be framed.
 */
export function articlePreviewPage(
  article: ArticleDetail,
  bio: string | null,
  options: { origin: string; theme: "light" | "dark" },
): string {
  const url = `${options.origin}/article/${article.slug}`;
  const markup = renderToStaticMarkup(
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <article className="mx-auto w-full min-w-0 max-w-[720px] space-y-10">
        <ArticleHeader article={article} url={url} />
        <FeaturedImage article={article} />
        <div
          className="prose-article min-w-0 break-words"
          // Sanitized by previewArticle, as the article page's loader does.
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
        <TagList tags={article.tags} />
        <AuthorCard author={article.author} bio={bio} />
      </article>
    </main>,
  );
  const dark = options.theme === "dark";
  return `<!doctype html>
<html lang="en"${dark ? ' class="dark" style="color-scheme:dark"' : ""}><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(article.title)} · ${SITE_NAME} (preview)</title>
<base target="_blank">
<link rel="stylesheet" href="${PREVIEW_STYLESHEET}">
</head><body class="bg-background text-foreground">${markup}</body></html>`;
}

/**
 * The editor's preview of the open document: for Desktop and Mobile the article page's HTML (the
 * frame's width makes the difference), for Email the subscriber's email and its subject. Null
 * when the post does not exist.
 */
export async function renderPostPreview(
  db: Db,
  origin: string,
  postId: string,
  input: PreviewText & { view: PreviewView; theme: "light" | "dark" },
): Promise<{ html: string; subject: string | null } | null> {
  if (input.view === "email") {
    const post = await newsletterPostOf(db, postId, input);
    if (!post) return null;
    const { html, subject } = newsletterMailPreview(origin, post);
    return { html, subject };
  }
  const found = await previewArticle(db, postId, input);
  if (!found) return null;
  return {
    html: articlePreviewPage(found.article, found.bio, { origin, theme: input.theme }),
    subject: null,
  };
}
