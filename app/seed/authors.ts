import type { AuthorKey } from "./types";

export interface DemoAuthor {
  key: AuthorKey;
  fullName: string;
  roleTitle: string;
  bio: string;
  /** Hue of the generated avatar; null leaves the avatar empty to show the initials fallback. */
  avatarHue: number | null;
  twitter?: string;
  linkedin?: string;
  github?: string;
  website?: string;
}

export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    key: "sarah-chen",
    fullName: "Sarah Chen",
    roleTitle: "Senior AI Correspondent",
    bio: "Sarah covers machine learning research and the companies turning it into products. Before joining TechPulse she spent six years as a data engineer at a logistics firm, which is why she always asks what a model costs to run.",
    avatarHue: 262,
    twitter: "https://twitter.com/sarahchen_tp",
    linkedin: "https://linkedin.com/in/sarahchen-tp",
    website: "https://example.com/sarahchen",
  },
  {
    key: "marcus-johnson",
    fullName: "Marcus Johnson",
    roleTitle: "Security Editor",
    bio: "Marcus has reported on breaches, ransomware crews and the people who chase them for a decade. He runs TechPulse's coordinated-disclosure inbox and still keeps a soldering iron on his desk.",
    avatarHue: 4,
    twitter: "https://twitter.com/marcusj_sec",
    github: "https://github.com/marcusj-sec",
  },
  {
    key: "priya-patel",
    fullName: "Priya Patel",
    roleTitle: "Hardware & Gadgets Reporter",
    bio: "Priya reviews phones, headsets, wearables and smart-home kit, and tears down the ones that let her. She cares most about battery life, repairability and whether a device still works in five years.",
    avatarHue: 32,
    twitter: "https://twitter.com/priyapatel_tp",
    linkedin: "https://linkedin.com/in/priyapatel-tp",
  },
  {
    key: "daniel-okafor",
    fullName: "Daniel Okafor",
    roleTitle: "Startups & Business Writer",
    bio: "Daniel follows founders, investors and the money between them, from pre-seed decks to messy shutdowns. He previously worked in venture debt and reads term sheets for fun.",
    avatarHue: null,
    linkedin: "https://linkedin.com/in/danielokafor-tp",
    website: "https://example.com/danielokafor",
  },
  {
    key: "elena-rodriguez",
    fullName: "Elena Rodriguez",
    roleTitle: "Web Platform Editor",
    bio: "Elena writes about browsers, frameworks, performance and accessibility. A front-end engineer for twelve years, she tests every code sample in this section before it is published.",
    avatarHue: 330,
    github: "https://github.com/elenarodriguez-tp",
    twitter: "https://twitter.com/elena_webdev",
  },
];
