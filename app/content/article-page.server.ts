import { canOnPost, type Actor } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import { MORE_ARTICLES_LIMIT, RELATED_LIMIT } from "~/lib/constants";
import { getArticleBySlug, listArticlesTogether, relatedArticlesFilter } from "./articles.server";
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
 * Everything the article page shows, or null when there is no published article with that slug.
 * A draft is shown to the staff who may open it in the editor (its contributor or author,
 * editors, administrators): the preview at its public address.
 * Six queries in two rounds, whatever the number of cards: the article and its tags, then the
 * ids of the related and the newest articles, the cards of both together, and the author's
 * profile.
 */
export async function getArticlePage(
  db: Db,
  slug: string,
  viewer: Actor | null = null,
): Promise<ArticlePage | null> {
  const article = await getArticleBySlug(db, slug, { includeDrafts: viewer?.role != null });
  if (!article) return null;
  if (!article.published) {
    const draft = { authorId: article.author?.id ?? null, published: false };
    if (!viewer || !canOnPost(viewer, "view", draft)) return null;
  }

  const relatedFilter = relatedArticlesFilter(article);
  const [[newest = [], related = []], profile] = await Promise.all([
    listArticlesTogether(db, [
      // Over-fetch so that "more" can skip the related cards without a second round trip.
      { filter: { excludeIds: [article.id] }, limit: MORE_ARTICLES_LIMIT + RELATED_LIMIT },
      ...(relatedFilter ? [{ filter: relatedFilter, limit: RELATED_LIMIT }] : []),
    ]),
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
