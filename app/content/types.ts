/** What the content domain returns to routes; plain JSON-serialisable values. */

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
}

export interface Category extends CategoryRef {
  description: string;
  icon: string;
  color: string;
  position: number;
}

export interface AuthorRef {
  id: string;
  name: string | null;
  avatarUrl: string | null;
}

export interface TagRef {
  name: string;
  slug: string;
}

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** ISO timestamp of publication (creation for drafts). */
  date: string;
  readingMinutes: number;
  category: CategoryRef | null;
  /** The primary author: `authors[0]`. */
  author: AuthorRef | null;
  /** Everyone on the byline, in order (migration 035). */
  authors: AuthorRef[];
}

export interface ArticleDetail extends ArticleCard {
  /** Sanitized HTML. */
  content: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  tags: TagRef[];
  /** How the article appears in search results and social cards; null: the article's own. */
  seo: {
    metaTitle: string | null;
    metaDescription: string | null;
    socialImage: string | null;
    canonicalUrl: string | null;
    noindex: boolean;
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

export interface TopicCount extends TagRef {
  count: number;
}

export interface SearchHit {
  id: string;
  slug: string;
  title: string;
  date: string;
  category: CategoryRef | null;
  /** HTML-escaped text with matches wrapped in <mark>. */
  snippetHtml: string;
}

export interface AuthorProfile {
  id: string;
  name: string | null;
  avatarUrl: string | null;
  bio: string | null;
  roleTitle: string | null;
  links: { label: string; href: string }[];
}

/** What a bookmark card shows (app/content/bookmark-preview.server.ts). */
export interface BookmarkPreview {
  url: string;
  title: string;
  description: string;
  site: string;
  /** The card's image, copied into the media library; null when the page has none. */
  image: string | null;
}
