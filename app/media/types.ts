/** What the media domain hands to routes and the media library component; plain JSON values. */

export interface MediaVariant {
  width: number;
  url: string;
}

export interface MediaItem {
  id: string;
  /** URL of the largest stored variant. */
  url: string;
  /** URL of the smallest stored variant, for thumbnails. */
  thumbnailUrl: string;
  /** `srcset` value listing every variant, e.g. "/media/…-480.webp 480w, /media/…-960.webp 960w". */
  srcSet: string;
  /** Every stored variant, narrowest first. */
  variants: MediaVariant[];
  /** Size of the largest variant, in pixels. */
  width: number;
  height: number;
  /** Bytes on disk of all variants together. */
  byteSize: number;
  alt: string;
  /** The uploaded file's name, for recognising it; never used to build a path or URL. */
  originalName: string;
  /** User id of the uploader, or null when unknown (e.g. the account was removed). */
  uploadedBy: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The JSON answer of the upload endpoint, read by the media library component. `existing` is
 * true when the same file was already in the library: `item` is that image, nothing was stored.
 */
export type MediaUploadResponse =
  { ok: true; item: MediaItem; existing?: boolean } | { ok: false; message: string };

/** The JSON answer of the alt text action, read by the media library component. */
export type MediaAltResponse =
  { ok: true; id: string; alt: string } | { ok: false; message: string };

/**
 * The JSON answer of the delete action. `usage` comes with a refusal because the image is used
 * (409): the person is shown where, and confirms with its `token`.
 */
export type MediaDeleteResponse =
  { ok: true; id: string } | { ok: false; message: string; usage?: MediaUsage };

/** Where a post shows an image. */
export type MediaUsePlace = "featured" | "social" | "body";

/** One post that shows an image. */
export interface MediaUsagePost {
  id: string;
  title: string;
  slug: string;
  status: "published" | "scheduled" | "draft";
  places: MediaUsePlace[];
}

/** Where an image is used, as the delete confirmation lists it. */
export interface MediaUsage {
  /** Published posts first, then the most recently updated; at most MEDIA_USAGE_LIST_LIMIT. */
  posts: MediaUsagePost[];
  /** Every post that shows it (the list may be shorter), and how many of them are published. */
  postCount: number;
  publishedCount: number;
  /** Author profiles that show it as their picture, by name. */
  profiles: string[];
  /**
   * Fingerprint of every use: a delete confirmed with it is refused when the uses changed since
   * the person saw them (a post started showing the image meanwhile).
   */
  token: string;
}

/** The JSON answer of the usage endpoint. */
export type MediaUsageResponse = { ok: true; usage: MediaUsage } | { ok: false; message: string };
