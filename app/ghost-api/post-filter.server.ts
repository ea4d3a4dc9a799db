import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import {
  buildFilter,
  filterDate,
  FilterError,
  holds,
  type FilterCondition,
  type FilterValue,
  type LikePattern,
} from "./nql-filter";

type PostsBuilder = ExpressionBuilder<Database, "posts">;
type Condition = Expression<SqlBool>;

/** Post fields stored in a column of `posts`, by Ghost's name. */
const COLUMNS = {
  id: { column: "posts.id", date: false },
  uuid: { column: "posts.id", date: false },
  slug: { column: "posts.slug", date: false },
  title: { column: "posts.title", date: false },
  custom_excerpt: { column: "posts.excerpt", date: false },
  published_at: { column: "posts.published_at", date: true },
  created_at: { column: "posts.created_at", date: true },
  updated_at: { column: "posts.updated_at", date: true },
} as const;

/** Fields every post the API shows has the same value of (decision 0032: no featured posts). */
const CONSTANTS: Record<string, FilterValue> = {
  featured: false,
  visibility: "public",
  status: "published",
  type: "post",
};

export const TAG_FIELDS = new Set(["tag", "tags", "tags.slug", "tag.slug"]);
export const PRIMARY_TAG_FIELDS = new Set(["primary_tag", "primary_tag.slug"]);
export const AUTHOR_FIELDS = new Set([
  "author",
  "authors",
  "authors.slug",
  "author.slug",
  "authors.id",
  "primary_author",
  "primary_author.slug",
  "primary_author.id",
]);

/**
 * A Ghost filter on posts as a condition on `posts` (`tag:`, `tags:[a,b]`, `author:`,
 * `featured:`, dates, `slug:`, `id:`, with `+`, `,` and groups). Tags are our categories and
 * topics (a category is its posts' primary tag); an author's slug is their profile id. Throws
 * `FilterError` for a field or operator it cannot run.
 */
export function postFilter(filter: string): (eb: PostsBuilder) => Condition {
  // Parsed now, so a bad filter is refused before any query is built.
  const tree = buildFilter<(eb: PostsBuilder) => Condition>(filter, {
    all: (parts) => (eb) => eb.and(parts.map((part) => part(eb))),
    any: (parts) => (eb) => eb.or(parts.map((part) => part(eb))),
    condition: (condition) => conditionOf(condition),
  });
  return tree;
}

function conditionOf(condition: FilterCondition): (eb: PostsBuilder) => Condition {
  const { field } = condition;
  if (Object.hasOwn(COLUMNS, field)) {
    const { column, date } = COLUMNS[field as keyof typeof COLUMNS];
    return (eb) => compareColumn(eb, column, condition, date);
  }
  if (Object.hasOwn(CONSTANTS, field)) {
    const result = holds(condition, CONSTANTS[field]!);
    return () => (result ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`);
  }
  if (TAG_FIELDS.has(field)) return slugMatch(condition, taggedWith);
  if (PRIMARY_TAG_FIELDS.has(field)) return slugMatch(condition, inCategory);
  if (AUTHOR_FIELDS.has(field)) {
    // `author:x` is any post x is on the byline of (as in Ghost); `primary_author` the first.
    const listed = ["eq", "ne", "in", "nin"].includes(condition.operator);
    if (listed && !field.startsWith("primary_author")) return onByline(condition);
    return (eb) => compareColumn(eb, "posts.author_id", condition, false);
  }
  throw new FilterError(`Unsupported filter field: ${field}`);
}

type Column = (typeof COLUMNS)[keyof typeof COLUMNS]["column"] | "posts.author_id";

function compareColumn(
  eb: PostsBuilder,
  column: Column,
  { field, operator, value }: FilterCondition,
  date: boolean,
): Condition {
  const read = (each: FilterValue) => (date ? filterDate(each, field) : text(each));
  switch (operator) {
    case "eq":
    case "ne": {
      const operand = read(value as FilterValue);
      if (operand === null) return eb(column, operator === "eq" ? "is" : "is not", null);
      return eb(column, operator === "eq" ? "=" : "<>", operand);
    }
    case "in":
    case "nin": {
      const operands = (value as FilterValue[]).map(read).filter((each) => each !== null);
      if (operands.length === 0) return operator === "in" ? sql`1 = 0` : sql`1 = 1`;
      return eb(column, operator === "in" ? "in" : "not in", operands);
    }
    case "like":
      return likeCondition(eb, column, value as LikePattern);
    default: {
      const operand = read(value as FilterValue);
      if (operand === null) throw new FilterError(`${field}: null cannot be compared.`);
      const sign = { gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
      return eb(column, sign[operator], operand);
    }
  }
}

function likeCondition(eb: PostsBuilder, column: Column, { text, anchor }: LikePattern) {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern =
    anchor === "start" ? `${escaped}%` : anchor === "end" ? `%${escaped}` : `%${escaped}%`;
  return sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
}

type SlugsCondition = (eb: PostsBuilder, slugs: string[]) => Condition;

/** `tag:x`, `tag:-x`, `tags:[x,y]`, `tags:-[x,y]`: whether a post has (or lacks) those tags. */
function slugMatch(condition: FilterCondition, matches: SlugsCondition) {
  const { field, operator, value } = condition;
  if (operator === "like" || operator === "gt" || operator === "gte") {
    throw new FilterError(`${field}: only equality and lists are supported.`);
  }
  if (operator === "lt" || operator === "lte") {
    throw new FilterError(`${field}: only equality and lists are supported.`);
  }
  const slugs = (Array.isArray(value) ? value : [value as FilterValue])
    .filter((each) => each !== null)
    .map((each) => String(each).toLowerCase());
  const negated = operator === "ne" || operator === "nin";
  return (eb: PostsBuilder) => {
    if (slugs.length === 0) return negated ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    const match = matches(eb, slugs);
    return negated ? eb.not(match) : match;
  };
}

/** `author:x`, `authors:[x,y]`, `author:-x`: whether any of the post's authors is one of those. */
function onByline({ operator, value }: FilterCondition) {
  const ids = (Array.isArray(value) ? value : [value as FilterValue])
    .filter((each) => each !== null)
    .map(String);
  const negated = operator === "ne" || operator === "nin";
  return (eb: PostsBuilder) => {
    if (ids.length === 0) return negated ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    const match = eb(
      "posts.id",
      "in",
      eb
        .selectFrom("post_authors")
        .select("post_authors.post_id")
        .where("post_authors.author_id", "in", ids),
    );
    return negated ? eb.not(match) : match;
  };
}

/** A post is tagged x when its category's slug is x or one of its topics' is. */
const taggedWith: SlugsCondition = (eb, slugs) =>
  eb.or([
    inCategory(eb, slugs),
    eb(
      "posts.id",
      "in",
      eb
        .selectFrom("post_tags")
        .innerJoin("tags", "tags.id", "post_tags.tag_id")
        .select("post_tags.post_id")
        .where("tags.slug", "in", slugs),
    ),
  ]);

const inCategory: SlugsCondition = (eb, slugs) =>
  eb(
    "posts.category_id",
    "in",
    eb.selectFrom("categories").select("categories.id").where("categories.slug", "in", slugs),
  );

function text(value: FilterValue): string | null {
  return value === null ? null : String(value);
}
