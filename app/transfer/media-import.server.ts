import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/db/connection.server";
import { getMedia, uploadMedia } from "~/media/library.server";
import { isMediaError } from "~/media/errors";
import type { MediaStorage } from "~/media/storage.server";
import { fetchImage, type ImageFetchOptions } from "./fetch-image.server";
import {
  findImportedItem,
  findImportedMediaByPath,
  rememberImportedItem,
} from "./import-items.server";
import { addKeptMedia, type ImportReport } from "./types";

export interface MediaCopyOptions {
  storage: MediaStorage;
  /** Download images by URL (off: only local files are copied). */
  fetchRemote: boolean;
  fetch?: ImageFetchOptions;
  uploadedBy: string | null;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)$/i;

/**
 * Copies the images an import refers to into the media library, once per URL (also across runs:
 * the URL is remembered), and answers the library URL that replaces it. An image that cannot be
 * copied stays a link to the old site and is listed in the report.
 */
export class MediaCopier {
  private readonly done = new Map<string, string | null>();

  constructor(
    private readonly db: Db,
    private readonly source: string,
    private readonly options: MediaCopyOptions,
    private readonly localFileFor: (url: string) => string | null,
    private readonly report: ImportReport,
  ) {}

  async copy(url: string, alt = ""): Promise<string | null> {
    if (this.done.has(url)) return this.done.get(url)!;
    const result = await this.copyOnce(url, alt);
    this.done.set(url, result);
    return result;
  }

  private async copyOnce(url: string, alt: string): Promise<string | null> {
    const sitePath = isSitePath(url);
    const known =
      (await findImportedItem(this.db, this.source, "media", url)) ??
      (sitePath ? await findImportedMediaByPath(this.db, this.source, url) : null);
    if (known) {
      const item = await getMedia(this.db, this.options.storage, known.targetId);
      if (item) {
        this.report.media.reused += 1;
        return item.url;
      }
    }
    let data: Buffer;
    const local = this.localFileFor(url);
    try {
      if (local) {
        data = await readFile(local);
      } else if (sitePath) {
        addKeptMedia(this.report, url, "a path on the old site: give its address to copy it");
        return null;
      } else if (!this.options.fetchRemote) {
        addKeptMedia(this.report, url, "not in the uploads folder, and downloading is off");
        return null;
      } else {
        data = (await fetchImage(url, this.options.fetch)).data;
      }
    } catch (error) {
      const reason = local ? "not found in the uploads folder" : (error as Error).message;
      addKeptMedia(this.report, url, reason);
      return null;
    }
    try {
      const name = path.basename(new URL(url, "http://local.invalid").pathname) || "image";
      const item = await uploadMedia(this.db, this.options.storage, {
        data,
        originalName: name,
        alt: alt.slice(0, 250),
        uploadedBy: this.options.uploadedBy,
      });
      await rememberImportedItem(this.db, this.source, "media", url, {
        targetId: item.id,
        fingerprint: "",
      });
      this.report.media.copied += 1;
      return item.url;
    } catch (error) {
      if (!isMediaError(error)) throw error;
      addKeptMedia(this.report, url, error.message);
      return null;
    }
  }

  /**
   * Replaces image sources (and links straight to image files) in `html` with library copies.
   * http(s) URLs are copied; a path on the old site (Ghost's `__GHOST_URL__/…` read without the
   * site's address) is matched with what an earlier run copied from it, or read from the uploads
   * folder; data URLs are left to the sanitizer.
   */
  async rewriteHtml(html: string): Promise<string> {
    const pattern =
      /(<img\b[^>]*?\bsrc|<a\b[^>]*?\bhref)\s*=\s*(["'])(https?:\/\/[^"']+|\/(?!\/)[^"']+)\2/gi;
    const replacements = new Map<string, string | null>();
    for (const match of html.matchAll(pattern)) {
      const url = decodeEntities(match[3]!);
      const isImage = match[1]!.toLowerCase().startsWith("<img");
      if (replacements.has(url)) continue;
      if (!isImage && !IMAGE_EXTENSION.test(new URL(url, "http://local.invalid").pathname)) {
        continue;
      }
      replacements.set(url, await this.copy(url, altOf(match[0])));
    }
    return html.replace(pattern, (whole, start: string, quote: string, raw: string) => {
      const replacement = replacements.get(decodeEntities(raw));
      return replacement ? `${start}=${quote}${replacement}${quote}` : whole;
    });
  }
}

/** A path on the old site (`/content/images/a.jpg`), not an address (`https://…`, `//cdn…`). */
function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

function decodeEntities(url: string): string {
  return url.replace(/&amp;/g, "&").replace(/&#0?38;/g, "&");
}

function altOf(tag: string): string {
  return /\balt\s*=\s*(["'])([^"']*)\1/i.exec(tag)?.[2] ?? "";
}
