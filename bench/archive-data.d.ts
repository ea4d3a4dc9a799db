/** Types of the archive generator (bench/archive-data.js), for the tests that reuse it. */
export interface GeneratedPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  content_text: string;
  word_count: number;
  featured_image: string | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  category_id: string;
  author_id: string;
  tags: string[];
}

export function archivePosts(options: {
  count: number;
  categoryIds: string[];
  authorIds: string[];
  tagIds: string[];
  trendingTagIds: string[];
  seed?: number;
}): Generator<GeneratedPost>;

export function fillSqlite(file: string, count: number, onProgress?: (done: number) => void): void;
export function fillPostgres(
  url: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void>;
