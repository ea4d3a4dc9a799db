/**
 * Fails on any import cycle among the source files under the given folders (app/ and server/
 * by default), so that each concept keeps one home and modules load in one direction (issue 44).
 *
 * Every import counts: type-only ones and dynamic `import()` too. A type-only circle still
 * means two modules each claim part of one concept, and a lazy one is the same circle with a
 * delay. eslint-plugin-import-x's no-cycle skips both kinds, which is why this is a script of
 * our own (run by `npm run lint`).
 *
 * Usage: tsx scripts/check-import-cycles.ts [root] (root defaults to the repository).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

export interface CycleCheckOptions {
  /** The repository (or fixture) folder; `~/` resolves to its app/ folder. */
  root: string;
  /** Folders below root whose files are checked. */
  folders?: string[];
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The module file an import names, or null for a package (outside the checked tree). */
function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  // A ".js" specifier may name the ".ts" file (TypeScript's ESM convention).
  const candidates = [base, base.replace(/\.js$/, "")];
  for (const candidate of candidates) {
    for (const suffix of RESOLVE_SUFFIXES) {
      const file = candidate + suffix;
      if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

/** Each file's imports (static, type-only, re-exports and dynamic `import()`). */
export function importGraph({ root, folders = ["app", "server"] }: CycleCheckOptions) {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(root, file, imported.fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles, one per strongly connected group of files (Tarjan), each as a path of
 * files relative to root that starts and ends at the same file.
 */
export function findImportCycles(options: CycleCheckOptions): string[][] {
  const graph = importGraph(options);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);

  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    return cyclePath(graph, members, start).map((file) => path.relative(options.root, file));
  });
}

/** One shortest way round from `start` back to itself, inside one group (breadth first). */
function cyclePath(graph: Map<string, string[]>, members: Set<string>, start: string) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way: string[] = [];
        for (let step = file; step !== start; step = cameFrom.get(step)!) way.unshift(step);
        return [start, ...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
  );
  const cycles = findImportCycles({ root });
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s): move the shared piece to the module that owns it.`,
    );
    for (const cycle of cycles) console.error(`  ${cycle.join(" -> ")}`);
    process.exit(1);
  }
  console.log("No import cycles in app/ and server/.");
}
