import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { suggestSlug } from "~/lib/slugify";
import { findLegacyRedirect } from "~/transfer/legacy-urls.server";
import { normalisePath } from "~/transfer/text";

/**
 * The addresses a WordPress or Ghost site had for its listings and feeds, and where each lives
 * here (issue 40): asked only for a path that would otherwise be a 404, so they cost nothing on
 * any other request. An imported post's own old addresses are kept per post
 * (`legacy-urls.server.ts`); these are the shapes both platforms give every site.
 */

/** WordPress's and Ghost's site feeds: `/feed/`, `/feed/rss2/`, `/feed/atom/`, `/rss/`. */
const SITE_FEED = /^\/(?:feed(?:\/(?:rss2?|atom|rdf))?|rss2?|atom)$/;
/** A listing's feed (`/category/x/feed/`, `/tag/x/rss/`, `/author/name/feed/`). */
const LISTING_FEED =
  /^\/(category|tag|author)\/(?:[^/]+\/)*?([^/]+)\/(?:feed|rss)(?:\/(?:rss2?|atom))?$/;
/** WordPress's date archives, `/2024/`, `/2024/05/`, `/2024/05/17/`, paged or not. */
const DATE_ARCHIVE = /^\/\d{4}(?:\/\d{2}(?:\/\d{2})?)?(?:\/page\/\d+)?$/;
/** `/tag/x/` of both platforms, paged or not. */
const TAG = /^\/tag\/([^/]+)(?:\/page\/\d+)?$/;
/** WordPress's nested categories, `/category/parent/child/`: the innermost is the category. */
const NESTED_CATEGORY = /^\/category\/(?:[^/]+\/)+([^/]+)$/;
/** Ghost's AMP pages, `/post-slug/amp/`. */
const AMP = /^(\/.+)\/amp$/;

/** Where an old listing, feed or archive address lives here, or null (it stays a 404). */
export async function oldAddressTarget(db: Db, url: URL): Promise<string | null> {
  const path = normalisePath(url.pathname);
  if (SITE_FEED.test(path)) return "/rss";
  const feed = LISTING_FEED.exec(path);
  if (feed) return (await listingFeed(db, feed[1]!, feed[2]!)) ?? "/rss";
  if (DATE_ARCHIVE.test(path)) return "/category/all";
  const tag = TAG.exec(path)?.[1];
  if (tag) return taxonomyPage(db, tag);
  const nested = NESTED_CATEGORY.exec(path)?.[1];
  if (nested) return taxonomyPage(db, nested, "category");
  const amp = AMP.exec(path)?.[1];
  if (amp) return findLegacyRedirect(db, new URL(amp, url));
  return null;
}

/** The feed of the listing an old feed address named, or null when the site has no such listing. */
async function listingFeed(db: Db, kind: string, slug: string): Promise<string | null> {
  const page =
    kind === "author"
      ? await movedAuthorPage(db, slug)
      : await taxonomyPage(db, slug, kind === "category" ? "category" : undefined);
  return page ? `${page}/rss` : null;
}

/** The topic or category page of a slug the site has, topics first (Ghost's tags are topics). */
async function taxonomyPage(db: Db, slug: string, only?: "category"): Promise<string | null> {
  if (only !== "category") {
    const topic = await db
      .selectFrom("tags")
      .select("slug")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (topic) return `/topics/${topic.slug}`;
  }
  const category = await db
    .selectFrom("categories")
    .select("slug")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return category ? `/category/${category.slug}` : null;
}

/**
 * The author page an old `/author/{name}/` address means: the profile imported from that
 * WordPress login, or the one whose name gives that slug (Ghost's author slugs are made from
 * names). Null when none or more than one profile fits.
 */
export async function movedAuthorPage(db: Db, oldSlug: string): Promise<string | null> {
  const slug = oldSlug.toLowerCase();
  const imported = await db
    .selectFrom("import_items")
    .innerJoin("profiles", "profiles.id", "import_items.target_id")
    .select("profiles.id")
    .where("import_items.kind", "=", "author")
    .where("import_items.source_id", "=", oldSlug)
    .execute();
  if (imported.length === 1) return `/author/${imported[0]!.id}`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  // Narrowed in the database by the letters of the slug's longest word, in order (a name's
  // punctuation, as in O'Neil, is not in its slug), then checked by the slug rule itself.
  const word = slug
    .split("-")
    .reduce((longest, part) => (part.length > longest.length ? part : longest));
  const candidates = await db
    .selectFrom("profiles")
    .select(["id", "full_name"])
    .where(sql<boolean>`lower(full_name) like ${`%${[...word].join("%")}%`}`)
    .limit(200)
    .execute();
  const named = candidates.filter((profile) => suggestSlug(profile.full_name ?? "") === slug);
  return named.length === 1 ? `/author/${named[0]!.id}` : null;
}
