import type { ImportJobsTable } from "~/db/schema";

/** The neutral shapes every importer maps its source into, and the report every run returns. */

export type ImportFormat = "wordpress" | "ghost" | "techpulse";

export interface SourceAuthor {
  sourceId: string;
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  websiteUrl: string | null;
}

export interface SourceTerm {
  name: string;
  slug: string;
}

export interface SourcePost {
  sourceId: string;
  title: string;
  slug: string;
  /** Cleaned HTML; the editor's sanitizer runs when it is written. */
  html: string;
  excerpt: string;
  published: boolean;
  /**
   * Why it must never become public here: it was for members, paying members or some tiers in
   * Ghost, password-protected or private in WordPress ("was for paying members only in Ghost").
   * Such a post is imported as a draft, whatever its status, with this reason on it and in the
   * report. Absent for a public item.
   */
  keptFromPublic?: string;
  /** ISO-8601 UTC: first publication (or creation for drafts). */
  createdAt: string;
  updatedAt: string;
  authorSourceId: string | null;
  /** Further authors after `authorSourceId`, in byline order (Ghost's, co-authors-plus). */
  coAuthorSourceIds?: string[];
  category: SourceTerm | null;
  /** The category is used only when the site already has one with that slug (Ghost's tags). */
  categoryMustExist?: boolean;
  tags: SourceTerm[];
  featuredImageUrl: string | null;
  /** Search and social fields the source had (Ghost's meta title, description, card image…). */
  seo?: {
    metaTitle?: string;
    metaDescription?: string;
    socialImageUrl?: string;
    canonicalUrl?: string;
  };
  /** Old addresses: `p:123`, `slug:hello`, `path:/2020/01/02/hello`. */
  legacyKeys: string[];
  /** Notes for the report about this post (status mapped, fields not imported, …). */
  notes: string[];
}

export interface SkippedItem {
  reason: string;
  count: number;
  /** A few titles or ids, so the reason can be checked. */
  examples: string[];
}

export interface ImportReport {
  format: ImportFormat;
  dryRun: boolean;
  /** Title of the source site, when the file says. */
  sourceTitle: string;
  posts: {
    created: number;
    updated: number;
    unchanged: number;
    total: number;
    /** Of the file's posts, those kept from the public (`SourcePost.keptFromPublic`). */
    keptFromPublic: number;
    /** Posts written (or to be) whose own category matches none here. */
    withoutCategory: number;
  };
  /** The category those posts went to, chosen on the dry run; null: Uncategorized. */
  defaultCategory?: string | null;
  authors: { created: number; matched: number };
  categories: { created: number; matched: number };
  tags: { created: number; matched: number };
  media: { copied: number; reused: number; kept: number };
  skipped: SkippedItem[];
  renamedSlugs: { from: string; to: string; title: string }[];
  /** Images that stayed links to the old site, with the reason. */
  mediaKept: { url: string; reason: string }[];
  warnings: string[];
}

export function emptyReport(format: ImportFormat, dryRun: boolean): ImportReport {
  return {
    format,
    dryRun,
    sourceTitle: "",
    posts: {
      created: 0,
      updated: 0,
      unchanged: 0,
      total: 0,
      keptFromPublic: 0,
      withoutCategory: 0,
    },
    authors: { created: 0, matched: 0 },
    categories: { created: 0, matched: 0 },
    tags: { created: 0, matched: 0 },
    media: { copied: 0, reused: 0, kept: 0 },
    skipped: [],
    renamedSlugs: [],
    mediaKept: [],
    warnings: [],
  };
}

const MAX_EXAMPLES = 5;
const MAX_LISTED = 200;

export function addSkipped(report: ImportReport, reason: string, example: string): void {
  let entry = report.skipped.find((item) => item.reason === reason);
  if (!entry) {
    entry = { reason, count: 0, examples: [] };
    report.skipped.push(entry);
  }
  entry.count += 1;
  if (entry.examples.length < MAX_EXAMPLES && example) entry.examples.push(example);
}

/** Adds a warning once; long lists stop growing (the count of the rest is kept in the last). */
export function addWarning(report: ImportReport, warning: string): void {
  if (report.warnings.includes(warning)) return;
  if (report.warnings.length < MAX_LISTED) report.warnings.push(warning);
}

export function addKeptMedia(report: ImportReport, url: string, reason: string): void {
  report.media.kept += 1;
  if (report.mediaKept.length < MAX_LISTED) report.mediaKept.push({ url, reason });
}

/** The formats an upload on the import screen can be (a TechPulse export is restored otherwise). */
export type ImportJobFormat = "wordpress" | "ghost";
export type ImportJobStatus = ImportJobsTable["status"] | "interrupted";

/** An import job as the import screen shows it. */
export interface ImportJob {
  id: string;
  format: ImportJobFormat;
  status: ImportJobStatus;
  fileName: string;
  processed: number;
  total: number;
  report: ImportReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The old site's address given with the upload, if any. */
  siteUrl: string | null;
}
