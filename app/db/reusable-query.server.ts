import { CompiledQuery, type Compilable } from "kysely";
import type { Db } from "./connection.server";
import { renderKeepersOn } from "~/cache/render-keepers.server";

/** Shapes kept per query and database: a shape per filter combination and list length. */
const SHAPES_PER_QUERY = 200;

/**
 * A query that Kysely builds and compiles once per database and shape instead of on every call;
 * later calls bind their own values into the kept SQL. Building and compiling a query took four
 * times as long as SQLite took to run it (56 µs against 13 µs for the article's row), ~7 % of an
 * uncached article page's CPU (decision 0017).
 *
 * How: the first call of a shape builds the query from placeholders in place of its values
 * (each truthy leaf of `values`, array items included), compiles it, and notes where each
 * placeholder landed among the statement's parameters. Booleans and falsy leaves (`undefined`,
 * `null`, `0`, `""`) are passed as they are and are part of the shape, with array lengths, so
 * `$if(Boolean(filter.x), …)` or `if (options.includeDrafts)` build the same SQL for every call
 * of one shape.
 *
 * Leaves are strings, numbers, booleans and other non-plain objects (a Date); plain objects and
 * arrays are walked.
 *
 * `build` must make the same SQL for every truthy value of a leaf: it may test values for
 * truthiness and pass them to Kysely, nothing else. A shape where a placeholder did not end up
 * among the parameters (Kysely wrote it into the SQL text, say) is never kept: every call of it
 * is built and compiled as before. Transactions and databases with plugins (tests counting
 * queries) always build anew, so each call goes through Kysely whole; so does every call with the
 * render keepers off (`RENDER_KEEPERS=false`).
 */
export function reusableQuery<Values extends object, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  const shapesByDb = new WeakMap<Db, Map<string, Template | null>>();
  return async (db, values) => {
    if (db.isTransaction || db.getExecutor().plugins.length > 0 || !renderKeepersOn()) {
      return (await db.executeQuery(build(db, values))).rows;
    }
    const { shape, leaves, placeholders } = placeholdersFor(values);
    let shapes = shapesByDb.get(db);
    if (!shapes) shapesByDb.set(db, (shapes = new Map()));
    let template = shapes.get(shape);
    if (template === undefined) {
      template = templateOf(() => build(db, placeholders as Values).compile(), leaves.length);
      if (shapes.size >= SHAPES_PER_QUERY) shapes.clear();
      shapes.set(shape, template);
    }
    if (template === null) return (await db.executeQuery(build(db, values))).rows;
    const parameters = template.parameters.map((parameter, index) => {
      const leaf = template.leafAt[index]!;
      return leaf < 0 ? parameter : leaves[leaf];
    });
    return (await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters))).rows;
  };
}

interface Template {
  sql: string;
  parameters: readonly unknown[];
  /** For each parameter, the index of the leaf it takes, or −1 for a constant of the query. */
  leafAt: readonly number[];
}

/**
 * A value no caller passes: found again by identity among the compiled parameters. Turning one
 * into a string or a number (`${prefix}%`, `limit + 1`) throws, so a query that derives a
 * parameter from a value is built anew on every call rather than kept with the derived constant
 * of its first call.
 */
class Placeholder {
  constructor(readonly leaf: number) {}

  [Symbol.toPrimitive](): never {
    throw new TypeError("a reusable query derived a parameter from a value");
  }

  toJSON(): never {
    throw new TypeError("a reusable query derived a parameter from a value");
  }
}

function templateOf(compile: () => CompiledQuery, leafCount: number): Template | null {
  let compiled: CompiledQuery;
  try {
    compiled = compile();
  } catch {
    // Kysely refused a placeholder where it needs the value itself: this shape is built anew.
    return null;
  }
  const leafAt = compiled.parameters.map((parameter) =>
    parameter instanceof Placeholder ? parameter.leaf : -1,
  );
  const placed = new Set(leafAt.filter((leaf) => leaf >= 0));
  if (placed.size !== leafCount) return null;
  return { sql: compiled.sql, parameters: compiled.parameters, leafAt };
}

/** The shape of `values`, their truthy leaves in order, and `values` with placeholders for them. */
function placeholdersFor(values: object) {
  const leaves: unknown[] = [];
  const shape: string[] = [];
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      shape.push(`[${value.length}`);
      const items = value.map(replace);
      shape.push("]");
      return items;
    }
    if (
      value !== null &&
      typeof value === "object" &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      const copy: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) {
        shape.push(name);
        copy[name] = replace(item);
      }
      shape.push("}");
      return copy;
    }
    if (!value || typeof value === "boolean") {
      shape.push(
        typeof value === "number" ? String(value) : (JSON.stringify(value) ?? "undefined"),
      );
      return value;
    }
    shape.push(typeof value);
    leaves.push(value);
    return new Placeholder(leaves.length - 1);
  };
  const placeholders = replace(values);
  return { shape: shape.join("\u0000"), leaves, placeholders };
}
