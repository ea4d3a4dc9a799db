/** Constants and visible texts from SPEC.md, in one place. */

export const SITE_NAME = "TechPulse";
export const TAGLINE =
  "Your go-to source for the latest in technology, innovation, and digital trends.";
export const FOUNDED_YEAR = 2025;

export const MOBILE_BREAKPOINT_PX = 768;
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";
export const DEFAULT_THEME: Theme = "light";

/** Hero shows articles 1–3, Latest Articles 4–9 of the newest-first list. */
export const HERO_COUNT = 3;
export const LATEST_COUNT = 6;
/** The further list on the home page (after hero and latest). */
export const HOME_MORE_COUNT = 6;
export const RELATED_LIMIT = 3;
export const MORE_ARTICLES_LIMIT = 3;
export const SEARCH_DIALOG_LIMIT = 10;
export const SEARCH_PAGE_SIZE = 10;
export const CATEGORY_SKELETON_COUNT = 6;
export const LISTING_PAGE_SIZE = 12;
export const FEED_ITEM_COUNT = 20;
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const WORDS_PER_MINUTE = 200;

export const DEFAULT_CATEGORY_NAME = "Uncategorized";
export const DEFAULT_AUTHOR_NAME = "Anonymous";
export const DEFAULT_ARTICLE_IMAGE = "/images/default-cover.svg";
export const ALL_CATEGORIES_SLUG = "all";

export const LEGAL_LAST_UPDATED = "April 1, 2025";
export const MINIMUM_AGE = 13;

/** The spec's six categories (labels and paths); descriptions and colours are seed data. */
export const SPEC_CATEGORIES = [
  { name: "AI", slug: "ai" },
  { name: "Cybersecurity", slug: "cybersecurity" },
  { name: "Gadgets", slug: "gadgets" },
  { name: "Software", slug: "software" },
  { name: "Startups", slug: "startups" },
  { name: "Web Dev", slug: "webdev" },
] as const;

/** Trending Topics: the spec's eight topics; counts come from the tags of published posts. */
export const TRENDING_TOPICS = [
  { name: "AI", slug: "artificial-intelligence" },
  { name: "Cybersecurity", slug: "cybersecurity" },
  { name: "Web3", slug: "web3" },
  { name: "Machine Learning", slug: "machine-learning" },
  { name: "Virtual Reality", slug: "virtual-reality" },
  { name: "Cloud Computing", slug: "cloud-computing" },
  { name: "Blockchain", slug: "blockchain" },
  { name: "Internet of Things", slug: "internet-of-things" },
] as const;

export const COMPANY_LINKS = [
  { label: "About Us", to: "/about" },
  { label: "Team", to: "/team" },
  { label: "Contact", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
] as const;

export const SOCIAL_LINKS = [
  { label: "Twitter", href: "https://twitter.com/techpulse" },
  { label: "Facebook", href: "https://facebook.com/techpulse" },
  { label: "Instagram", href: "https://instagram.com/techpulse" },
  { label: "LinkedIn", href: "https://linkedin.com/company/techpulse" },
] as const;

export const TEXT = {
  viewMoreStories: "View more stories",
  latestArticles: "Latest Articles",
  viewAll: "View all",
  trendingTopics: "Trending Topics",
  exploreTopics: "Explore Topics",
  searchPlaceholder: "Search articles...",
  allArticles: "All Articles",
  allArticlesSubtitle:
    "Browse all our latest articles and stay updated with the newest technology trends.",
  categorySubtitle: (name: string) => `Explore our collection of articles about ${name}.`,
  noArticlesTitle: "No articles found",
  noArticlesBody: "There are currently no articles in this category.",
  articleNotFoundTitle: "Article Not Found",
  articleNotFoundBody: "The article you're looking for doesn't exist.",
  articleLoadErrorTitle: "Error",
  articleLoadErrorBody: "Failed to load the article. Please try again later.",
  authorNotFoundTitle: "Author Not Found",
  authorNotFoundBody: "The author you're looking for doesn't exist.",
  contentCreator: "Content Creator",
  comments: "Comments",
  commentsComingSoon: "Comments feature coming soon!",
  relatedArticles: "Related Articles",
  noRelatedArticles: "No related articles found.",
  moreArticles: "More Articles",
  moreArticlesComingSoon: "More articles coming soon!",
  searchDialogTitle: "Search Articles",
  searchDialogDescription: "Find articles by title, category, or keywords",
  searchInputPlaceholder: "Search...",
  noResultsFor: (term: string) => `No results found for "${term}"`,
  newsletterPlaceholder: "Email",
  subscribe: "Subscribe",
  newsletterSuccessTitle: "Success!",
  newsletterSuccessBody: "You've been subscribed to our newsletter.",
  contactSuccessTitle: "Message sent!",
  contactSuccessBody: "We'll get back to you as soon as possible.",
  notFoundTitle: "Oops! Page not found",
  returnHome: "Return to Home",
  unexpectedError: "Unexpected Application Error!",
  allRightsReserved: "All rights reserved.",
  readTime: (minutes: number) => `${minutes} min read`,
} as const;
