import type { ArticleDetail } from "~/content/types";
import type { Db } from "~/db/connection.server";
import { z } from "~/lib/zod";
import { COMMENT_ORDERS } from "./comment-limits";
import { commentCountOf, listArticleComments } from "./comment-list.server";
import { getCommentSettings } from "./comment-settings.server";
import type { CommentsSectionData } from "./types";

/** The article page's comment query: anything else shows the first page, newest first. */
export const commentsQuerySchema = z.object({
  order: z.enum(COMMENT_ORDERS).catch("newest"),
  after: z.string().max(200).nullable().catch(null),
});

/**
 * What the article page shows of its comments, the same for every reader: the count kept on
 * write, one page of threads, and whether the form is open.
 */
export async function articleComments(
  db: Db,
  article: Pick<ArticleDetail, "id" | "published">,
  query: { order: string | null; after: string | null },
): Promise<CommentsSectionData> {
  const { order, after } = commentsQuerySchema.parse(query);
  const [settings, count, page, closed] = await Promise.all([
    getCommentSettings(db),
    commentCountOf(db, article.id),
    listArticleComments(db, article.id, { order, after }),
    db
      .selectFrom("posts")
      .select("comments_closed")
      .where("id", "=", article.id)
      .executeTakeFirst(),
  ]);
  const state = !settings.enabled
    ? "off"
    : closed?.comments_closed || !article.published
      ? "closed"
      : "open";
  return { count, page, order, continued: after !== null && after !== "", state };
}
