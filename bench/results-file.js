// bench/RESULTS.md holds one section per benchmark script, each between its own markers.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Puts `section` (which starts with `<!-- bench:NAME -->` and ends with `<!-- /bench:NAME -->`)
 * in place of that section of bench/RESULTS.md, or at its end the first time.
 */
export async function writeResultsSection(root, name, section) {
  const file = path.join(root, "bench", "RESULTS.md");
  const previous = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  const marked = new RegExp(`<!-- bench:${name} -->[\\s\\S]*<!-- /bench:${name} -->`);
  const next = marked.test(previous)
    ? previous.replace(marked, () => section)
    : `${previous.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
  console.log("wrote bench/RESULTS.md");
}
