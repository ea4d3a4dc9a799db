/** What the redirects screen shows; shared by the server and the screen's components. */

export interface RedirectItem {
  id: string;
  /** The old path as matched (lower case, no trailing slash, its query if any). */
  from: string;
  to: string;
  status: 301 | 302;
  createdAt: string;
}

export interface RedirectListing {
  redirects: RedirectItem[];
  total: number;
  page: number;
  pageCount: number;
  /** Old addresses of imported posts, kept per post and followed as long as it is published. */
  importedAddresses: number;
}

export interface RedirectImportReport {
  created: number;
  updated: number;
  refusedCount: number;
  /** The first refused lines, with why (the count says how many there were). */
  refused: { line: number; message: string }[];
}
