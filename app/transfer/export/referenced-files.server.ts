import type { Db } from "~/db/connection.server";
import { articleImage } from "~/lib/images";
import type { MediaStorage } from "~/media/storage.server";

const PAGE = 200;

/** Every address in an HTML attribute that can load a file: src, href and each srcset entry. */
const ATTRIBUTE_URL = /\b(?:src|href|poster)\s*=\s*"([^"]*)"/gi;
const SRCSET = /\bsrcset\s*=\s*"([^"]*)"/gi;

function urlsInHtml(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(ATTRIBUTE_URL)) urls.push(match[1]!);
  for (const match of html.matchAll(SRCSET)) {
    for (const candidate of match[1]!.split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  return urls;
}

/** A cover or social image as pages load it: the address plus the widths their srcset names. */
function imageUrls(url: string | null): string[] {
  if (!url) return [];
  const { src, srcSet } = articleImage(url);
  return [src, ...(srcSet ? urlsInHtml(`srcset="${srcSet}"`) : [])];
}

/** Every string inside a settings value (a logo, an icon: whatever a setting points to). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The storage keys of every stored file the site points to outside the media library: demo and
 * imported covers, authors' pictures, images in post text and whatever a setting names. The
 * media library's own files are archived from its table; these are the rest an export must carry
 * for the site to look the same elsewhere (issue 40, item 10). Sorted, each once.
 */
export async function referencedStorageKeys(db: Db, storage: MediaStorage): Promise<string[]> {
  const keys = new Set<string>();
  const add = (url: string) => {
    const key = storage.keyOf(url);
    if (key) keys.add(key);
  };
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("posts")
      .select(["id", "featured_image", "social_image", "content"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      for (const url of [
        ...imageUrls(row.featured_image),
        ...imageUrls(row.social_image),
        ...urlsInHtml(row.content),
      ]) {
        add(url);
      }
    }
    after = rows[rows.length - 1]!.id;
  }
  const profiles = await db.selectFrom("profiles").select("avatar_url").execute();
  for (const { avatar_url } of profiles) if (avatar_url) add(avatar_url);
  const settings = await db.selectFrom("settings").select("value").execute();
  for (const { value } of settings) stringsIn(JSON.parse(value)).forEach(add);
  return [...keys].sort();
}
