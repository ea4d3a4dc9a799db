/** A rendered public page, stored once with its compressed variants. */
export interface CachedPage {
  status: number;
  /** Response headers of the render (content type and the like), without per-request ones. */
  headers: Array<[string, string]>;
  identity: Buffer;
  /** Compressed variants; null until the page is stored (never made with the store off). */
  gzip: Buffer | null;
  brotli: Buffer | null;
  /** Weak validator of the page's bytes, shared by its encodings. */
  etag: string;
  /** CSP source expressions ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
  /**
   * Headers the app's middleware (security headers, the CSP with a nonce) gave the response that
   * stored the page, so a hit answered before that middleware sends the same ones. Set when the
   * page is first sent.
   */
  baseHeaders?: Array<[string, string]>;
  /** The content version the page was rendered under; it is stale once the version moves on. */
  version: number;
  storedAt: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  /** Cacheable requests answered 304 without a body. */
  notModified: number;
  stores: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(page: CachedPage): number {
  return (
    page.identity.length +
    (page.gzip?.length ?? 0) +
    (page.brotli?.length ?? 0) +
    page.scriptHashes.join("").length +
    ENTRY_OVERHEAD_BYTES
  );
}

/**
 * Least-recently-used pages within a byte budget. A Map keeps insertion order, so re-inserting
 * on every hit makes its first key the least recently used.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private counters = { hits: 0, misses: 0, notModified: 0, stores: 0, evictions: 0 };

  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The page for `key` if it was rendered under `version`; a stale one is dropped. */
  get(key: string, version: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.version !== version) {
      this.bytes -= sizeOf(page);
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (this.put(key, page)) this.counters.stores += 1;
  }

  /**
   * Puts `next` in place of `current` if that is still the page stored for `key`: a page
   * evicted, or rendered again for a newer version, meanwhile is not brought back.
   */
  replace(key: string, current: CachedPage, next: CachedPage): void {
    if (this.pages.get(key) === current) this.put(key, next);
  }

  private put(key: string, page: CachedPage): boolean {
    const size = sizeOf(page);
    if (!this.enabled || size > this.maxBytes) return false;
    const previous = this.pages.get(key);
    if (previous) {
      this.pages.delete(key);
      this.bytes -= sizeOf(previous);
    }
    while (this.bytes + size > this.maxBytes) {
      const oldest = this.pages.keys().next();
      if (oldest.done) break;
      const evicted = this.pages.get(oldest.value)!;
      this.pages.delete(oldest.value);
      this.bytes -= sizeOf(evicted);
      this.counters.evictions += 1;
    }
    this.pages.set(key, page);
    this.bytes += size;
    return true;
  }

  count(outcome: "hits" | "misses" | "notModified"): void {
    this.counters[outcome] += 1;
  }

  stats(): PageCacheStats {
    return {
      ...this.counters,
      entries: this.pages.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
    };
  }
}

let store = new PageStore(0);

/** The process's page store, configured once at start-up (PAGE_CACHE_MB). */
export function configurePageStore(maxBytes: number): PageStore {
  store = new PageStore(maxBytes);
  return store;
}

export function pageStore(): PageStore {
  return store;
}
