import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The project's own docs point only at what is in the repository (issue 44): every module path on
 * the architecture page (its Mermaid chart included) and every relative link and backticked repo
 * path in README.md, CONTRIBUTING.md and docs/*.md. A renamed or deleted module fails here, with
 * the line to fix.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** The repository's top-level folders and files a doc may name a path under. */
const ROOT_FOLDERS = [
  ".ci",
  "app",
  "bench",
  "deploy",
  "docs",
  "migrations",
  "public",
  "scripts",
  "server",
  "tests",
  "vendor",
  "vite-plugins",
];
const ROOT_FILES = [
  "CONTRIBUTING.md",
  "README.md",
  "eslint.config.js",
  "package.json",
  "playwright.config.ts",
  "react-router.config.ts",
  "server.js",
  "tsconfig.json",
  "vite.config.ts",
  "vitest.config.ts",
];

const escape = (name: string) => name.replace(/[.]/g, "\\.");
/** A folder with what follows its slash, or a top-level file by its whole name. */
const repoPath = `(?:(?:${ROOT_FOLDERS.map(escape).join("|")})/[\\w./-]*|(?:${ROOT_FILES.map(escape).join("|")})(?![\\w-]))`;
/** A path under a top-level folder, or a top-level file, anywhere in running text. */
const PATH_IN_TEXT = new RegExp(`(?<![\\w./~@$-])${repoPath}`, "g");
/** A backticked span that is a repo path and nothing else. */
const WHOLE_PATH = new RegExp(`^${repoPath}$`);

interface Mention {
  line: number;
  target: string;
}

function read(file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Every repo path named anywhere in `text` (prose, backticks, code blocks, chart labels). */
function pathsInText(text: string): Mention[] {
  return [...text.matchAll(PATH_IN_TEXT)].map((match) => ({
    line: lineOf(text, match.index),
    // A sentence may end right after a path.
    target: match[0].replace(/[.]+$/, ""),
  }));
}

/** Text with fenced code blocks blanked (line numbers kept): examples, not references. */
function withoutFencedBlocks(text: string): string {
  return text.replace(/^(\s*)(```|~~~)[\s\S]*?^\s*\2/gm, (block) => block.replace(/[^\n]/g, " "));
}

/**
 * Relative Markdown links and backticked repo paths of a Markdown file, each resolved to a path
 * from the repository root. A backticked span counts only when it is a path under a top-level
 * folder, or a bare `NAME.md` (which must then be beside the file or at the root).
 */
function referencesInMarkdown(file: string, markdown: string): Mention[] {
  const text = withoutFencedBlocks(markdown)
    // ``code with `backticks` inside`` is an example, not a reference.
    .replace(/``[\s\S]+?``/g, (span) => span.replace(/[^\n]/g, " "));
  const dir = path.dirname(file);
  const found: Mention[] = [];
  for (const match of text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const link = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith("#") || link.startsWith("<")) {
      continue;
    }
    const target = decodeURIComponent(link.split(/[#?]/, 1)[0]!);
    found.push({
      line: lineOf(text, match.index),
      target: target.startsWith("/") ? target.slice(1) : path.join(dir, target),
    });
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const span = match[1]!;
    const line = lineOf(text, match.index);
    if (WHOLE_PATH.test(span)) {
      found.push({ line, target: span });
    } else if (/^[\w.-]+\.md$/.test(span)) {
      const beside = path.join(dir, span);
      found.push({ line, target: existsSync(path.join(root, beside)) ? beside : span });
    }
  }
  return found;
}

function missing(file: string, mentions: Mention[]): string[] {
  return mentions
    .filter(({ target }) => !existsSync(path.join(root, target)))
    .map(({ line, target }) => `${file}:${line}: ${target}`);
}

describe("docs/architecture.md", () => {
  const page = read("docs/architecture.md");

  it("names only modules and folders that exist", () => {
    const mentions = pathsInText(page);
    expect(mentions.length).toBeGreaterThan(50);
    expect(missing("docs/architecture.md", mentions)).toEqual([]);
  });

  it("has a Mermaid chart whose nodes name real modules", () => {
    const chart = page.match(/```mermaid\n([\s\S]*?)```/)?.[1];
    expect(chart, "a ```mermaid block").toBeDefined();
    const modules = pathsInText(chart!).map(({ target }) => target);
    expect(modules).toEqual(
      expect.arrayContaining([
        "server.js",
        "server/app.ts",
        "server/page-cache/middleware.ts",
        "app/entry.server.tsx",
        "app/http/shared-markup.server.ts",
        "app/platform/site-events.server.ts",
      ]),
    );
    expect(missing("docs/architecture.md (chart)", pathsInText(chart!))).toEqual([]);
  });

  it("would report a renamed module", () => {
    const renamed = page.replace("server/page-cache/middleware.ts", "server/page-cache/gone.ts");
    expect(missing("docs/architecture.md", pathsInText(renamed))).toEqual(
      expect.arrayContaining([expect.stringMatching(/: server\/page-cache\/gone\.ts$/)]),
    );
  });
});

describe("README, CONTRIBUTING, docs/*.md and the decision records", () => {
  const markdownIn = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `${folder}/${name}`);
  const files = [
    "README.md",
    "CONTRIBUTING.md",
    ...markdownIn("docs"),
    ...markdownIn("docs/decisions"),
  ];

  it("the folders and files a path may start with exist", () => {
    expect(
      [...ROOT_FOLDERS, ...ROOT_FILES].filter((name) => !existsSync(path.join(root, name))),
    ).toEqual([]);
  });

  it("link and point only at files in the repository", () => {
    const all = files.map((file) => ({ file, mentions: referencesInMarkdown(file, read(file)) }));
    // The readers find something: the docs do name paths (the check cannot pass empty).
    expect(all.find(({ file }) => file === "CONTRIBUTING.md")!.mentions.length).toBeGreaterThan(20);
    expect(all.flatMap(({ file, mentions }) => missing(file, mentions))).toEqual([]);
  });

  it("reads links, backticked paths and bare Markdown names, but not examples", () => {
    const sample = [
      "See [the notes](stack-notes.md#node-lines) and [home](https://example.com).",
      "`docs/nowhere.md` and `DESIGN.md`, `app/<domain>/`, `~/lib/zod`, `npm run x`.",
      "```sh",
      "cat docs/also-nowhere.md `app/x.ts`",
      "```",
    ].join("\n");
    expect(referencesInMarkdown("docs/sample.md", sample).map(({ target }) => target)).toEqual([
      "docs/stack-notes.md",
      "docs/nowhere.md",
      "DESIGN.md",
    ]);
  });
});
