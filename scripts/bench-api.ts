/**
 * `npm run bench:api [-- --duration 10 --connections 10 --prefill 100000] [--baseline DIR --rounds 2]`
 *
 * Starts the production server (scripts/start.ts) on a fresh database and measures
 * `POST /api/waitlist` with distinct emails: sign-ups/s and p50/p99 latency, on an empty list
 * and again after pre-filling it. The rate limits are on, as in production, and every sign-up comes
 * from its own client address (behind a trusted proxy, X-Forwarded-For): each one is counted in
 * new minute and day windows, the limiter's most expensive case. SQLite always; PostgreSQL too when DATABASE_URL is set (a new
 * throw-away database is created on that server and dropped afterwards; nothing else is touched).
 * Budget, empty and at 100,000 entries, on both engines: >= 2,000 sign-ups/s with p99 < 25 ms and
 * no failure.
 *
 * With `--baseline DIR` (a checkout of another commit, installed and built), that checkout's server
 * and this one's are measured in turns, `--rounds` times each, every run on a database of its own:
 * the machine's load weighs on both alike, and the server CPU per sign-up compares the builds.
 * On PostgreSQL the CPU of the database's processes per sign-up is printed too (a server on this
 * machine): what a change saves there does not show in the server's own figure.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error -- autocannon ships no type declarations; we use its documented promise API.
import autocannon from "autocannon";
import pg from "pg";
import { countEntries, prefill } from "./lib/bench-database";
import { cpuTimeMs, perSignup, postgresCpuTimeMs } from "./lib/process-cpu";
import { ensureBuild, startProductionServer, type ProductionServer } from "./lib/production-server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    prefill: { type: "string", default: "100000" },
    baseline: { type: "string" },
    rounds: { type: "string", default: "2" },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PREFILL = Number(args.prefill);
const BASELINE = args.baseline ? path.resolve(args.baseline) : undefined;
const ROUNDS = BASELINE ? Number(args.rounds) : 1;
/** The builds measured, in turns: this checkout's, and the baseline's when given. */
const BUILDS: { name: string; checkout?: string }[] = BASELINE ? [{ name: "this" }, { name: "baseline", checkout: BASELINE }] : [{ name: "this" }];
const MIN_SIGNUPS_PER_SECOND = 2000;
const P99_BUDGET_MS = 25;
const ENGINES = ["sqlite", "postgres"] as const;

interface AutocannonResult {
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: { p50: number; p99: number; average: number; max: number };
}

interface Measurement {
  engine: string;
  build: string;
  /** CPU time the server process spent per sign-up: independent of what else runs on the machine. */
  cpuMsPerSignup: number | null;
  /** CPU time PostgreSQL's processes spent per sign-up (a server on this machine only); null on SQLite. */
  databaseCpuMsPerSignup: number | null;
  listSize: number;
  signupsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  /** 1-minute load average when the run ended: other work on the machine skews every figure. */
  load: number;
}

/** A distinct IPv4 address per sign-up of a run (2^24 of them in 10.0.0.0/8). */
function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function load(url: string, label: string, seconds: number): Promise<AutocannonResult> {
  let counter = 0;
  const prefix = `${label}-${randomBytes(4).toString("hex")}`;
  return (await autocannon({
    url: `${url}/api/waitlist`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        setupRequest: (request: { headers: Record<string, string> }) => {
          const n = counter++;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": clientAddress(n) },
            body: JSON.stringify({ email: `${prefix}-${n}@bench.test`, language: "en", source: "bench" }),
          };
        },
      },
    ],
  })) as AutocannonResult;
}

async function measure(engine: string, build: string, server: ProductionServer, listSize: number): Promise<Measurement> {
  const url = server.url;
  await load(url, `warm-${listSize}`, 2);
  const cpuBefore = cpuTimeMs(server.child.pid);
  const databaseBefore = engine === "postgres" ? postgresCpuTimeMs() : null;
  const result = await load(url, `run-${listSize}`, DURATION);
  const cpuAfter = cpuTimeMs(server.child.pid);
  const databaseAfter = engine === "postgres" ? postgresCpuTimeMs() : null;
  return {
    engine,
    build,
    cpuMsPerSignup: perSignup(cpuBefore, cpuAfter, result["2xx"]),
    databaseCpuMsPerSignup: perSignup(databaseBefore, databaseAfter, result["2xx"]),
    listSize,
    signupsPerSecond: Math.round(result["2xx"] / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

/** Production's limits (env defaults) with the client address read from X-Forwarded-For. */
const LIMITS_ON = { RATE_LIMITS: "on", TRUST_PROXY: "1" };

async function benchEngine(engine: string, engineEnv: Record<string, string>, build: { name: string; checkout?: string }): Promise<Measurement[]> {
  const env = { ...engineEnv, ...LIMITS_ON };
  const results: Measurement[] = [];
  let server = await startProductionServer(env, undefined, build.checkout);
  results.push(await measure(engine, build.name, server, 0));
  await server.stop();
  const before = await countEntries(env);
  const size = await prefill(env, Math.max(before, PREFILL));
  server = await startProductionServer(env, undefined, build.checkout);
  results.push(await measure(engine, build.name, server, size));
  await server.stop();
  return results;
}

/** Each build in turn, `ROUNDS` times, each run on a fresh database from `freshDatabase`. */
async function benchBuilds(engine: string, freshDatabase: (run: (env: Record<string, string>) => Promise<void>) => Promise<void>): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of BUILDS) await freshDatabase(async (env) => void results.push(...(await benchEngine(engine, env, build))));
  }
  return results;
}

async function main(): Promise<void> {
  ensureBuild();
  console.log(`POST /api/waitlist, distinct emails and client addresses, limits on, ${CONNECTIONS} connections, ${DURATION} s per run (after a 2 s warm-up)`);
  console.log(`${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} at start\n`);
  if (BASELINE) console.log(`in turns with the baseline's server (${BASELINE}), ${ROUNDS} rounds\n`);
  const results: Measurement[] = [];

  results.push(
    ...(await benchBuilds("sqlite", async (run) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "architech-bench-"));
      try {
        await run({ DATA_DIR: dataDir, DATABASE_URL: "" });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    })),
  );

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    results.push(
      ...(await benchBuilds("postgres", async (run) => {
        const name = `architech_bench_${randomBytes(4).toString("hex")}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        try {
          await run({ DATABASE_URL: url.toString(), DATA_DIR: tmpdir() });
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      })),
    );
  }

  console.table(
    results.map((r) => ({
      engine: r.engine,
      ...(BASELINE ? { build: r.build } : {}),
      "entries at start": r.listSize,
      "sign-ups/s": r.signupsPerSecond,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "max ms": r.max,
      "non-201 / errors": r.failures,
      "server CPU ms/sign-up": r.cpuMsPerSignup,
      ...(serverUrl ? { "PostgreSQL CPU ms/sign-up": r.databaseCpuMsPerSignup } : {}),
      "load avg": r.load,
    })),
  );
  let ok = true;
  for (const engine of ENGINES) {
    const runs = results.filter((r) => r.engine === engine && r.build === "this");
    if (runs.length === 0) continue;
    const met = runs.every((r) => r.signupsPerSecond >= MIN_SIGNUPS_PER_SECOND && r.p99 < P99_BUDGET_MS && r.failures === 0);
    console.log(
      `${engine} budget (>= ${MIN_SIGNUPS_PER_SECOND}/s, p99 < ${P99_BUDGET_MS} ms, no failures, empty and at ${PREFILL}): ${met ? "met" : "NOT met"}`,
    );
    ok &&= met;
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
