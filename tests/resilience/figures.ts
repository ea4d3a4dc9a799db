import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";

/**
 * A figure the closing note needs (writes acknowledged/lost, requests fuzzed/5xx, memory
 * of the soak): printed, attached to the test's result, and appended to
 * `$TEST_REPORT_DIR/resilience-figures.txt` when CI collects reports.
 */
export function recordFigure(name: string, text: string): void {
  console.log(`[resilience] ${name}: ${text}`);
  test.info().annotations.push({ type: name, description: text });
  const reportDir = process.env.TEST_REPORT_DIR;
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  appendFileSync(path.join(reportDir, "resilience-figures.txt"), `${name}: ${text}\n`);
}
