/**
 * `npm run bench:serve [-- --duration 10 --connections 20]`
 *
 * Starts the production server (scripts/start.ts) on a free port and measures static serving with
 * autocannon: requests/s and p50/p99 latency of `/`, `/marketplace` and one hashed /_astro asset,
 * each with `Accept-Encoding: br` (the precompressed files), --duration seconds each after a 2 s
 * warm-up. The load average is printed beside the figures: other work on the machine skews them.
 *
 * Client and server share the machine, and autocannon (JavaScript, two worker threads) needs
 * more CPU per request than the server does: the table also gives the server's own CPU time per
 * request, and what that allows on one core, which does not depend on the client.
 * Budget (README, Budgets): `/` at >= 3,000 requests/s with 20 connections on 2 cores.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error -- autocannon ships no type declarations; we use its documented promise API.
import autocannon from "autocannon";
import { ensureBuild, root, startProductionServer } from "./lib/production-server";

const { values: args } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "20" } },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const BUDGET = 3_000;
const HEADERS = { "accept-encoding": "br" };

interface AutocannonResult {
  duration: number;
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: { average: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
}

/** The stylesheet every page links: a content-hashed file under /_astro/. */
function hashedAsset(): string {
  const html = readFileSync(path.join(root, "dist/client/index.html"), "utf8");
  const asset = /\/_astro\/[^"'\s>]+\.(?:css|js)/.exec(html)?.[0];
  if (!asset) throw new Error("dist/client/index.html links no /_astro/ asset");
  return asset;
}

function run(url: string, seconds: number): Promise<AutocannonResult> {
  const workers = Math.min(2, cpus().length);
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, workers }) as Promise<AutocannonResult>;
}

/** utime + stime of a process in ms, from /proc (Linux); null elsewhere. */
function cpuTimeMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const targets = ["/", "/marketplace", hashedAsset()];
  const dataDir = mkdtempSync(path.join(tmpdir(), "architech-bench-serve-"));
  const server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  console.log(`GET with Accept-Encoding: br, ${CONNECTIONS} connections, ${DURATION} s per path (after a 2 s warm-up)`);
  console.log(`${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(" ")} at start\n`);
  const rows = [];
  try {
    for (const target of targets) {
      const url = `${server.url}${target}`;
      const probe = await fetch(url, { headers: HEADERS });
      if (probe.status !== 200 || probe.headers.get("content-encoding") !== "br") {
        throw new Error(`${target} answered ${probe.status} with content-encoding ${probe.headers.get("content-encoding")}`);
      }
      await run(url, 2);
      const serverBefore = cpuTimeMs(server.child.pid);
      const clientBefore = process.cpuUsage();
      const result = await run(url, DURATION);
      const serverAfter = cpuTimeMs(server.child.pid);
      const client = process.cpuUsage(clientBefore);
      const answered = result["2xx"] + result.non2xx;
      const serverUs = serverBefore !== null && serverAfter !== null && answered > 0 ? ((serverAfter - serverBefore) * 1000) / answered : null;
      rows.push({
        path: target,
        "requests/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "MB/s": Math.round(result.throughput.average / 1e5) / 10,
        "non-2xx / errors": result.non2xx + result.errors + result.timeouts,
        "server CPU µs/request": serverUs === null ? null : Math.round(serverUs),
        "server requests/s per core": serverUs === null ? null : Math.round(1e6 / serverUs),
        "client CPU %": Math.round((client.user + client.system) / 10 / (result.duration * 1000)),
        "load avg (1 min)": loadavg()[0]!.toFixed(2),
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const home = rows[0]!;
  const ok = home["requests/s"] >= BUDGET && home["non-2xx / errors"] === 0;
  console.log(`Budget for / (>= ${BUDGET} requests/s, no failures): ${ok ? "met" : "NOT met"}`);
  if (!ok && (home["server requests/s per core"] ?? 0) >= BUDGET) {
    console.log(`The client was the limit: the server spent ${home["server CPU µs/request"]} µs of CPU per request on /.`);
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
