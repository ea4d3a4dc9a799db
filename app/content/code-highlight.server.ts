import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import swift from "highlight.js/lib/languages/swift";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import type { CodeLanguageId } from "./code-languages";

/**
 * Only the grammars of CODE_LANGUAGES are registered (the core alone knows none): the whole
 * highlight.js bundle would load ~190 grammars into every server process for nothing.
 */
const GRAMMARS: Record<
  Exclude<CodeLanguageId, "plaintext">,
  Parameters<typeof hljs.registerLanguage>[1]
> = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  html: xml,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  ruby,
  rust,
  sql,
  swift,
  typescript,
  yaml,
};
for (const [id, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(id, grammar);

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
    if (!Object.hasOwn(GRAMMARS, language)) return block;
    // highlight.js escapes the text it is given, so it gets the decoded code.
    const { value } = hljs.highlight(decodeHtmlText(escapedCode), {
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
