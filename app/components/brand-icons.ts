import type { IconNode } from "lucide";
import { icon } from "./icons/icon";

/** Stroke glyphs in lucide's style (lucide 1.x no longer ships brand icons), 20 px by default. */
const brandIcon = (node: IconNode) => icon(node, 20);

export const TwitterIcon = brandIcon([["path", { d: "M4 4l16 16M20 4L4 20" }]]);

export const FacebookIcon = brandIcon([
  ["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" }],
]);

export const InstagramIcon = brandIcon([
  ["rect", { x: "2", y: "2", width: "20", height: "20", rx: "5", ry: "5" }],
  ["path", { d: "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" }],
  ["line", { x1: "17.5", y1: "6.5", x2: "17.51", y2: "6.5" }],
]);

export const LinkedinIcon = brandIcon([
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" }],
  ["rect", { x: "2", y: "9", width: "4", height: "12" }],
  ["circle", { cx: "4", cy: "4", r: "2" }],
]);

export const GithubIcon = brandIcon([
  [
    "path",
    {
      d: "M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.403 5.403 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4",
    },
  ],
  ["path", { d: "M9 18c-4.51 2-5-2-7-2" }],
]);

export const SOCIAL_ICONS = {
  Twitter: TwitterIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
} as const;
