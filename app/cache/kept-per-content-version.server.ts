import type { Db } from "~/db/connection.server";
import { addBounded } from "~/lib/bounded-map";
import { watchedContentVersion } from "./content-version.server";
import { renderKeepersOn } from "./render-keepers.server";

/**
 * Reads of public content kept until the content version moves on: small data that many pages
 * show (the site settings, the category menu, a category's newest articles, article cards),
 * read once per change rather than once per request. Any write to a table shown on public pages
 * bumps the version in the database (migration 011), so a kept answer is never older than the
 * version a page is rendered under. Where no watcher keeps the version current for `db`
 * (scripts, tests), or with the render keepers off (`RENDER_KEEPERS=false`,
 * `render-keepers.server.ts`), every call reads.
 *
 * Why a kept answer cannot outlive its version: the version is taken before the read starts, so
 * the data read is at least that new, and it is kept under that version; the first caller that
 * sees a newer version starts afresh.
 */

/** One answer per version: concurrent callers share one read; a failed read is not kept. */
export function keptPerContentVersion<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const byKey = keptPerContentVersionByKey((db) => read(db), 1);
  return (db) => byKey(db, "");
}

/**
 * One answer per version and key (a category's newest articles, by its slug), at most `limit`
 * keys, the oldest let go first. Concurrent callers of a key share one read; a failed read is
 * not kept.
 */
export function keptPerContentVersionByKey<T>(
  read: (db: Db, key: string) => Promise<T>,
  limit: number,
): (db: Db, key: string) => Promise<T> {
  const keptFor = mapPerVersion<Promise<T>>();
  return (db, key) => {
    const version = watchedContentVersion(db);
    if (version === 0 || !renderKeepersOn()) return read(db, key);
    const answers = keptFor(db, version);
    const keptAnswer = answers.get(key);
    if (keptAnswer) return keptAnswer;
    const answer = read(db, key);
    addBounded(answers, key, answer, limit);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    return answer;
  };
}

/**
 * Records read by id (article cards), each kept for the version it was read under, at most
 * `limit` of them, the oldest let go first. A call reads only the ids it does not find, in one
 * read; an id the read does not return (deleted) is absent from the answer and not kept. Kept
 * records are shared by every request: nobody may change one (they are frozen by the reader).
 */
export function keptByIdPerContentVersion<T>(
  readMany: (db: Db, ids: readonly string[]) => Promise<ReadonlyMap<string, T>>,
  limit: number,
): (db: Db, ids: readonly string[]) => Promise<ReadonlyMap<string, T>> {
  const keptFor = mapPerVersion<T>();
  return async (db, ids) => {
    const version = watchedContentVersion(db);
    if (version === 0 || !renderKeepersOn()) return readMany(db, ids);
    const records = keptFor(db, version);
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of ids) {
      const record = records.get(id);
      if (record === undefined) missing.push(id);
      else found.set(id, record);
    }
    if (missing.length === 0) return found;
    // Kept under the version taken before the read. Should the version move on meanwhile, these
    // land in a map the next caller replaces.
    for (const [id, record] of await readMany(db, missing)) {
      found.set(id, record);
      addBounded(records, id, record, limit);
    }
    return found;
  };
}

/**
 * The map of what is kept for `db` at `version`: the same map while the version stays, a new
 * empty one once it moves (or goes back, as after a restore).
 */
function mapPerVersion<Value>(): (db: Db, version: number) => Map<string, Value> {
  const kept = new WeakMap<Db, { version: number; entries: Map<string, Value> }>();
  return (db, version) => {
    let known = kept.get(db);
    if (known?.version !== version) {
      known = { version, entries: new Map() };
      kept.set(db, known);
    }
    return known.entries;
  };
}
