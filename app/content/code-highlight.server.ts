import type { HLJSApi, LanguageFn } from "highlight.js";
import { lazily, requirePackage } from "~/platform/lazy-require.server";
import type { CodeLanguageId } from "./code-languages";

/** The highlight.js grammar (`highlight.js/lib/languages/…`) of each of CODE_LANGUAGES. */
const GRAMMAR_FILES: Record<Exclude<CodeLanguageId, "plaintext">, string> = {
  bash: "bash",
  c: "c",
  cpp: "cpp",
  csharp: "csharp",
  css: "css",
  diff: "diff",
  go: "go",
  html: "xml",
  java: "java",
  javascript: "javascript",
  json: "json",
  kotlin: "kotlin",
  markdown: "markdown",
  php: "php",
  python: "python",
  ruby: "ruby",
  rust: "rust",
  sql: "sql",
  swift: "swift",
  typescript: "typescript",
  yaml: "yaml",
};

/**
 * highlight.js with only the grammars of CODE_LANGUAGES registered (the core alone knows none:
 * the whole bundle would load ~190 grammars into every server process for nothing). Loaded and
 * registered when the first code block is shown, not at start (~30 ms, decision 0020).
 */
const highlighter = lazily(() => {
  const hljs = requirePackage<HLJSApi>("highlight.js/lib/core");
  for (const [id, file] of Object.entries(GRAMMAR_FILES)) {
    hljs.registerLanguage(id, requirePackage<LanguageFn>(`highlight.js/lib/languages/${file}`));
  }
  return hljs;
});

/**
 * A code block of sanitized HTML whose `<code>` has exactly one language class and only text
 * inside (no tags: hand-written HTML with markup inside code is left as it is).
 */
const CODE_BLOCK = /<pre><code class="language-([\w-]+)">([^<]*)<\/code><\/pre>/g;

/**
 * Adds highlight.js's `<span class="hljs-…">` markup to the code blocks of SANITIZED article HTML,
 * for display only: stored HTML never carries it, so the spans cannot be edited, and changing
 * the highlighter later changes every article. The colours are classes styled in app.css; no
 * script reaches the reader.
 */
export function highlightCodeBlocks(sanitizedHtml: string): string {
  return sanitizedHtml.replace(CODE_BLOCK, (block, language: string, escapedCode: string) => {
    if (!Object.hasOwn(GRAMMAR_FILES, language)) return block;
    // highlight.js escapes the text it is given, so it gets the decoded code.
    const { value } = highlighter().highlight(decodeHtmlText(escapedCode), {
      language,
      ignoreIllegals: true,
    });
    return `<pre><code class="language-${language} hljs">${value}</code></pre>`;
  });
}

/** Decodes the entities sanitize-html writes in text (and numeric ones from older content). */
function decodeHtmlText(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(lt|gt|amp|quot|apos|nbsp));/gi,
    (entity, dec, hex, name) => {
      if (dec) return safeCodePoint(Number(dec), entity);
      if (hex) return safeCodePoint(Number.parseInt(hex, 16), entity);
      const named: Record<string, string> = {
        lt: "<",
        gt: ">",
        amp: "&",
        quot: '"',
        apos: "'",
        nbsp: "\u00a0",
      };
      return named[String(name).toLowerCase()] ?? entity;
    },
  );
}

function safeCodePoint(codePoint: number, fallback: string): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : fallback;
}
