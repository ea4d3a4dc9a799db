import type { Db } from "~/db/connection.server";
import { DomainError } from "~/lib/domain-error";
import { uploadMedia } from "~/media/library.server";
import { isMediaError } from "~/media/errors";
import type { MediaStorage } from "~/media/storage.server";
import { getSiteSettings } from "~/settings/settings.server";
import { fetchImage, fetchPage, ImageFetchError } from "~/transfer/fetch-image.server";
import type { BookmarkPreview } from "./types";
import { decodeEntities } from "./html.server";

/** A card is worth a short wait, not a stalled editor. */
const TIMEOUT_MS = 5_000;
/** Pages put their meta tags first; a megabyte holds the head of any real page. */
const PAGE_MAX_BYTES = 1024 * 1024;

export interface BookmarkContext {
  db: Db;
  storage: MediaStorage;
  /** The server's IMPORT_ALLOW_PRIVATE_URLS; the site setting is read on each call. */
  allowPrivateAddresses: boolean;
  uploadedBy: string;
}

/**
 * Title, description, image and site name of a web page for a bookmark card, read from its Open
 * Graph (and Twitter, and plain meta) tags on the server, under the image import's address
 * rules (no private or loopback address unless allowed, redirects checked again, timeout, size
 * cap). The card's image is copied into the media library: the public pages' CSP allows images
 * only from this site (and its media origin), and readers' browsers never ask the other site.
 * Refused (422) when the page cannot be read or says nothing; the editor then keeps the link.
 */
export async function readBookmarkPreview(
  context: BookmarkContext,
  address: string,
): Promise<BookmarkPreview> {
  const allowPrivateAddresses =
    context.allowPrivateAddresses || (await getSiteSettings(context.db)).importAllowPrivateUrls;
  const options = { allowPrivateAddresses, timeoutMs: TIMEOUT_MS };
  let page;
  try {
    page = await fetchPage(address, { ...options, maxBytes: PAGE_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof ImageFetchError)) throw error;
    throw new DomainError(
      "bookmark-unreadable",
      `The page could not be read: ${error.message}.`,
      422,
    );
  }
  const meta = pageMeta(page.data.toString("utf8"));
  const title = meta.title;
  if (!title) {
    throw new DomainError("bookmark-untitled", "The page has no title to show in a card.", 422);
  }
  const url = page.url;
  let image: string | null = null;
  const imageUrl = absolute(meta.image, url);
  if (imageUrl) {
    try {
      const fetched = await fetchImage(imageUrl, options);
      const item = await uploadMedia(context.db, context.storage, {
        data: fetched.data,
        originalName: new URL(imageUrl).pathname.split("/").pop() || "bookmark-image",
        alt: "",
        uploadedBy: context.uploadedBy,
      });
      image = item.url;
    } catch (error) {
      // A card without its picture is still a card.
      if (!(error instanceof ImageFetchError) && !isMediaError(error)) throw error;
    }
  }
  return {
    url: address,
    title: clip(title, 200),
    description: clip(meta.description, 300),
    site: clip(meta.site || new URL(url).hostname.replace(/^www\./, ""), 100),
    image,
  };
}

interface PageMeta {
  title: string;
  description: string;
  site: string;
  image: string;
}

/** The page's meta tags that describe it, Open Graph first. Exported for tests. */
export function pageMeta(html: string): PageMeta {
  const head = html.slice(0, 512 * 1024);
  const values = new Map<string, string>();
  // Quoted values may hold ">" (a description with markup in it).
  for (const tag of head.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const attributes = attributesOf(tag[0]);
    const key = (attributes.property ?? attributes.name ?? "").toLowerCase();
    const content = attributes.content;
    if (key && content !== undefined && !values.has(key)) values.set(key, text(content));
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? "";
  const first = (...keys: string[]) => keys.map((key) => values.get(key)).find(Boolean) ?? "";
  return {
    title: first("og:title", "twitter:title") || text(titleTag),
    description: first("og:description", "twitter:description", "description"),
    site: first("og:site_name", "application-name"),
    image: first("og:image:secure_url", "og:image", "og:image:url", "twitter:image"),
  };
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    attributes[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? "";
  }
  return attributes;
}

/** Entities decoded, tags and runs of white space gone. */
function text(value: string): string {
  return decodeEntities(value.replace(/<[^>]*>/g, " "))
    .replace(/&#(\d+);/g, (_, code: string) =>
      Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : "",
    )
    .replace(/\s+/g, " ")
    .trim();
}

function clip(value: string, length: number): string {
  return value.length > length ? `${value.slice(0, length - 1).trimEnd()}…` : value;
}

function absolute(value: string, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
