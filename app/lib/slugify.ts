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
