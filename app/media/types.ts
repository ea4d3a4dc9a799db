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

/** The JSON answer of the upload endpoint, read by the media library component. */
export type MediaUploadResponse = { ok: true; item: MediaItem } | { ok: false; message: string };

/** The JSON answer of the delete action, read by the media library component. */
export type MediaAltResponse =
  { ok: true; id: string; alt: string } | { ok: false; message: string };

export type MediaDeleteResponse = { ok: true; id: string } | { ok: false; message: string };
