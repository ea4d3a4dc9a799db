import { SPEC_CATEGORIES } from "~/lib/constants";
import type { CategorySlug } from "./types";

/** Descriptions, icons (lucide names) and colours of the six spec categories. */
const DETAILS: Record<CategorySlug, { description: string; icon: string; color: string }> = {
  ai: {
    description: "Machine learning, language models and the people putting AI to work.",
    icon: "brain",
    color: "violet",
  },
  cybersecurity: {
    description: "Breaches, defences, privacy and the economics of attack.",
    icon: "shield",
    color: "red",
  },
  gadgets: {
    description: "Hands-on reviews of the hardware in your pocket, on your wrist and at home.",
    icon: "smartphone",
    color: "amber",
  },
  software: {
    description: "Releases, tools and practices that shape how software gets built.",
    icon: "code",
    color: "sky",
  },
  startups: {
    description: "Founders, funding rounds and the companies betting on what comes next.",
    icon: "rocket",
    color: "emerald",
  },
  webdev: {
    description: "The web platform, frameworks, performance and accessibility.",
    icon: "globe",
    color: "pink",
  },
};

export const DEMO_CATEGORIES = SPEC_CATEGORIES.map((category, position) => ({
  ...category,
  ...DETAILS[category.slug],
  position,
}));
