/** Slugs of the six spec categories; the seed creates them. */
export type CategorySlug = "ai" | "cybersecurity" | "gadgets" | "software" | "startups" | "webdev";

/** Keys of the demo authors defined in `authors.ts`. */
export type AuthorKey =
  "sarah-chen" | "marcus-johnson" | "priya-patel" | "daniel-okafor" | "elena-rodriguez";

/** One demo article. `html` is the article body as it would come out of the editor. */
export interface DemoArticle {
  slug: string;
  title: string;
  /** One or two sentences, at most 220 characters. */
  excerpt: string;
  category: CategorySlug;
  author: AuthorKey;
  /** Tag slugs from `tags.ts`. */
  tags: string[];
  /** How many days before the seed run the article was published (unique across all files). */
  daysAgo: number;
  published: boolean;
  html: string;
}
