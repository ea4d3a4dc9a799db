/**
 * Whether text typed or pasted in the editor becomes a link by itself: only when it says it is
 * an address (`https://…`, `mailto:…`, `www.…`). Bare `name.word` is too often code or a file
 * name (`code.Tab`, `index.ts`, `config.yml` end in real top-level domains); the link button
 * (Mod+K) links anything on purpose.
 */
export function isAutolinkText(text: string): boolean {
  return /^(?:https?:\/\/|mailto:|www\.)\S/i.test(text.trim());
}
