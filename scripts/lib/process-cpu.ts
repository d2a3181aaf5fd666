import { readdirSync, readFileSync } from "node:fs";

/** utime + stime of a process in ms, from /proc (Linux); null elsewhere. */
export function cpuTimeMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** CPU time of every PostgreSQL process on this machine, in ms (its backends live as long as the server's pool). */
export function postgresCpuTimeMs(): number {
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpuTimeMs(Number(pid)) ?? 0;
    } catch {
      // the process ended while we read
    }
  }
  return total;
}

export const perSignup = (before: number | null, after: number | null, signups: number) =>
  before !== null && after !== null && signups > 0 ? Math.round(((after - before) / signups) * 1000) / 1000 : null;
