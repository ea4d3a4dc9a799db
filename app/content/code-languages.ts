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
