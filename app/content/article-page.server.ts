import type { Db } from "~/db/connection.server";
import { MORE_ARTICLES_LIMIT, RELATED_LIMIT } from "~/lib/constants";
import { getArticleBySlug, getRelatedArticles, listArticles } from "./articles.server";
import { getAuthorProfile } from "./authors.server";
import type { ArticleCard, ArticleDetail } from "./types";

export interface ArticlePage {
  article: ArticleDetail;
  /** The author's bio and role from their profile, when they have one. */
  author: { bio: string | null; roleTitle: string | null } | null;
  related: ArticleCard[];
  more: ArticleCard[];
}

/**
 * Everything the article page shows, or null when there is no published article with that slug
 * (drafts too with `includeDrafts`, for the admins' preview).
 * Five queries in two rounds (article + tags, then related, more and the author profile in
 * parallel), whatever the number of cards.
 */
export async function getArticlePage(
  db: Db,
  slug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<ArticlePage | null> {
  const article = await getArticleBySlug(db, slug, options);
  if (!article) return null;

  const [related, newest, profile] = await Promise.all([
    getRelatedArticles(db, article, RELATED_LIMIT),
    // Over-fetch so that "more" can skip the related cards without a second round trip.
    listArticles(db, { excludeIds: [article.id] }, MORE_ARTICLES_LIMIT + RELATED_LIMIT),
    article.author ? getAuthorProfile(db, article.author.id) : Promise.resolve(null),
  ]);

  const shown = new Set(related.map((card) => card.id));
  const more = newest.filter((card) => !shown.has(card.id)).slice(0, MORE_ARTICLES_LIMIT);

  return {
    article,
    author: profile ? { bio: profile.bio, roleTitle: profile.roleTitle } : null,
    related,
    more,
  };
}
