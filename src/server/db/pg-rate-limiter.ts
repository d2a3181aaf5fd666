import type pg from "pg";
import { createMemoryRateLimiter, type MemoryRateLimiter } from "./memory-rate-limiter";
import { combine, DAY_MS, MINUTE_MS, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

/**
 * Counts `n` hits per key and window; a row left from an earlier window starts again at `n`.
 * Each key appears once per statement (PostgreSQL refuses to update one row twice in one insert).
 */
const HIT = `
  insert into rate_limits (key, window_start, hits)
  select key, window_start, n from unnest($1::text[], $2::bigint[], $3::int[]) as t(key, window_start, n)
  on conflict (key) do update set
    hits = case when rate_limits.window_start >= excluded.window_start then rate_limits.hits + excluded.hits else excluded.hits end,
    window_start = greatest(rate_limits.window_start, excluded.window_start)
  returning key, hits`;

/** Rows whose window is over: every row older than a day (the longest window), minute rows after a minute. */
const SWEEP = `delete from rate_limits where window_start < $1 or (window_start < $2 and key like $3)`;

/** The stored key: the window's length first, so the sweep can tell minute rows from day rows. */
const storedKey = (rule: RateLimitRule) => `w${rule.windowMs}:${rule.key}`;

/** Hits per statement at most, to bound one batch's latency. */
const MAX_BATCH = 512;

export interface PendingHit {
  rules: readonly RateLimitRule[];
  now: number;
  resolve(result: RateLimitResult): void;
  reject(error: unknown): void;
}

/** One stored key's hits in a batch: its window, and the hits of the batch in the order they came. */
interface KeyHits {
  windowStart: number;
  hits: number;
}

/**
 * Cuts a batch where a key would be counted in two windows (a minute ended while it queued): each
 * part names a key with one window only, so one upsert row per key counts it exactly.
 */
export function splitByWindow(batch: readonly PendingHit[]): PendingHit[][] {
  const parts: PendingHit[][] = [];
  let part: PendingHit[] = [];
  let windows = new Map<string, number>();
  for (const item of batch) {
    const clashes = item.rules.some((rule) => {
      const start = windows.get(storedKey(rule));
      return start !== undefined && start !== windowOf(item.now, rule.windowMs).start;
    });
    if (clashes) {
      parts.push(part);
      part = [];
      windows = new Map();
    }
    for (const rule of item.rules) windows.set(storedKey(rule), windowOf(item.now, rule.windowMs).start);
    part.push(item);
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * Limits shared by every server process on one PostgreSQL database (windows of at most a day).
 * The database holds the counts; each process remembers the last count it saw per key, so a
 * client already at its limit is refused from memory, without a database write and without
 * counting (as on SQLite, a refused request uses up no budget): a flood from one address costs
 * at most one write per window and process, not one per request. Only a request that finds a
 * window full in the database, having been let through by a process that did not know yet, is
 * counted in the request's other windows.
 *
 * Group commit, as the waitlist's sign-ups in pg-store.ts: while one upsert runs, arriving hits
 * queue and go together in the next, so a burst costs one statement and one commit per batch
 * instead of one per request. Within a batch, hits on one key are counted in arrival order.
 */
export function createPgRateLimiter(pool: pg.Pool, memory: MemoryRateLimiter = createMemoryRateLimiter()) {
  let nextSweep = 0;
  const queue: PendingHit[] = [];
  let draining = false;

  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = windowOf(now).end;
    // In the background: a failed sweep is retried next minute and never fails a request.
    pool.query(SWEEP, [now - DAY_MS, now - MINUTE_MS, `w${MINUTE_MS}:%`]).catch(() => {});
  }

  async function count(part: readonly PendingHit[]): Promise<void> {
    const keys = new Map<string, KeyHits>();
    for (const item of part) {
      for (const rule of item.rules) {
        const key = storedKey(rule);
        const entry = keys.get(key);
        if (entry) entry.hits += 1;
        else keys.set(key, { windowStart: windowOf(item.now, rule.windowMs).start, hits: 1 });
      }
    }
    // Sorted keys: two statements upserting the same rows lock them in the same order (no deadlock).
    const ordered = [...keys.keys()].sort();
    let rows: { key: string; hits: number }[];
    try {
      ({ rows } = await pool.query<{ key: string; hits: number }>(HIT, [
        ordered,
        ordered.map((key) => keys.get(key)!.windowStart),
        ordered.map((key) => keys.get(key)!.hits),
      ]));
    } catch (error) {
      for (const item of part) item.reject(error);
      return;
    }
    // The count after the batch, then each hit's own count: the batch's earlier hits come before it.
    const after = new Map(rows.map((row) => [row.key, row.hits]));
    const seen = new Map<string, number>();
    for (const item of part) {
      item.resolve(
        combine(
          item.rules.map((rule) => {
            const key = storedKey(rule);
            const batchHits = keys.get(key)!.hits;
            const order = (seen.get(key) ?? 0) + 1;
            seen.set(key, order);
            const total = after.get(key) ?? batchHits;
            const count = total - batchHits + order;
            memory.set(rule.key, rule.windowMs, item.now, total);
            return { allowed: count <= rule.limit, retryAfterSeconds: windowOf(item.now, rule.windowMs).retryAfterSeconds };
          }),
        ),
      );
    }
    sweep(part[part.length - 1]!.now);
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) for (const part of splitByWindow(queue.splice(0, MAX_BATCH))) await count(part);
    } finally {
      draining = false;
    }
  }

  return function hit(rules: readonly RateLimitRule[], now: number): Promise<RateLimitResult> {
    const full = rules.filter((rule) => memory.count(rule.key, rule.windowMs, now) >= rule.limit);
    if (full.length > 0) {
      return Promise.resolve(combine(full.map((rule) => ({ allowed: false, retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds }))));
    }
    if (rules.length === 0) return Promise.resolve(combine([]));
    return new Promise<RateLimitResult>((resolve, reject) => {
      queue.push({ rules, now, resolve, reject });
      if (!draining) void drain();
    });
  };
}
