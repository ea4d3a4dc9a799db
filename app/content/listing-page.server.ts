import type { Db } from "~/db/connection.server";
import { ALL_CATEGORIES_SLUG, LISTING_PAGE_SIZE } from "~/lib/constants";
import { pageOfArticles } from "./articles.server";
import { getTag, listCategories } from "~/taxonomy/taxonomy.server";
import { countTrendingTopics } from "~/taxonomy/trending.server";
import type { ArticleCard, Category, Page, TagRef, TopicCount } from "./types";

function emptyPage(page: number): Page<ArticleCard> {
  return { items: [], total: 0, page, pageCount: 1 };
}

export interface CategoryPage {
  /** The requested slug, as given. */
  slug: string;
  /** True for the 'all' pseudo-category. */
  isAll: boolean;
  /** The category, or null for 'all' and for unknown slugs. */
  category: Category | null;
  /** True when the slug is neither 'all' nor a known category. */
  notFound: boolean;
  categories: readonly Category[];
  articles: Page<ArticleCard>;
}

/**
 * The category listing: one page of published articles (newest first) of a category, or of all
 * categories for the 'all' slug, plus the category list for the sidebar. Unknown slugs yield an
 * empty page and `notFound`.
 */
export async function getCategoryPage(db: Db, slug: string, page: number): Promise<CategoryPage> {
  const isAll = slug === ALL_CATEGORIES_SLUG;
  const categories = await listCategories(db);
  const category = isAll ? null : (categories.find((c) => c.slug === slug) ?? null);
  const notFound = !isAll && !category;
  const articles = notFound
    ? emptyPage(page)
    : await pageOfArticles(db, isAll ? {} : { categorySlug: slug }, page, LISTING_PAGE_SIZE);
  return { slug, isAll, category, notFound, categories, articles };
}

export interface TopicPage {
  slug: string;
  /** The tag, or null when no tag has this slug. */
  tag: TagRef | null;
  /** The spec's eight trending topics with published-article counts, for the sidebar. */
  trending: readonly TopicCount[];
  articles: Page<ArticleCard>;
}

/** A topic (tag) listing: one page of its published articles, newest first. */
export async function getTopicPage(db: Db, slug: string, page: number): Promise<TopicPage> {
  const [tag, trending] = await Promise.all([getTag(db, slug), countTrendingTopics(db)]);
  const articles = tag
    ? await pageOfArticles(db, { tagSlug: tag.slug }, page, LISTING_PAGE_SIZE)
    : emptyPage(page);
  return { slug, tag, trending, articles };
}
