import type { ImportFormat, ImportReport, SourceAuthor, SourcePost } from "./types";

/** A file being imported, after its first pass: checked, with what the posts refer to. */
export interface PreparedSource {
  format: ImportFormat;
  title: string;
  /** How many posts the second pass goes through (for the progress figure). */
  totalPosts: number;
  authors: Map<string, SourceAuthor>;
  /** The second pass: posts one at a time; items not imported are counted in the report. */
  posts(report: ImportReport): AsyncIterable<SourcePost>;
  /** A local copy of an old-site URL (an uploads folder given to the command), if any. */
  localFileFor(url: string): string | null;
  /** What the old site's own URLs are rewritten to before images are copied. */
  siteUrl: string | null;
}

/** Opens and checks a file; throws ImportFormatError when it is refused. */
export type SourceOpener = (report: ImportReport) => Promise<PreparedSource>;
