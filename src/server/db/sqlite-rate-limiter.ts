import type Database from "better-sqlite3";
import { createMemoryRateLimiter, type MemoryRateLimiter } from "./memory-rate-limiter";
import { DAY_MS, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

/**
 * Windows at least this long are kept in the database. A restart takes seconds, so a minute's
 * count it forgets lets a client at most one more minute's worth once; a day's would hand it a
 * whole new day (the daily 20 messages, the daily sign-ups). Minute counts would also be most of
 * the writes and of the rows to sweep.
 */
export const PERSISTED_WINDOW_MS = DAY_MS;

/** The longest admitted hits wait in memory when no stored row's transaction comes to write them. */
export const RATE_LIMIT_FLUSH_MS = 1_000;

/** Rows deleted per sweep at most, so a day's worth of ended rows never stalls the event loop at once. */
const SWEEP_BATCH = 1_000;

/** The stored key, as in pg-rate-limiter.ts: the window's length first. */
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

/** Rows whose window is over (every persisted window is at most a day long). */
const SWEEP = `delete from rate_limits where rowid in (select rowid from rate_limits where window_start <= ? limit ${SWEEP_BATCH})`;

interface Pending {
  windowStart: number;
  hits: number;
}

/** Counts taken out of memory to be written; given back when their transaction fails. */
export type PendingCounts = readonly [string, Pending][];

export interface SqliteRateLimiter {
  hit(rules: readonly RateLimitRule[], now: number): RateLimitResult;
  /** Takes the counts not yet written, for `write` in the caller's transaction. */
  take(): PendingCounts;
  /** Writes counts from `take`; call it inside a write transaction. */
  write(counts: PendingCounts): void;
  /** Puts back counts whose transaction failed, unless newer ones have arrived meanwhile. */
  restore(counts: PendingCounts): void;
  /** Writes what is pending in a transaction of its own (on a timer, and before closing). */
  flush(): void;
}

/**
 * The SQLite server's limiter: one process owns the database, so the counts live in its memory
 * and are answered from there, as before; the database keeps the daily ones across restarts. A
 * key's first hit in a day (in this process) reads what an earlier run stored. Admitted hits are
 * written with the next row stored (a batch of sign-ups, a message: sqlite-store.ts), in the same
 * commit and so at no extra fsync, so no stored row outlives a crash without its count; hits
 * that stored nothing go at most RATE_LIMIT_FLUSH_MS later in a commit of their own, or at close.
 */
export function createSqliteRateLimiter(client: Database.Database, memory: MemoryRateLimiter = createMemoryRateLimiter()): SqliteRateLimiter {
  const read = client.prepare<[string], { window_start: number; hits: number }>("select window_start, hits from rate_limits where key = ?");
  const upsert = client.prepare<[string, number, number]>(WRITE);
  const sweep = client.prepare<[number]>(SWEEP);
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let latest = 0;
  let nextSweep = 0;

  function write(counts: PendingCounts): void {
    for (const [key, { windowStart, hits }] of counts) upsert.run(key, windowStart, hits);
    if (latest >= nextSweep) {
      nextSweep = windowOf(latest).end;
      sweep.run(latest - DAY_MS);
    }
  }
  const writeAlone = client.transaction(write);

  function take(): PendingCounts {
    const counts = [...pending];
    pending.clear();
    return counts;
  }

  function restore(counts: PendingCounts): void {
    for (const [key, value] of counts) if (!pending.has(key)) pending.set(key, value);
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!client.open || (pending.size === 0 && latest < nextSweep)) return;
    const counts = take();
    try {
      writeAlone.immediate(counts);
    } catch {
      // Another process held the write lock longer than the busy timeout: the counts stay in
      // memory, where the limits are answered from, and go with the next write.
      restore(counts);
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
      const persisted = rules.filter((rule) => rule.windowMs >= PERSISTED_WINDOW_MS);
      for (const rule of persisted) load(rule, now);
      const result = memory.hit(rules, now);
      if (result.allowed && persisted.length > 0) {
        for (const rule of persisted) {
          pending.set(storedKey(rule), { windowStart: windowOf(now, rule.windowMs).start, hits: memory.count(rule.key, rule.windowMs, now) });
        }
        schedule();
      }
      return result;
    },
    take,
    write,
    restore,
    flush,
  };
}
