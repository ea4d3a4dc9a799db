import nql from "@tryghost/nql-lang";

/**
 * Ghost's filter language (NQL), parsed by Ghost's own parser (`@tryghost/nql-lang`) into its
 * Mongo-like JSON and walked here into whatever the caller builds: SQL conditions for posts
 * (`post-filter.server.ts`), plain predicates for the small in-memory lists of tags and authors.
 * Anything the parser refuses or the caller cannot run is a `FilterError`: Ghost's 400 shape.
 */
export class FilterError extends Error {
  constructor(
    /** Ghost's `context`: which part of the filter could not be run, and why. */
    readonly context: string,
  ) {
    super("Error parsing filter");
    this.name = "FilterError";
  }
}

export type FilterValue = string | number | boolean | null;
export type FilterOperator = "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in" | "nin" | "like";

/** A `~` match: contains, starts with (`~^`) or ends with (`~$`), case-insensitive. */
export interface LikePattern {
  text: string;
  anchor: "contains" | "start" | "end";
}

export interface FilterCondition {
  field: string;
  operator: FilterOperator;
  /** An array for `in`/`nin`, a `LikePattern` for `like`, one value otherwise. */
  value: FilterValue | FilterValue[] | LikePattern;
}

/** What a filter is built into: the caller's conditions and how they combine. */
export interface FilterBuilder<T> {
  all(parts: T[]): T;
  any(parts: T[]): T;
  condition(condition: FilterCondition): T;
}

/** Longest filter accepted: a front end's filters are short, and the parser's work grows with it. */
export const FILTER_MAX_LENGTH = 1_000;

const OPERATORS: Record<string, FilterOperator> = {
  $ne: "ne",
  $gt: "gt",
  $gte: "gte",
  $lt: "lt",
  $lte: "lte",
  $in: "in",
  $nin: "nin",
  $regex: "like",
};

/** Parses `filter` with Ghost's parser and builds it with `builder`; throws `FilterError`. */
export function buildFilter<T>(filter: string, builder: FilterBuilder<T>): T {
  if (filter.length > FILTER_MAX_LENGTH) {
    throw new FilterError(`The filter is longer than ${FILTER_MAX_LENGTH} characters.`);
  }
  let parsed: unknown;
  try {
    parsed = nql.parse(filter);
  } catch (error) {
    throw new FilterError(firstLine(error));
  }
  return walk(parsed, builder);
}

function walk<T>(node: unknown, builder: FilterBuilder<T>): T {
  if (!isRecord(node)) throw new FilterError("The filter could not be read.");
  const parts: T[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "$and" || key === "$or") {
      if (!Array.isArray(value)) throw new FilterError("The filter could not be read.");
      const children = value.map((child) => walk(child, builder));
      parts.push(key === "$and" ? builder.all(children) : builder.any(children));
    } else if (key.startsWith("$")) {
      throw new FilterError(`Unsupported filter operator: ${key}`);
    } else {
      parts.push(...conditionsOf(key, value).map((condition) => builder.condition(condition)));
    }
  }
  if (parts.length === 0) throw new FilterError("The filter is empty.");
  return parts.length === 1 ? parts[0]! : builder.all(parts);
}

function conditionsOf(field: string, value: unknown): FilterCondition[] {
  if (!isRecord(value) || value instanceof RegExp) {
    return [{ field, operator: "eq", value: scalar(value) }];
  }
  return Object.entries(value).map(([key, operand]) => {
    const operator = OPERATORS[key];
    if (!operator) throw new FilterError(`Unsupported filter operator: ${key}`);
    if (operator === "in" || operator === "nin") {
      if (!Array.isArray(operand)) throw new FilterError(`${field}: a list was expected.`);
      return { field, operator, value: operand.map(scalar) };
    }
    if (operator === "like") return { field, operator, value: likePattern(operand) };
    return { field, operator, value: scalar(operand) };
  });
}

/** The parser gives `~'x'` as /x/i, `~^'x'` as /^x/i and `~$'x'` as /x$/i, with x escaped. */
function likePattern(operand: unknown): LikePattern {
  if (!(operand instanceof RegExp)) throw new FilterError("A text match could not be read.");
  let source = operand.source;
  let anchor: LikePattern["anchor"] = "contains";
  if (source.startsWith("^")) {
    anchor = "start";
    source = source.slice(1);
  } else if (source.endsWith("$") && !source.endsWith("\\$")) {
    anchor = "end";
    source = source.slice(0, -1);
  }
  return { text: source.replace(/\\(.)/g, "$1"), anchor };
}

function scalar(value: unknown): FilterValue {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
    return value as FilterValue;
  }
  throw new FilterError("A filter value could not be read.");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n", 1)[0] ?? "The filter could not be read.";
}

/**
 * A date value as our timestamps store it (ISO, UTC): Ghost's filters write dates as
 * `'2024-01-01'`, `'2024-01-01 10:00:00'` (relative dates such as `now-7d` come out so) or ISO.
 * A date without a zone is UTC, as Ghost reads it.
 */
export function filterDate(value: FilterValue, field: string): string | null {
  if (value === null) return null;
  const text = String(value).trim().replace(" ", "T");
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(text) || !text.includes("T") ? text : `${text}Z`;
  const time = Date.parse(/^\d{4}-\d\d-\d\d$/.test(zoned) ? `${zoned}T00:00:00Z` : zoned);
  if (Number.isNaN(time)) throw new FilterError(`${field}: "${String(value)}" is not a date.`);
  return new Date(time).toISOString();
}

/**
 * A condition on a value known without the database (a field every public post has the same
 * value of, such as `visibility`, or one read in memory): whether it holds.
 */
export function holds(condition: FilterCondition, actual: FilterValue): boolean {
  const { operator, value } = condition;
  switch (operator) {
    case "eq":
      return loose(actual) === loose(value as FilterValue);
    case "ne":
      return loose(actual) !== loose(value as FilterValue);
    case "in":
      return (value as FilterValue[]).some((each) => loose(each) === loose(actual));
    case "nin":
      return !(value as FilterValue[]).some((each) => loose(each) === loose(actual));
    case "like": {
      const { text, anchor } = value as LikePattern;
      const haystack = String(actual ?? "").toLowerCase();
      const needle = text.toLowerCase();
      if (anchor === "start") return haystack.startsWith(needle);
      if (anchor === "end") return haystack.endsWith(needle);
      return haystack.includes(needle);
    }
    default: {
      if (actual === null || value === null) return false;
      const [left, right] = [actual, value as FilterValue] as [string | number, string | number];
      if (operator === "gt") return left > right;
      if (operator === "gte") return left >= right;
      if (operator === "lt") return left < right;
      return left <= right;
    }
  }
}

/** Values compared as Ghost's database compares them: slugs and ids as text, case-insensitively. */
function loose(value: FilterValue): FilterValue {
  return typeof value === "string" ? value.toLowerCase() : value;
}
