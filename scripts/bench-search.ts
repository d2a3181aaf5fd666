/**
 * npx tsx scripts/bench-search.ts [origin...]: what the site search costs, against the production
 * server (started on the current build unless origins are given: several, say a build before a
 * change and one after, take turns run by run), in the system Chromium:
 * - the index's size per language (dist/client/pagefind: Pagefind stores its files compressed);
 * - the bytes the first search transfers, from pressing "/" to the first result of the typed query:
 *   the dialog's code, then Pagefind's script, worker, WebAssembly, index chunks and fragments;
 * - the time from pressing "/" (then typing the query, key by key) to the first result on screen,
 *   with the CPU slowed 4x through the DevTools protocol as Lighthouse's mobile preset does
 *   (`SEARCH_BENCH_CPU` to change it), on cold visits (a new browser context each, no cache): the
 *   median of RUNS per language, and when each step of the way arrived, to see where the time goes.
 * The typed text must still be in the field once results show: a lost key fails the run.
 * Timings depend on a quiet machine: the load average is printed beside them, before and after.
 */
import { mkdtempSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type Page, type Request } from "@playwright/test";
import { localizePath } from "../src/i18n/locale-path";
import { locales } from "../src/i18n/routing";
import { SEARCH_BUNDLE_PATH, SEARCH_SCRIPT_PATH, SEARCH_WORKER_PATH } from "../src/lib/search-bundle";
import { root, startProductionServer } from "./lib/production-server";
import { launchChromium } from "./lib/chromium";

const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.SEARCH_BENCH_CPU ?? 4);
const QUERY = "drizzle";
const RESULT_TIMEOUT_MS = 15_000;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

/** The steps of a first search, each the end of the first response that matches it. */
const STEPS: { name: string; match: (path: string) => boolean }[] = [
  { name: "dialog code", match: (p) => p.includes("open-search-dialog") },
  { name: "pagefind.js", match: (p) => p === SEARCH_SCRIPT_PATH },
  { name: "worker", match: (p) => p === SEARCH_WORKER_PATH },
  { name: "wasm", match: (p) => p.startsWith(SEARCH_BUNDLE_PATH) && p.includes("/wasm.") },
  { name: "index chunk", match: (p) => p.startsWith(`${SEARCH_BUNDLE_PATH}index/`) },
  { name: "fragment", match: (p) => p.startsWith(`${SEARCH_BUNDLE_PATH}fragment/`) },
];

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

interface Marks {
  key?: number;
  result?: number;
}

/** One cold visit: press "/", type the query key by key, wait for the first result to be painted. */
async function firstSearch(page: Page, origin: string, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // As a visitor who reaches for the search once the page has loaded: no wait for anything else.
  await page.goto(`${origin}${url}`, { waitUntil: "load" });
  await page.evaluate(() => {
    const marks: Marks = {};
    (window as unknown as { searchMarks: Marks }).searchMarks = marks;
    // The key's own time: this listener runs after the page's, which opens the dialog.
    document.addEventListener("keydown", (event) => (marks.key ??= performance.timeOrigin + event.timeStamp), { capture: true });
    new MutationObserver(() => {
      if (marks.result || !document.querySelector("dialog[open] [role=option]")) return;
      // On screen once the frame that holds it is painted.
      requestAnimationFrame(() => setTimeout(() => (marks.result ??= performance.timeOrigin + performance.now())));
    }).observe(document.body, { childList: true, subtree: true });
  });
  const transfers: { path: string; bytes: number; end: number }[] = [];
  const record = async (request: Request) => {
    const sizes = await request.sizes();
    const timing = request.timing();
    // A preloaded module's timing can lack its end (-1): the time the event came is close enough.
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    transfers.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize, end });
  };
  page.on("requestfinished", record);
  await page.keyboard.press("/");
  await page.keyboard.type(QUERY);
  // Asked every 100 ms: a locator's wait polls the page at every frame, on the main thread being measured.
  const deadline = Date.now() + RESULT_TIMEOUT_MS;
  while (!(await page.evaluate(() => (window as unknown as { searchMarks: Marks }).searchMarks.result))) {
    if (Date.now() > deadline) throw new Error(`No result for "${QUERY}" within ${RESULT_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off("requestfinished", record);
  const typed = await page.locator("dialog[open] input").inputValue();
  if (typed !== QUERY) throw new Error(`The field holds "${typed}" once results show, not "${QUERY}": typed text was lost`);
  const marks = await page.evaluate(() => (window as unknown as { searchMarks: Marks }).searchMarks);
  const key = marks.key ?? 0;
  const sum = (match: (path: string) => boolean) => transfers.filter((transfer) => match(transfer.path)).reduce((total, transfer) => total + transfer.bytes, 0);
  const steps = Object.fromEntries(
    STEPS.map((step) => {
      const ends = transfers.filter((transfer) => step.match(transfer.path) && transfer.end >= key).map((transfer) => transfer.end - key);
      return [step.name, ends.length ? Math.min(...ends) : Number.NaN];
    }),
  );
  return {
    ms: (marks.result ?? 0) - key,
    steps,
    dialogCode: sum((p) => p.startsWith("/_astro/")),
    pagefind: sum((p) => p.startsWith(SEARCH_BUNDLE_PATH)),
    files: transfers.length,
  };
}

async function main() {
  const given = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const server = given.length > 0 ? undefined : await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "architech-bench-")), DATABASE_URL: "" });
  const origins = given.length > 0 ? given : [server!.url];
  const browser = await launchChromium();
  try {
    console.log("Index size per language (as stored and served by this build):");
    for (const [language, bytes] of Object.entries(await indexSizes())) console.log(`  ${language.padEnd(7)} ${kib(bytes)}`);

    console.log(`\nFirst search ("${QUERY}" typed after "/", CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} cold visits per language; load average ${loadAverage()}):`);
    for (const locale of locales) {
      // Several servers (a build before a change, one after): their runs take turns, so that the load of the machine weighs on each alike.
      const runs = new Map<string, Awaited<ReturnType<typeof firstSearch>>[]>(origins.map((origin) => [origin, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const origin of origins) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          runs.get(origin)!.push(await firstSearch(await context.newPage(), origin, localizePath("/philosophy", locale)));
          await context.close();
        }
      }
      for (const [origin, measured] of runs) {
        const last = measured.at(-1)!;
        console.log(
          `  ${locale}${origins.length > 1 ? ` ${origin}` : ""}: ${Math.round(median(measured.map((run) => run.ms)))} ms to the first result (runs: ${measured.map((run) => Math.round(run.ms)).join(", ")}); ` +
            `transferred ${kib(last.dialogCode + last.pagefind)} in ${last.files} files: dialog code ${kib(last.dialogCode)}, Pagefind ${kib(last.pagefind)}`,
        );
        console.log(`      median arrival after "/": ${STEPS.map((step) => `${step.name} ${Math.round(median(measured.map((run) => run.steps[step.name]!)))} ms`).join(", ")}`);
      }
    }
    console.log(`Load average after: ${loadAverage()}`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
