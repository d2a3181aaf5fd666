import type pg from "pg";
import { createMemoryRateLimiter, type MemoryRateLimiter } from "./memory-rate-limiter";
import { combine, DAY_MS, MINUTE_MS, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

/** Counts one hit per key and window; a row left from an earlier window starts again at 1. */
const HIT = `
  insert into rate_limits (key, window_start, hits)
  select key, window_start, 1 from unnest($1::text[], $2::bigint[]) as t(key, window_start)
  on conflict (key) do update set
    hits = case when rate_limits.window_start >= excluded.window_start then rate_limits.hits + 1 else 1 end,
    window_start = greatest(rate_limits.window_start, excluded.window_start)
  returning key, hits`;

/** Rows whose window is over: every row older than a day (the longest window), minute rows after a minute. */
const SWEEP = `delete from rate_limits where window_start < $1 or (window_start < $2 and key like $3)`;

/** The stored key: the window's length first, so the sweep can tell minute rows from day rows. */
const storedKey = (rule: RateLimitRule) => `w${rule.windowMs}:${rule.key}`;

/**
 * Limits shared by every server process on one PostgreSQL database (windows of at most a day).
 * The database holds the counts; each process remembers the last count it saw per key, so a
 * client already at its limit is refused from memory, without a database write and without
 * counting (as on SQLite, a refused request uses up no budget): a flood from one address costs
 * at most one write per window and process, not one per request. Only a request that finds a
 * window full in the database, having been let through by a process that did not know yet, is
 * counted in the request's other windows.
 */
export function createPgRateLimiter(pool: pg.Pool, memory: MemoryRateLimiter = createMemoryRateLimiter()) {
  let nextSweep = 0;

  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = windowOf(now).end;
    // In the background: a failed sweep is retried next minute and never fails a request.
    pool.query(SWEEP, [now - DAY_MS, now - MINUTE_MS, `w${MINUTE_MS}:%`]).catch(() => {});
  }

  return async function hit(rules: readonly RateLimitRule[], now: number): Promise<RateLimitResult> {
    const full = rules.filter((rule) => memory.count(rule.key, rule.windowMs, now) >= rule.limit);
    if (full.length > 0) {
      return combine(full.map((rule) => ({ allowed: false, retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds })));
    }
    // Sorted keys: two requests upserting the same rows lock them in the same order (no deadlock).
    const ordered = [...rules].sort((a, b) => (storedKey(a) < storedKey(b) ? -1 : 1));
    const { rows } = await pool.query<{ key: string; hits: number }>(HIT, [
      ordered.map(storedKey),
      ordered.map((rule) => windowOf(now, rule.windowMs).start),
    ]);
    const hits = new Map(rows.map((row) => [row.key, row.hits]));
    sweep(now);
    return combine(
      rules.map((rule) => {
        const count = hits.get(storedKey(rule)) ?? 1;
        memory.set(rule.key, rule.windowMs, now, count);
        return { allowed: count <= rule.limit, retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds };
      }),
    );
  };
}
