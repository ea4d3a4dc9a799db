import type { Db } from "~/db/connection.server";
import { watchedContentVersion } from "./content-version.server";

/**
 * A read of public content whose answer is kept until the content version moves on: for small
 * data that every page shows (the site settings, the category menu), read once per change
 * rather than once per request. Any write to a table shown on public pages bumps the version in
 * the database (migration 011), so a kept answer is never older than the version a page is
 * rendered under. Concurrent callers share one read; a failed read is not kept. Where no watcher
 * keeps the version current for `db` (scripts, tests), every call reads.
 */
export function keptPerContentVersion<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { version: number; answer: Promise<T> }>();
  return (db) => {
    const version = watchedContentVersion(db);
    if (version === 0) return read(db);
    const known = kept.get(db);
    if (known?.version === version) return known.answer;
    const answer = read(db);
    kept.set(db, { version, answer });
    answer.catch(() => {
      if (kept.get(db)?.answer === answer) kept.delete(db);
    });
    return answer;
  };
}
