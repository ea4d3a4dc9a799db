/**
 * Languages a code block can declare, shared by the editor's language select and the server's
 * highlighter (app/content/code-highlight.server.ts). The id is what is stored, as
 * `<code class="language-{id}">`; "plaintext" is stored but never highlighted.
 */
export const CODE_LANGUAGES = [
  { id: "plaintext", label: "Plain text" },
  { id: "bash", label: "Shell" },
  { id: "c", label: "C" },
  { id: "cpp", label: "C++" },
  { id: "csharp", label: "C#" },
  { id: "css", label: "CSS" },
  { id: "diff", label: "Diff" },
  { id: "go", label: "Go" },
  { id: "html", label: "HTML" },
  { id: "java", label: "Java" },
  { id: "javascript", label: "JavaScript" },
  { id: "json", label: "JSON" },
  { id: "kotlin", label: "Kotlin" },
  { id: "markdown", label: "Markdown" },
  { id: "php", label: "PHP" },
  { id: "python", label: "Python" },
  { id: "ruby", label: "Ruby" },
  { id: "rust", label: "Rust" },
  { id: "sql", label: "SQL" },
  { id: "swift", label: "Swift" },
  { id: "typescript", label: "TypeScript" },
  { id: "yaml", label: "YAML" },
] as const;

export type CodeLanguageId = (typeof CODE_LANGUAGES)[number]["id"];

export function isCodeLanguage(id: string): id is CodeLanguageId {
  return CODE_LANGUAGES.some((language) => language.id === id);
}

/**
 * What writers type after ``` or put in `language-…` classes (the names GitHub, Ghost and
 * WordPress plugins use), mapped to CODE_LANGUAGES. Ids map to themselves without a row here.
 */
const CODE_LANGUAGE_ALIASES: Record<string, CodeLanguageId> = {
  text: "plaintext",
  txt: "plaintext",
  plain: "plaintext",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  "c++": "cpp",
  cc: "cpp",
  hpp: "cpp",
  cs: "csharp",
  "c#": "csharp",
  patch: "diff",
  golang: "go",
  xml: "html",
  xhtml: "html",
  svg: "html",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  node: "javascript",
  jsonc: "json",
  kt: "kotlin",
  kts: "kotlin",
  md: "markdown",
  py: "python",
  python3: "python",
  rb: "ruby",
  rs: "rust",
  ts: "typescript",
  tsx: "typescript",
  mts: "typescript",
  yml: "yaml",
};

/**
 * The CODE_LANGUAGES id for a language name or alias in any case (`ts`, `TypeScript`, `yml`),
 * or null when it is none of them: such code is kept as plain text, without a class the
 * highlighter does not know. The one normaliser used by the editor, the sanitizer and imports.
 */
export function normalizeCodeLanguage(name: string | null | undefined): CodeLanguageId | null {
  const key = (name ?? "").trim().toLowerCase();
  if (!key) return null;
  if (isCodeLanguage(key)) return key;
  return Object.hasOwn(CODE_LANGUAGE_ALIASES, key) ? (CODE_LANGUAGE_ALIASES[key] ?? null) : null;
}
