/**
 * Hard-coded content of the static pages (SPEC §2 "Static pages"): the team. Plain data, safe to
 * import from client code. The contact details are in contact-details.ts (the default site
 * settings, loaded by every page, need them; the team is only for /team).
 */

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** A photo URL, or null to show the initials fallback. */
  avatarUrl: string | null;
  /** What the person covers or looks after, shown as small tags. */
  focus: string[];
}

export const TEAM_MEMBERS: TeamMember[] = [
  {
    name: "Amara Lindqvist",
    role: "Editor-in-Chief",
    bio: "Amara founded TechPulse in 2025 after fifteen years editing technology and business desks. She sets the editorial agenda, signs off on every correction and insists that each story answers one question first: why should a reader care?",
    avatarUrl: null,
    focus: ["Editorial standards", "Corrections"],
  },
  {
    name: "Sarah Chen",
    role: "Senior AI Correspondent",
    bio: "Sarah covers machine learning research and the companies turning it into products. A former data engineer, she always asks what a model costs to run and who checks its output.",
    avatarUrl: null,
    focus: ["AI", "Machine learning"],
  },
  {
    name: "Marcus Johnson",
    role: "Security Editor",
    bio: "Marcus has reported on breaches, ransomware crews and the people who chase them for a decade. He runs our coordinated-disclosure inbox and never publishes an exploit before a fix is available.",
    avatarUrl: null,
    focus: ["Cybersecurity", "Privacy"],
  },
  {
    name: "Priya Patel",
    role: "Hardware & Gadgets Reporter",
    bio: "Priya reviews phones, headsets, wearables and smart-home kit, and tears down the ones that let her. She cares most about battery life, repairability and whether a device still works in five years.",
    avatarUrl: null,
    focus: ["Gadgets", "Reviews"],
  },
  {
    name: "Elena Rodriguez",
    role: "Web Platform Editor",
    bio: "Elena writes about browsers, frameworks, performance and accessibility. A front-end engineer for twelve years, she tests every code sample in the Web Dev section before it goes live.",
    avatarUrl: null,
    focus: ["Web Dev", "Software"],
  },
  {
    name: "Jonah Whitfield",
    role: "Head of Product",
    bio: "Jonah leads the small team that builds the TechPulse site and newsletter. He keeps pages fast, accessible and free of dark patterns, and reads every piece of reader feedback that arrives through the contact form.",
    avatarUrl: null,
    focus: ["Product", "Reader experience"],
  },
];
