import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) and lets a later Tailwind class override an earlier one of the same
 * kind, as tailwind-merge does: `cn("h-10 px-4", "h-9")` gives `px-4 h-9`, so a `className`
 * passed to a ui/ component wins over the component's own classes.
 *
 * tailwind-merge knows every Tailwind utility and cost every page ~8 KB of gzipped JavaScript;
 * this knows the utilities the app writes. tests/unit/cn.test.ts compares the two on every pair
 * of classes found in app/, so a class it does not know fails that test rather than a page.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = mergedByInput.get(joined);
  if (merged === undefined) {
    merged = mergeClasses(joined);
    // Bounded: class lists are the components' own strings plus a few variants, but a list
    // built from data must not grow the map for ever.
    if (mergedByInput.size >= MERGED_CACHE_SIZE) mergedByInput.clear();
    mergedByInput.set(joined, merged);
  }
  return merged;
}

/**
 * Merged lists by their input. A page renders the same few hundred class lists for every
 * reader; merging them again cost ~5 % of the server's CPU on an uncached page (profile of
 * 2026-11-25, `groupOf` and `mergeClasses` among the top self-time functions).
 */
const mergedByInput = new Map<string, string>();
const MERGED_CACHE_SIZE = 5_000;

/** Groups whose class also removes earlier classes of the listed groups. */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  flex: ["basis", "grow", "shrink"],
  "text-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: [
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
};

/** Whole classes that are their group's only member used with a value-less name. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    "block inline-block inline flex inline-flex grid inline-grid table table-cell contents hidden",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "font-style": "italic not-italic",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  "fvn-spacing": "tabular-nums proportional-nums",
  rounded: "rounded",
  shadow: "shadow",
  outline: "outline",
  transition: "transition",
  filter: "filter",
  "backdrop-blur": "backdrop-blur",
  "divide-x": "divide-x",
  "divide-y": "divide-y",
  grow: "grow",
  shrink: "shrink",
})) {
  for (const name of names.split(" ")) KEYWORDS[name] = group;
}

/** Utilities named `prefix-value` whose value says nothing about the group; longest first. */
const PREFIXES =
  "grid-cols col-span row-span gap-x gap-y gap space-x space-y divide-x divide-y inset-x inset-y inset top right bottom left z max-w max-h min-w min-h size w h px py pt pr pb pl p mx my mt mr mb ml m items justify self content tracking leading opacity aspect duration animate translate-x translate-y scale line-clamp object overflow-x overflow-y overflow overscroll-x overscroll-y overscroll whitespace cursor pointer-events select resize list accent scroll-mt from via to backdrop-blur underline-offset decoration shrink grow break transition basis order field-sizing align"
    .split(" ")
    .sort((a, b) => b.length - a.length);

const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl|\[[\d.]+(px|r?em|%|vw|vh)\])$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LENGTH = /^(\d+|\[[\d.]+px\])$/;

/** The kind of utility `base` (a class without its variants) is, or null if it is not one. */
function groupOf(base: string): string | null {
  if (base.startsWith("[") && base.endsWith("]")) {
    const colon = base.indexOf(":");
    return colon > 0 ? `arbitrary:${base.slice(1, colon)}` : null;
  }
  const name = base.replace(/^-/, "");
  if (KEYWORDS[name]) return KEYWORDS[name];
  const dash = name.indexOf("-");
  const head = dash > 0 ? name.slice(0, dash) : name;
  const value = name.slice(dash + 1);
  if (dash > 0) {
    switch (head) {
      case "text":
        if (TEXT_SIZE.test(value)) return "text-size";
        if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
        if (/^(balance|pretty|wrap|nowrap)$/.test(value)) return "text-wrap";
        return "text-color";
      case "bg":
        // tailwind-merge 3 reads Tailwind 3's bg-gradient-to-* as a colour, like tailwind-merge.
        return /^(linear-|radial-|conic-|\[(radial|linear|conic)-gradient)/.test(value)
          ? "bg-image"
          : "bg-color";
      case "font":
        return FONT_WEIGHT.test(value) ? "font-weight" : "font-family";
      case "flex":
        if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
        if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
        return "flex";
      case "border": {
        const side = /^([xytrbl])(-(\d+))?$/.exec(value);
        if (side) return `border-w-${side[1]}`;
        if (/^\d+$/.test(value)) return "border-w";
        if (/^(solid|dashed|dotted|double|none|hidden)$/.test(value)) return "border-style";
        return "border-color";
      }
      case "rounded": {
        const side = /^(t|r|b|l|tl|tr|br|bl)(-|$)/.exec(value);
        return side ? `rounded-${side[1]}` : "rounded";
      }
      case "ring":
        return LENGTH.test(value) ? "ring-w" : "ring-color";
      case "shadow":
        return SHADOW_SIZE.test(value) ? "shadow" : "shadow-color";
      case "outline":
        if (/^(none|dashed|dotted|double|solid|hidden)$/.test(value)) return "outline-style";
        if (value.startsWith("offset-")) return "outline-offset";
        return LENGTH.test(value) ? "outline-w" : "outline-color";
    }
  }
  if (name === "border") return "border-w";
  for (const prefix of PREFIXES) {
    if (name.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

/** Splits `md:hover:px-4` into its variants (`md:hover:`) and its utility (`px-4`). */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) end = index + 1;
  }
  return [className.slice(0, end), className.slice(end)];
}

function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  // From the last class to the first: a class is dropped when a later one took its group.
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (!className) continue;
    const [variants, utility] = splitVariants(className);
    const important = utility.startsWith("!") || utility.endsWith("!") ? "!" : "";
    const group = groupOf(utility.replace(/^!|!$/g, ""));
    if (group === null) {
      kept.push(className);
      continue;
    }
    const key = variants + important + group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[group] ?? []) taken.add(variants + important + other);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
