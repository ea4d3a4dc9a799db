import type { Db } from "~/db/connection.server";
import { LISTING_PAGE_SIZE } from "~/lib/constants";
import { pageOfArticles } from "./articles.server";
import { getAuthorProfile } from "./authors.server";
import type { ArticleCard, AuthorProfile, Page } from "./types";

export interface AuthorPage {
  profile: AuthorProfile;
  articles: Page<ArticleCard>;
}

/** An author's profile and one page of their published articles, or null for an unknown id. */
export async function getAuthorPage(
  db: Db,
  authorId: string,
  page: number,
): Promise<AuthorPage | null> {
  const [profile, articles] = await Promise.all([
    getAuthorProfile(db, authorId),
    pageOfArticles(db, { authorId }, page, LISTING_PAGE_SIZE),
  ]);
  if (!profile) return null;
  return { profile, articles };
}
