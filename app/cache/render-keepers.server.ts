/**
 * The one switch of the uncached render path's keepers (`RENDER_KEEPERS`, decision 0017): the
 * parts that keep what a render produced or read for the next request instead of making it
 * again. Each is meant to change how fast a page is made, never what it is; turning them all
 * off (`RENDER_KEEPERS=false`) shows whether a wrong page comes from one of them.
 *
 * Off, each keeper does the work its caller would do without it:
 * - reads kept per content version (`kept-per-content-version.server.ts`: site settings,
 *   category menu, trending topics, newest ids, cards, bodies, articles, listing pages) read
 *   the database on every call;
 * - shared markup (`~/http/shared-markup.server`) is never kept: every part is rendered in
 *   place, in the page's own render;
 * - a document's routes (`~/http/document-routes.server`) are not narrowed: React Router renders
 *   with the whole route manifest, as it does without us;
 * - reusable queries (`~/db/reusable-query.server`) are built and compiled by Kysely per call;
 * - an article body for display (`~/content/html.server`) is sanitized and highlighted per call;
 * - stored answers (`server/stored-answer.ts`: hashed assets, cached pages) are sent with
 *   `writeHead` every time instead of replaying the head Node made for the first one.
 *
 * Not switched here: SQLite's prepared statements (`~/db/sqlite-statement-cache.server`: the
 * driver's statement objects, no output of ours), the page cache (its own switch,
 * `PAGE_CACHE_MB=0`), and React's legacy server renderer loaded with three lines changed
 * (`~/http/react-dom-server.server`): it is the renderer and keeps nothing between requests; a
 * test checks its markup is React's byte for byte, and a React version it does not fit stops
 * the build and the tests instead.
 *
 * Set once at start-up (`startServer`, from the configuration); the keepers ask
 * `renderKeepersOn()`, a read of one variable. Scripts and tests that never set it keep the
 * default, on.
 */
let on = true;

/** Whether the keepers keep (true unless `RENDER_KEEPERS=false`). */
export function renderKeepersOn(): boolean {
  return on;
}

/** Sets the switch: at start-up from the configuration, and in tests. */
export function setRenderKeepers(value: boolean): void {
  on = value;
}
