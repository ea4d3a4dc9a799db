import { canOnPost, type Actor } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import { MORE_ARTICLES_LIMIT } from "~/lib/constants";
import {
  cardsOfLists,
  getArticleAndAuthorBySlug,
  newestArticleIds,
  publishedArticleBySlug,
  relatedArticleIds,
  type AuthorAbout,
} from "./articles.server";
import type { ArticleCard, ArticleDetail } from "./types";

export interface ArticlePage {
  article: ArticleDetail;
  /** The author's bio and role from their profile, when they have one. */
  author: AuthorAbout | null;
  related: ArticleCard[];
  more: ArticleCard[];
}

/**
 * Everything the article page shows, or null when there is no published article with that slug.
 * A draft is shown to the staff who may open it in the editor (its contributor or author,
 * editors, administrators): the preview at its public address.
 * Everything is read once per content version: the published article with its author's profile
 * and tags (two queries, by slug), the newest articles' ids ("more articles"), its category's
 * newest ids ("related") and the cards of both lists (`articles.server.ts`). So an article asked
 * for again runs no query until something public changes; a draft preview reads afresh.
 */
export async function getArticlePage(
  db: Db,
  slug: string,
  viewer: Actor | null = null,
): Promise<ArticlePage | null> {
  // Staff may preview drafts, read afresh; readers get the published article kept per version.
  const found =
    viewer?.role != null
      ? await getArticleAndAuthorBySlug(db, slug, { includeDrafts: true })
      : await publishedArticleBySlug(db, slug);
  if (!found) return null;
  const { article, author } = found;
  if (!article.published) {
    const draft = { authorIds: article.authors.map((author) => author.id), published: false };
    if (!viewer || !canOnPost(viewer, "view", draft)) return null;
  }

  const [newestIds, relatedIds] = await Promise.all([
    newestArticleIds(db),
    relatedArticleIds(db, article),
  ]);
  const shown = new Set([article.id, ...relatedIds]);
  const moreIds = newestIds.filter((id) => !shown.has(id)).slice(0, MORE_ARTICLES_LIMIT);
  const [related = [], more = []] = await cardsOfLists(db, [relatedIds, moreIds]);
  return { article, author, related, more };
}
