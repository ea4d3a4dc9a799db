/**
 * The blocks the `/` menu offers, in menu order. `keywords` are other words writers type for
 * the same block (Ghost's, WordPress's and markdown's names), matched like the label.
 */
export const SLASH_MENU_ITEMS = [
  { id: "heading2", label: "Heading", hint: "Section title", keywords: ["h2", "title"] },
  { id: "heading3", label: "Subheading", hint: "Smaller title", keywords: ["h3", "heading"] },
  { id: "bulletList", label: "Bulleted list", hint: "• item", keywords: ["ul", "unordered"] },
  { id: "orderedList", label: "Numbered list", hint: "1. item", keywords: ["ol", "ordered"] },
  {
    id: "image",
    label: "Image",
    hint: "Upload, library or address",
    keywords: ["picture", "photo"],
  },
  {
    id: "gallery",
    label: "Gallery",
    hint: "2–3 images in a row",
    keywords: ["images", "photos"],
  },
  { id: "insertTable", label: "Table", hint: "3 × 3 with a header row", keywords: ["grid"] },
  { id: "codeBlock", label: "Code", hint: "Highlighted code block", keywords: ["pre", "snippet"] },
  { id: "blockquote", label: "Quote", hint: "Quoted text", keywords: ["blockquote", "citation"] },
  { id: "callout", label: "Callout", hint: "Highlighted note", keywords: ["note", "aside"] },
  { id: "horizontalRule", label: "Divider", hint: "Horizontal line", keywords: ["hr", "line"] },
  {
    id: "embed",
    label: "Embed",
    hint: "YouTube, Vimeo, Spotify…",
    keywords: ["video", "youtube", "audio", "codepen"],
  },
  { id: "bookmark", label: "Bookmark", hint: "Card for a web page", keywords: ["link", "card"] },
  { id: "footnote", label: "Footnote", hint: "Numbered note", keywords: ["note", "reference"] },
] as const;

export type SlashMenuItem = (typeof SLASH_MENU_ITEMS)[number];
export type SlashMenuItemId = SlashMenuItem["id"];

/** Items whose label or a keyword starts with the query (or contains it, after those). */
export function filterSlashMenuItems(query: string): SlashMenuItem[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...SLASH_MENU_ITEMS];
  const words = (item: SlashMenuItem) => [
    ...item.label.toLowerCase().split(/\s+/),
    item.label.toLowerCase(),
    ...item.keywords,
  ];
  const starting = SLASH_MENU_ITEMS.filter((item) => words(item).some((w) => w.startsWith(wanted)));
  const containing = SLASH_MENU_ITEMS.filter(
    (item) => !starting.includes(item) && words(item).some((w) => w.includes(wanted)),
  );
  return [...starting, ...containing];
}
