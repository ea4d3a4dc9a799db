import { readFileSync } from "node:fs";
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
  /^zod$/, // bundled into the server build
];

const STATIC_IMPORT = /^\s*import\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

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

test("a worker's start imports none of the packages loaded on first use", () => {
  const { files, packages } = staticGraph(path.resolve(E2E_BUILD_DIR, "server", "index.js"));
  expect(files.size, "the entry imports chunks").toBeGreaterThan(1);
  expect(packages, "the graph is read").toContain("express");
  for (const pattern of LOADED_ON_FIRST_USE) {
    expect(packages.filter((name) => pattern.test(name))).toEqual([]);
  }
});
