import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, test } from "vitest";
import { cn } from "~/lib/cn";

/**
 * `cn` replaced tailwind-merge in the browser bundle (decision 0021). It must merge exactly as
 * tailwind-merge does for the classes the app uses: every token of every string in app/ that
 * holds at least one Tailwind utility (by tailwind-merge's reading) is checked alone and, when
 * either function treats it as a utility, against every other such token in both orders. tailwind-merge decides class by class whether a later class of the
 * same or a conflicting group removes it, so agreeing on every pair means agreeing on any list.
 */
function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.server\.ts$/.test(entry.name)) found.push(file);
  }
  return found;
}

/** tailwind-merge keeps one of two identical utilities, and both of two unknown classes. */
function isUtility(token: string): boolean {
  return twMerge(token, token) === token;
}

function tokens(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles("app")) {
    // Demo content, and cn's own tables (group names, not classes).
    if (file.includes(`${path.sep}seed${path.sep}`) || file.endsWith(path.join("lib", "cn.ts"))) {
      continue;
    }
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g,
    )) {
      const words = (match[1] ?? match[2] ?? match[3] ?? "").split(/\s+/).filter(Boolean);
      if (!words.some(isUtility)) continue;
      for (const word of words) found.add(word);
    }
  }
  return [...found].sort();
}

describe("cn", () => {
  const all = tokens();
  const utilities = all.filter((token) => isUtility(token) || cn(token, token) === token);

  test("finds the app's classes", () => {
    expect(utilities.length).toBeGreaterThan(500);
    expect(utilities).toContain("px-4");
    expect(utilities).toContain("text-muted-foreground");
  });

  test("treats every token alone and twice as tailwind-merge does", () => {
    const differ = all.filter(
      (token) => cn(token) !== twMerge(token) || cn(token, token) !== twMerge(token, token),
    );
    expect(differ).toEqual([]);
  });

  // Every pair: a few hundred thousand merges, ~2 s of CPU alone and over 20 s on two cores at a
  // load average of 15, so it allows 90 s.
  test("merges every pair of the app's utilities as tailwind-merge does", () => {
    const differ: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const expected = twMerge(first, second);
        const actual = cn(first, second);
        if (actual !== expected)
          differ.push(`${first} + ${second}: ${actual} (expected ${expected})`);
      }
    }
    expect(differ.slice(0, 40), `${differ.length} pairs differ`).toEqual([]);
  }, 90_000);

  test("keeps clsx's inputs and tailwind-merge's examples", () => {
    expect(cn("h-10 px-4", { "h-9": true, hidden: false }, ["md:text-sm", undefined])).toBe(
      "px-4 h-9 md:text-sm",
    );
    expect(cn("p-4", "px-2")).toBe(twMerge("p-4", "px-2"));
    expect(cn("px-2", "p-4")).toBe(twMerge("px-2", "p-4"));
    expect(cn("size-10", "h-9")).toBe(twMerge("size-10", "h-9"));
    expect(cn("hover:bg-accent", "hover:bg-primary/90 bg-muted")).toBe(
      twMerge("hover:bg-accent", "hover:bg-primary/90 bg-muted"),
    );
  });

  test("answers a list asked again from its cache the same, also after the cache filled up", () => {
    const first = cn("h-10 px-4", "h-9");
    // More distinct lists than the cache keeps: it starts over rather than growing.
    for (let n = 0; n < 6_000; n++) expect(cn(`mt-${n}`, "mt-2")).toBe("mt-2");
    expect(cn("h-10 px-4", "h-9")).toBe(first);
    expect(first).toBe("px-4 h-9");
  });
});
