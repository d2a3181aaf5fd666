/**
 * npm run bench:interaction [-- <name> ...] [--runs N]: how fast a visitor's first input on a cold
 * page is answered, on a phone-class CPU. The production server, the system Chromium with the CPU
 * slowed 4x (DevTools protocol, as Lighthouse's mobile preset), a new browser context per run (no
 * cache), and for each interaction the median of 5 runs of:
 *  - input -> result: from the input event's timestamp to the first frame showing the result;
 *  - longest event: the longest duration the Event Timing API reports for the input's events
 *    (a PerformanceObserver on `event` entries, durationThreshold 16: the lab form of INP).
 * The page is acted on as soon as its `load` event fires: no hover pause, no wait for any code.
 * Prints the table against the README's budgets with the BenchmarkIndex and the load average, and
 * exits non-zero when a budget is missed or an input is never answered.
 */
import { loadavg } from "node:os";
import { type Browser, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { interactions, type Interaction } from "./lib/interactions";
import { formatInteractionTable, summarise, type InteractionRun } from "./lib/interaction-table";
import { ensureBuild, startProductionServer } from "./lib/production-server";
import { launchChromium } from "./lib/chromium";

const RESULT_TIMEOUT_MS = 10_000;

function parseArgs(argv: string[]): { names: string[]; runs: number } {
  const runsAt = argv.indexOf("--runs");
  const runs = runsAt === -1 ? 5 : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");
  const names = argv.filter((arg, index) => !arg.startsWith("--") && (runsAt === -1 || index !== runsAt + 1));
  const unknown = names.filter((name) => !interactions.some((interaction) => interaction.name === name));
  if (unknown.length > 0) throw new Error(`Unknown interaction: ${unknown.join(", ")} (known: ${interactions.map((interaction) => interaction.name).join(", ")})`);
  return { names, runs };
}

/**
 * Installed in the page before its own scripts: records the first input's timestamp, then checks
 * the interaction's result (`__benchResult`) at every frame and notes the first frame it holds,
 * and the longest event the Event Timing API reports after the input. All of it runs in the page
 * itself, so nothing the harness injects competes with the page's work while it is measured.
 */
function recordInputs() {
  const page = window as unknown as { __benchResult: () => boolean; __benchArmed?: boolean; __bench: { input: number | null; resultAt: number | null; longest: number } };
  const state = { input: null as number | null, resultAt: null as number | null, longest: 0 };
  page.__bench = state;
  const watch = () => {
    if (page.__benchResult()) state.resultAt = performance.now();
    else requestAnimationFrame(watch);
  };
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    addEventListener(
      type,
      (event) => {
        // What the interaction's `prepare` types is not the input measured.
        if (state.input !== null || page.__benchArmed !== true) return;
        state.input = event.timeStamp;
        requestAnimationFrame(watch);
      },
      { capture: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (state.input !== null && entry.startTime >= state.input - 1) state.longest = Math.max(state.longest, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

type PageBench = { input: number | null; resultAt: number | null; longest: number };

async function runOnce(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionRun> {
  const context = await browser.newContext({ viewport: interaction.viewport ?? { width: 1440, height: 900 }, bypassCSP: true });
  try {
    // tsx compiles these functions with esbuild's keepNames, whose `__name` helper the page lacks.
    await context.addInitScript({ content: `globalThis.__name = (target) => target; window.__benchResult = ${interaction.result};` });
    await context.addInitScript(recordInputs);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: "load" });
    await interaction.prepare?.(page);
    await page.evaluate(() => {
      (window as unknown as { __benchArmed: boolean }).__benchArmed = true;
    });
    await interaction.act(page);
    return await readTimes(page);
  } finally {
    await context.close();
  }
}

async function readTimes(page: Page): Promise<InteractionRun> {
  const read = () => page.evaluate(() => (window as unknown as { __bench: PageBench }).__bench);
  const deadline = Date.now() + RESULT_TIMEOUT_MS;
  let bench = await read();
  while (bench.resultAt === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    bench = await read();
  }
  if (bench.input === null || bench.resultAt === null) return { answeredMs: null, longestEventMs: null };
  // Event Timing entries come once the frame after the input has been presented.
  await new Promise((resolve) => setTimeout(resolve, 300));
  bench = await read();
  return { answeredMs: Math.max(0, bench.resultAt! - bench.input!), longestEventMs: bench.longest };
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return samples.sort((a, b) => a - b)[1]!;
  } finally {
    await page.close();
  }
}

async function main() {
  const { names, runs } = parseArgs(process.argv.slice(2));
  const chosen = names.length > 0 ? interactions.filter((interaction) => names.includes(interaction.name)) : interactions;
  ensureBuild();
  const server = await startProductionServer({});
  const browser = await launchChromium();
  try {
    const index = await benchmarkIndex(browser);
    const loadBefore = loadavg()[0]!;
    const rows = [];
    for (const interaction of chosen) {
      const measured: InteractionRun[] = [];
      for (let run = 0; run < runs; run++) measured.push(await runOnce(browser, server.url, interaction));
      rows.push(summarise(interaction, measured));
    }
    console.log(`BenchmarkIndex ${Math.round(index)}, CPU slowed 4x, ${runs} cold runs per interaction, load average ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after`);
    console.log(formatInteractionTable(rows));
    if (rows.some((row) => !row.ok)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
