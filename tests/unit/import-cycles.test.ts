import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findImportCycles } from "../../scripts/check-import-cycles";

/** A throwaway tree of source files, given as path → text. */
let root = "";
function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("check-import-cycles", () => {
  it("finds a circle through the ~/ alias, a type-only import and a dynamic import", () => {
    tree({
      "app/lib/data.ts": 'import type { loader } from "~/root";\nexport type D = typeof loader;\n',
      "app/root.tsx":
        'import { Header } from "./components/header";\nexport const loader = Header;\n',
      "app/components/header.tsx":
        'import type { D } from "../lib/data";\nexport const Header = 1;\n',
      "app/components/menu.tsx": 'export const open = () => import("./menu-body");\n',
      "app/components/menu-body.tsx": 'import { open } from "./menu";\nexport const body = open;\n',
      "server/index.ts": 'import express from "express";\nimport "../app/root";\n',
    });
    expect(findImportCycles({ root })).toEqual([
      ["app/components/header.tsx", "app/lib/data.ts", "app/root.tsx", "app/components/header.tsx"],
      ["app/components/menu-body.tsx", "app/components/menu.tsx", "app/components/menu-body.tsx"],
    ]);
  });

  it("finds nothing once the shared piece has one home", () => {
    tree({
      "app/lib/data.ts": "export type D = { title: string };\n",
      "app/root.tsx":
        'import { Header } from "./components/header";\nexport const loader = Header;\n',
      "app/components/header.tsx":
        'import type { D } from "~/lib/data";\nexport const Header = 1;\n',
      "server/index.ts": 'import "../app/root.tsx";\n',
    });
    expect(findImportCycles({ root })).toEqual([]);
  });

  it("finds the repository free of cycles", () => {
    expect(findImportCycles({ root: path.resolve(import.meta.dirname, "../..") })).toEqual([]);
  });
});
