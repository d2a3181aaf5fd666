#!/usr/bin/env node
// Usage: node scripts/first-load-js.mjs http://localhost:3000 / /fr /cli ...
// Prints the gzip size of the JavaScript each page's HTML loads (what DESIGN.md budgets).
import { firstLoadJs } from "./lib/first-load-js.mjs";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const cache = new Map();
for (const path of paths.length ? paths : ["/"]) {
  const { bytes, scripts } = await firstLoadJs(baseUrl, path, cache);
  console.log(`${path.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip in ${scripts} scripts`);
}
