/**
 * The spec's slug rule: lowercase, drop characters other than word characters, spaces and
 * hyphens, turn runs of whitespace into one hyphen, collapse repeated hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** The spec's rule, then without leading or trailing hyphens (the form's suggestion). */
export function suggestSlug(title: string): string {
  return slugify(title.trim()).replace(/^-+|-+$/g, "");
}
