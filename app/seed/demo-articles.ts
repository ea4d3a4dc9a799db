import { aiAndSecurityArticles } from "./articles/ai-and-security";
import { gadgetsAndSoftwareArticles } from "./articles/gadgets-and-software";
import { startupsAndWebdevArticles } from "./articles/startups-and-webdev";
import type { DemoArticle } from "./types";

export const DEMO_ARTICLES: DemoArticle[] = [
  ...aiAndSecurityArticles,
  ...gadgetsAndSoftwareArticles,
  ...startupsAndWebdevArticles,
];
