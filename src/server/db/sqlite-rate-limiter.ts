import type Database from "better-sqlite3";
import { createMemoryRateLimiter, type MemoryRateLimiter } from "./memory-rate-limiter";
import { DAY_MS, MINUTE_MS, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

/**
 * How long admitted hits wait in memory before they are written: what a crash (not a stop: close
 * writes them) can lose. One commit a second instead of one per request, each an fsync under
 * synchronous=FULL, which the sign-ups' group commit in sqlite-store.ts exists to avoid.
 */
export const RATE_LIMIT_FLUSH_MS = 1_000;

/** The stored key, as in pg-rate-limiter.ts: the window's length first, so the sweep can tell minute rows from day rows. */
const storedKey = (rule: RateLimitRule) => `w${rule.windowMs}:${rule.key}`;

// A row from an earlier window restarts at our count; in the same window the higher count wins,
// so a process that started while another was stopping never lowers what the other wrote.
const WRITE = `
  insert into rate_limits (key, window_start, hits) values (?, ?, ?)
  on conflict (key) do update set
    hits = case
      when rate_limits.window_start = excluded.window_start then max(rate_limits.hits, excluded.hits)
      when rate_limits.window_start < excluded.window_start then excluded.hits
      else rate_limits.hits end,
    window_start = max(rate_limits.window_start, excluded.window_start)`;

/** Rows whose window is over: every row older than a day (the longest window), minute rows after a minute. */
const SWEEP = `delete from rate_limits where window_start <= ? or (window_start <= ? and key like ?)`;

interface Pending {
  windowStart: number;
  hits: number;
}

export interface SqliteRateLimiter {
  hit(rules: readonly RateLimitRule[], now: number): RateLimitResult;
  /** Writes the counts not yet written (the store calls it before closing). */
  flush(): void;
}

/**
 * The SQLite server's limiter: one process owns the database, so the counts live in its memory
 * as before and are answered from there; the database keeps them across restarts. A key's first
 * hit in a window reads what an earlier run stored; admitted hits are written in one transaction
 * at most RATE_LIMIT_FLUSH_MS later, and at close.
 */
export function createSqliteRateLimiter(client: Database.Database, memory: MemoryRateLimiter = createMemoryRateLimiter()): SqliteRateLimiter {
  const read = client.prepare<[string], { window_start: number; hits: number }>("select window_start, hits from rate_limits where key = ?");
  const write = client.prepare<[string, number, number]>(WRITE);
  const sweep = client.prepare<[number, number, string]>(SWEEP);
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let latest = 0;
  let nextSweep = 0;

  const writeAll = client.transaction((rows: [string, Pending][], now: number) => {
    for (const [key, { windowStart, hits }] of rows) write.run(key, windowStart, hits);
    if (now >= nextSweep) {
      nextSweep = windowOf(now).end;
      sweep.run(now - DAY_MS, now - MINUTE_MS, `w${MINUTE_MS}:%`);
    }
  });

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0 || !client.open) return;
    const rows = [...pending];
    pending.clear();
    try {
      writeAll.immediate(rows, latest);
    } catch {
      // Another process held the write lock longer than the busy timeout: the counts stay in
      // memory, where the limits are answered from, and go with the next write.
      for (const [key, value] of rows) if (!pending.has(key)) pending.set(key, value);
      schedule();
    }
  }

  function schedule(): void {
    timer ??= setTimeout(flush, RATE_LIMIT_FLUSH_MS).unref();
  }

  /** A key's first hit in this window (in this process) starts from the count stored before. */
  function load(rule: RateLimitRule, now: number): void {
    if (memory.has(rule.key, rule.windowMs, now)) return;
    const start = windowOf(now, rule.windowMs).start;
    const known = pending.get(storedKey(rule)) ?? read.get(storedKey(rule));
    const hits = known && ("windowStart" in known ? known.windowStart : known.window_start) === start ? known.hits : 0;
    memory.set(rule.key, rule.windowMs, now, hits);
  }

  return {
    hit(rules, now) {
      latest = Math.max(latest, now);
      for (const rule of rules) load(rule, now);
      const result = memory.hit(rules, now);
      if (result.allowed) {
        for (const rule of rules) {
          pending.set(storedKey(rule), { windowStart: windowOf(now, rule.windowMs).start, hits: memory.count(rule.key, rule.windowMs, now) });
        }
        schedule();
      }
      return result;
    },
    flush,
  };
}
