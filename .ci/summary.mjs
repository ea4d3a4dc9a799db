// Adds up the JSON reports of Vitest and Playwright into one closing line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped: pwSkipped } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    skipped += pwSkipped;
    console.log(`${file}: ${expected + flaky} passed, ${unexpected} failed (${flaky} flaky)`);
  }
}
if (passed === 0) {
  console.error("No test reports found: the suite ran no test.");
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
