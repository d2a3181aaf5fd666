/**
 * npx tsx scripts/bench-search.ts [origin]: what the site search costs, against the production server
 * (started on the current build unless an origin is given), in the system Chromium:
 * - the index's size per language (dist/client/pagefind: Pagefind stores its files compressed);
 * - the bytes the first search transfers, from pressing "/" to the first result of a query typed at
 *   once: the dialog's code, then Pagefind's script, worker, WebAssembly, index chunks and fragments;
 * - the time from pressing "/" to the first result shown (median of RUNS cold visits per language);
 * Timings depend on a quiet machine: the load average is printed beside them.
 */
import { mkdtempSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";
import { localizePath } from "../src/i18n/locale-path";
import { locales } from "../src/i18n/routing";
import { SEARCH_BUNDLE_PATH } from "../src/lib/search-bundle";
import { root, startProductionServer } from "./lib/production-server";
import { launchChromium } from "./lib/chromium";

const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 5);
const QUERY = "drizzle";
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function indexSizes(): Promise<Record<string, number>> {
  const dir = path.join(root, "dist/client", SEARCH_BUNDLE_PATH);
  const sizes: Record<string, number> = { shared: 0 };
  for (const file of await readdir(dir, { recursive: true })) {
    const full = path.join(dir, file);
    if (/\.(br|gz)$/.test(file) || !(await stat(full)).isFile()) continue;
    const language = locales.find((locale) => path.basename(file).includes(`${locale}_`) || path.basename(file) === `wasm.${locale}.pagefind`);
    sizes[language ?? "shared"] = (sizes[language ?? "shared"] ?? 0) + (await stat(full)).size;
  }
  return sizes;
}

/** One cold visit: press "/", type the query as soon as the field is there, wait for the first result. */
async function firstSearch(page: Page, origin: string, url: string) {
  await page.goto(`${origin}${url}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { searchMarks: Record<string, number> }).searchMarks = marks;
    document.addEventListener("keydown", () => (marks.key ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!marks.result && document.querySelector("[role=option]")) marks.result = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const transfers: { path: string; bytes: number }[] = [];
  const record = async (response: import("@playwright/test").Response) => {
    const sizes = await response.request().sizes();
    transfers.push({ path: new URL(response.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  };
  page.on("response", record);
  await page.keyboard.press("/");
  await page.getByRole("combobox").fill(QUERY);
  await page.getByRole("option").first().waitFor();
  page.off("response", record);
  const marks = await page.evaluate(() => (window as unknown as { searchMarks: Record<string, number> }).searchMarks);
  const sum = (match: (path: string) => boolean) => transfers.filter((transfer) => match(transfer.path)).reduce((total, transfer) => total + transfer.bytes, 0);
  return {
    ms: (marks.result ?? 0) - (marks.key ?? 0),
    dialogCode: sum((p) => p.startsWith("/_astro/")),
    pagefind: sum((p) => p.startsWith(SEARCH_BUNDLE_PATH)),
    files: transfers.length,
  };
}

async function main() {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  const server = given ? undefined : await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "architech-bench-")), DATABASE_URL: "" });
  const origin = given ?? server!.url;
  const browser = await launchChromium();
  try {
    console.log("Index size per language (as stored and served):");
    for (const [language, bytes] of Object.entries(await indexSizes())) console.log(`  ${language.padEnd(7)} ${kib(bytes)}`);

    console.log(
      `\nFirst search ("${QUERY}", ${RUNS} cold visits per language; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}):`,
    );
    for (const locale of locales) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        runs.push(await firstSearch(await context.newPage(), origin, localizePath("/philosophy", locale)));
        await context.close();
      }
      const last = runs.at(-1)!;
      console.log(
        `  ${locale}: ${Math.round(median(runs.map((run) => run.ms)))} ms to the first result (runs: ${runs.map((run) => Math.round(run.ms)).join(", ")}); ` +
          `transferred ${kib(last.dialogCode + last.pagefind)} in ${last.files} files: dialog code ${kib(last.dialogCode)}, Pagefind ${kib(last.pagefind)}`,
      );
    }

  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
