#!/usr/bin/env node
// Prints one closing line for the whole test run from the JSON reports Vitest and Playwright write in CI.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync("reports/unit.json")) {
  const unit = JSON.parse(readFileSync("reports/unit.json", "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
if (existsSync("reports/e2e.json")) {
  const e2e = JSON.parse(readFileSync("reports/e2e.json", "utf8"));
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
