import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// The decision records stay decisions a newcomer can read (issue 44): short, in one shape, and
// honest about what later records changed. Step-by-step measurements belong in git history and
// bench/RESULTS.md, not in a record.

const DIRECTORY = path.resolve(import.meta.dirname, "../../docs/decisions");
const MAX_LINES = 150;
/** The sections every record has, in this order (others, such as "Figures", may sit between). */
const SECTIONS = ["Context", "Decision", "Alternatives", "Consequences"] as const;

const records = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(DIRECTORY, name), "utf8") }));
const numbers = new Set(records.map(({ name }) => Number(name.slice(0, 4))));

/** What is wrong with one record, as sentences; empty when nothing is. */
function problemsOf(name: string, text: string, known: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  const fileName = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name);
  if (!fileName) return [`${name}: the name is not NNNN-words-with-dashes.md`];
  const number = Number(fileName[1]);
  const lines = text.replace(/\n$/, "").split("\n");

  if (lines.length > MAX_LINES) {
    problems.push(`${name}: ${lines.length} lines, over ${MAX_LINES}`);
  }
  if (!lines[0]?.startsWith(`# ${number}. `)) {
    problems.push(`${name}: the first line is not "# ${number}. Title"`);
  }
  if (!/^- Date: \d{4}-\d{2}-\d{2}\b/.test(lines[2] ?? "")) {
    problems.push(`${name}: the third line is not "- Date: YYYY-MM-DD"`);
  }
  const status = lines[3] ?? "";
  if (!/^- Status: (accepted|superseded by \d{4})\b/.test(status)) {
    problems.push(`${name}: the fourth line is not "- Status: accepted…" or "superseded by NNNN…"`);
  }

  // The Status line and its continuation lines, up to the blank line.
  const statusText = lines.slice(3, lines.indexOf("", 3)).join(" ");
  for (const match of statusText.matchAll(/supersede[sd]?(?: in part)?(?: by)? (\d{4})\b/g)) {
    if (!known.has(Number(match[1]))) {
      problems.push(`${name}: its Status names record ${match[1]}, which does not exist`);
    }
  }

  const headings = lines.filter((line) => line.startsWith("## ")).map((line) => line.slice(3));
  let previous = -1;
  for (const section of SECTIONS) {
    const count = headings.filter((heading) => heading === section).length;
    if (count !== 1) {
      problems.push(`${name}: "## ${section}" appears ${count} times, not once`);
      continue;
    }
    const position = headings.indexOf(section);
    if (position < previous) problems.push(`${name}: "## ${section}" is out of order`);
    previous = position;
  }
  for (const heading of headings) {
    if (/^addendum\b/i.test(heading)) {
      problems.push(`${name}: "## ${heading}": fold it into the decision (git keeps the diary)`);
    }
  }
  if (text.includes("stack-notes-additions")) {
    problems.push(
      `${name}: names docs/stack-notes-additions.md; the notes are docs/stack-notes.md`,
    );
  }
  return problems;
}

describe("decision records", () => {
  test("there are records to check", () => {
    expect(records.length).toBeGreaterThan(20);
  });

  test.each(records)("$name is a decision in the common shape", ({ name, text }) => {
    expect(problemsOf(name, text, numbers)).toEqual([]);
  });

  test("the checks catch a diary, a missing section and a wrong status", () => {
    const good = [
      "# 7. A title",
      "",
      "- Date: 2026-11-21",
      "- Status: accepted; in part superseded by 0008",
      "",
      "## Context",
      "## Decision",
      "## Alternatives",
      "## Consequences",
    ].join("\n");
    const known = new Set([7, 8]);
    expect(problemsOf("0007-a-title.md", good, known)).toEqual([]);

    const long = `${good}\n${"a line\n".repeat(MAX_LINES)}`;
    expect(problemsOf("0007-a-title.md", long, known)).toEqual([
      `0007-a-title.md: ${MAX_LINES + 9} lines, over ${MAX_LINES}`,
    ]);
    expect(problemsOf("0007-a-title.md", good.replace("## Context\n", ""), known)).toEqual([
      '0007-a-title.md: "## Context" appears 0 times, not once',
    ]);
    expect(problemsOf("0007-a-title.md", `${good}\n## Addendum 2026-11-28`, known)).toHaveLength(1);
    expect(problemsOf("0007-a-title.md", good.replace("accepted", "done"), known)).toHaveLength(1);
    expect(problemsOf("0007-a-title.md", good.replace("0008", "0009"), known)).toEqual([
      "0007-a-title.md: its Status names record 0009, which does not exist",
    ]);
    expect(problemsOf("0007-a-title.md", good.replace("# 7.", "# 0007 —"), known)).toHaveLength(1);
  });
});
