import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_BUILD_DIR } from "./server-env";

/**
 * What a worker loads before it serves (decision 0020): the server entry and every chunk it
 * imports statically, and their packages. Packages that only some requests or configurations
 * need are loaded on first use (`lazyRequire`, `React.lazy`), so none of them may be imported
 * statically by that graph.
 */
const LOADED_ON_FIRST_USE = [
  /^pg$/, // PostgreSQL only
  /^sanitize-html$/, // the first article shown or written
  /^highlight\.js/, // the first code block shown
  /^@tiptap\//, // the editor
  /^prosemirror-/,
  /^sharp$/, // the first upload
  /^nodemailer$/, // the first mail
  /^@aws-sdk\//, // S3 media only
  /^better-auth/, // the first session
  /^(stream-json|stream-chain)/, // the first Ghost import
  /^sax$/, // the first WordPress import
  /^uqr$/, // the first two-factor set-up
  /^jose$/, // the first Admin API request
  /^zod$/, // bundled into the server build
];

/** `import … from "x"`, `import "x"` and `export … from "x"` (an entry re-exporting a chunk). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith(".")) visit(path.resolve(path.dirname(file), specifier!));
      else if (!specifier!.startsWith("node:")) packages.add(specifier!);
    }
  };
  visit(entry);
  return { files, packages: [...packages] };
}

test("the primary's first read, worker-plan.js, imports Node built-ins only", () => {
  // It forks the first worker before anything else loads (decision 0020): a package or the
  // configuration (zod) imported here would delay every multi-worker start again.
  const { files, packages } = staticGraph(path.resolve(E2E_BUILD_DIR, "server", "worker-plan.js"));
  expect(packages, "no package (pino, …)").toEqual([]);
  // zod is bundled, so it would come as a chunk, not a package: the configuration's chunk alone
  // is ~200 KB; the plan is a few lines.
  const bytes = [...files].reduce((sum, file) => sum + statSync(file).size, 0);
  expect(bytes, `worker-plan.js and its chunks: ${[...files].join(", ")}`).toBeLessThan(8_000);
});

test("a worker's start imports none of the packages loaded on first use", () => {
  const { files, packages } = staticGraph(path.resolve(E2E_BUILD_DIR, "server", "index.js"));
  expect(files.size, "the entry imports chunks").toBeGreaterThan(1);
  expect(packages, "the graph is read").toContain("express");
  for (const pattern of LOADED_ON_FIRST_USE) {
    expect(packages.filter((name) => pattern.test(name))).toEqual([]);
  }
});

test("the server build is ASCII and holds no comments", () => {
  // Every process compiles it at start: Node 20 decodes a source file with any non-ASCII byte
  // ~90× slower, and comments are text V8 still scans (vite.config.ts, decision 0020). A
  // non-ASCII character the bundler cannot escape (inside a tagged template, such as sql``)
  // belongs in a constant passed as a value.
  const dir = path.resolve(E2E_BUILD_DIR, "server");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".js"),
  );
  expect(files.length).toBeGreaterThan(3);
  for (const name of files) {
    const text = readFileSync(path.join(dir, name), "latin1");
    const offset = text.search(/[\x80-\xff]/);
    expect(offset === -1 ? "" : text.slice(Math.max(0, offset - 80), offset + 20), name).toBe("");
    expect(text, name).not.toMatch(/^\s*\/\*\*\s/m);
  }
});
