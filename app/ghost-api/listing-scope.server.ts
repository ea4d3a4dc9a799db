import type { ListFilter } from "~/content/articles.server";
import type { Db } from "~/db/connection.server";
import { buildFilter, type FilterCondition } from "./nql-filter";
import { AUTHOR_FIELDS, PRIMARY_TAG_FIELDS, TAG_FIELDS } from "./post-filter.server";

/**
 * The public listing a Content API browse is, when it is one: no filter (every published post),
 * `tag:x` naming one category or one topic, `primary_tag:x` naming a category, or `author:x`.
 * Those are what front ends ask for most, and the site's own listings answer them from an index
 * alone, with their totals kept in `post_counts`; a general filter has to count its matches
 * over the whole archive (276 ms for one topic at 100,000 posts on SQLite). Null: any other
 * filter, or a slug that is both a category's and a topic's (both sets are wanted).
 */
export async function listingScope(db: Db, filter: string | undefined): Promise<ListFilter | null> {
  if (!filter) return {};
  const single = buildFilter<FilterCondition | null>(filter, {
    all: (parts) => (parts.length === 1 ? parts[0]! : null),
    any: (parts) => (parts.length === 1 ? parts[0]! : null),
    condition: (condition) => condition,
  });
  if (!single || single.operator !== "eq" || typeof single.value !== "string") return null;
  const { field } = single;
  if (AUTHOR_FIELDS.has(field) && !field.startsWith("primary_author")) {
    return { authorId: single.value };
  }
  const slug = single.value.toLowerCase();
  if (!TAG_FIELDS.has(field) && !PRIMARY_TAG_FIELDS.has(field)) return null;
  const [category, topic] = await Promise.all([
    db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirst(),
    TAG_FIELDS.has(field)
      ? db.selectFrom("tags").select("id").where("slug", "=", slug).executeTakeFirst()
      : undefined,
  ]);
  if (category && !topic) return { categorySlug: slug };
  if (topic && !category) return { tagSlug: slug };
  return null;
}
