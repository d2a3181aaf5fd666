/**
 * npm run bench:lighthouse: Lighthouse (mobile and desktop) on every route in both languages against
 * the production server, with the system Chromium. Prints a table against the README's budgets and
 * exits non-zero on any miss. Runs 3 times for / and /fr (medians), once elsewhere.
 *
 * The build's canonical URLs must be on the origin being audited (Lighthouse's SEO check), so the
 * benchmark rebuilds with SITE_URL set to its own origin when the existing build was made for another.
 * The mobile CPU slowdown is Lighthouse's default 4x on a machine with a BenchmarkIndex of 1,500 or
 * more, and calibrated to slower machines (scripts/lib/cpu-slowdown.ts) unless LIGHTHOUSE_CPU_SLOWDOWN
 * is set. Results depend on a quiet machine: the load average is printed beside them.
 *
 * Besides the scores it reports, per page, the script a visitor downloads before interacting (gzip
 * bytes of every script Lighthouse saw loading, without scrolling or input) and the total bytes
 * transferred at load.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { throttling } from "lighthouse/core/config/constants.js";
import { allPagePaths, noindexPagePaths } from "../src/lib/routes";
import { scriptBytesBeforeInteraction } from "./lib/script-bytes";
import { cpuSlowdownFor } from "./lib/cpu-slowdown";
import { startProductionServer, type ProductionServer } from "./lib/production-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const BUILT_LANDING_PAGE = "dist/client/index.html";
// The README's budgets: script before interaction, bytes at load, and the Lighthouse figures.
const LANDING_SCRIPT_BUDGET = 15 * 1024;
const PAGE_BYTES_BUDGET = 120 * 1024;
const PERFORMANCE_BUDGET = 98;
const LCP_BUDGET_MS = 1800;
const TBT_BUDGET_MS = 100;
const DEFAULT_SLOWDOWN_FROM_INDEX = 1500;
const only = process.argv.slice(2);

interface Result {
  route: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  script: number;
  bytes: number;
  misses: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The origin the existing build's canonical URLs point at, or null when there is no build. */
function builtCanonicalOrigin(): string | null {
  if (!existsSync("dist/server/entry.mjs") || !existsSync(BUILT_LANDING_PAGE)) return null;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(BUILT_LANDING_PAGE, "utf8"))?.[1];
  return canonical ? new URL(canonical).origin : null;
}

/** The production server on BENCH_PORT, rebuilt first when the build was made for another origin. */
function startServer(): Promise<ProductionServer> {
  if (builtCanonicalOrigin() !== BASE) {
    console.error(`Building with SITE_URL=${BASE} ...`);
    const build = spawnSync("npx", ["astro", "build"], {
      stdio: "inherit",
      env: { ...process.env, SITE_URL: BASE, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return startProductionServer({ SITE_URL: BASE, DATA_DIR: mkdtempSync(join(tmpdir(), "architech-bench-")), DATABASE_URL: "" }, PORT);
}

/** Lighthouse's estimate of this machine's CPU speed: the median of three short audits. */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(`${BASE}/philosophy`, { port, output: "json", logLevel: "error", onlyAudits: ["viewport"] });
    samples.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  return median(samples);
}

async function audit(port: number, url: string, formFactor: "mobile" | "desktop", cpuSlowdown: number) {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Nothing is scrolled or clicked: what loads is what a visitor gets before interacting.
    // Desktop runs keep their preset (no CPU slowdown); mobile keeps the slow 4G network of the default.
    ...(formFactor === "mobile" ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
  let result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  // A run that failed to trace the page (Lighthouse's runtimeError) scores 0 everywhere: run it again.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
    console.error(`${url} ${formFactor}: ${result.lhr.runtimeError.code}, running again`);
    result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  }
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: metric("total-byte-weight"),
    scriptUrls: networkScripts(audits["network-requests"]?.details),
  };
}

/** URLs of the scripts in Lighthouse's network log. */
function networkScripts(details: unknown): string[] {
  const items = (details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === "Script").map((item) => item.url);
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const results: Result[] = [];
  let setup = "";
  const gzipCache = new Map<string, number>();
  try {
    const benchmarkIndex = await measureBenchmarkIndex(chrome.port);
    const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
      ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
      : benchmarkIndex >= DEFAULT_SLOWDOWN_FROM_INDEX
        ? 4
        : cpuSlowdownFor(benchmarkIndex);
    const load = loadavg().map((value) => value.toFixed(2)).join(", ");
    setup = `BenchmarkIndex ${Math.round(benchmarkIndex)}, mobile CPU slowdown ${cpuSlowdown}x (Lighthouse's default 4x from an index of 1,500), load average ${load}`;
    console.error(setup);
    const routes = allPagePaths.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`]);
    for (const route of routes.filter((candidate) => only.length === 0 || only.includes(candidate))) {
      const path = route.replace(/^\/fr(?=\/|$)/, "") || "/";
      const runs = path === "/" ? 3 : 1;
      for (const formFactor of ["mobile", "desktop"] as const) {
        const samples: Awaited<ReturnType<typeof audit>>[] = [];
        for (let run = 0; run < runs; run++) samples.push(await audit(chrome.port, `${BASE}${route}`, formFactor, cpuSlowdown));
        const pick = (key: Exclude<keyof (typeof samples)[number], "scriptUrls">) => median(samples.map((sample) => sample[key]));
        const script = await scriptBytesBeforeInteraction(`${BASE}${route}`, samples[0]?.scriptUrls ?? [], gzipCache);
        const row: Result = {
          route,
          formFactor,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          fcp: pick("fcp"),
          lcp: pick("lcp"),
          tbt: pick("tbt"),
          cls: pick("cls"),
          script,
          bytes: pick("bytes"),
          misses: [],
        };
        if (row.performance < PERFORMANCE_BUDGET) row.misses.push("performance");
        if (row.lcp > LCP_BUDGET_MS) row.misses.push("lcp");
        if (row.tbt > TBT_BUDGET_MS) row.misses.push("tbt");
        if (row.accessibility < 100) row.misses.push("accessibility");
        if (row.bestPractices < 100) row.misses.push("best practices");
        // A noindex page fails Lighthouse's "is crawlable" check by design.
        if (row.seo < 100 && !noindexPagePaths.includes(path)) row.misses.push("seo");
        if (row.cls > 0) row.misses.push("cls");
        if (path === "/" && script > LANDING_SCRIPT_BUDGET) row.misses.push("script before interaction");
        if (row.bytes > PAGE_BYTES_BUDGET) row.misses.push("bytes at load");
        results.push(row);
        console.error(`${route} ${formFactor}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`${setup}\n`);
  console.log("| route | form | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | script before interaction (gzip) | bytes at load | within budget |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of results) {
    console.log(
      `| ${row.route} | ${row.formFactor} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${(row.script / 1024).toFixed(1)} KB | ${(row.bytes / 1024).toFixed(1)} KiB | ${row.misses.length ? `no: ${row.misses.join(", ")}` : "yes"} |`,
    );
  }
  const misses = results.filter((row) => row.misses.length > 0);
  console.log(misses.length ? `\n${misses.length} of ${results.length} runs miss a budget.` : `\nAll ${results.length} runs are within budget.`);
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
