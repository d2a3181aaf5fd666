import type pg from "pg";
import type { MemoryRateLimiter } from "./memory-rate-limiter";
import { combine, DAY_MS, MINUTE_MS, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

/**
 * Counts `n` hits per key and window; a row left from an earlier window starts again at `n`.
 * Parameters `$first`..`$first+2` are the keys, their windows' starts and their counts; each key
 * appears once (PostgreSQL refuses to update one row twice in one insert). `from` joins more
 * relations to the input, e.g. a locked row that must be taken first.
 */
export function hitUpsertSql(first: number, from = ""): string {
  return `
  insert into rate_limits (key, window_start, hits)
  select t.key, t.window_start, t.n from unnest($${first}::text[], $${first + 1}::bigint[], $${first + 2}::int[]) as t(key, window_start, n)${from}
  on conflict (key) do update set
    hits = case when rate_limits.window_start >= excluded.window_start then rate_limits.hits + excluded.hits else excluded.hits end,
    window_start = greatest(rate_limits.window_start, excluded.window_start)
  returning key, hits`;
}

// Named: each connection parses and plans it once; a primary-key upsert has one plan at any size.
const HIT = { name: "rate-limit-hit", text: hitUpsertSql(1) } as const;

/** Rows whose window is over: every row older than a day (the longest window), minute rows after a minute. */
const SWEEP = `delete from rate_limits where window_start < $1 or (window_start < $2 and key like $3)`;

/** The stored key: the window's length first, so the sweep can tell minute rows from day rows. */
const storedKey = (rule: RateLimitRule) => `w${rule.windowMs}:${rule.key}`;

export interface PendingHit {
  rules: readonly RateLimitRule[];
  now: number;
  resolve(result: RateLimitResult): void;
  reject(error: unknown): void;
}

/** A batch of hits ready to send: the upsert's three arrays, and what to do with its rows. */
export interface HitBatch {
  values: [string[], number[], number[]];
  settle(rows: readonly { key: string; hits: number }[]): void;
  fail(error: unknown): void;
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
 * One part of `splitByWindow` as an upsert. Its rows give each key's count after the batch; a hit's
 * own count is that minus the batch's later hits on the key, so hits are counted in arrival order.
 */
export function prepareHits(part: readonly PendingHit[], memory: MemoryRateLimiter): HitBatch {
  const batchHits = new Map<string, { windowStart: number; hits: number }>();
  for (const item of part) {
    for (const rule of item.rules) {
      const key = storedKey(rule);
      const entry = batchHits.get(key);
      if (entry) entry.hits += 1;
      else batchHits.set(key, { windowStart: windowOf(item.now, rule.windowMs).start, hits: 1 });
    }
  }
  // Sorted keys: two statements upserting the same rows lock them in the same order (no deadlock).
  const keys = [...batchHits.keys()].sort();
  return {
    values: [keys, keys.map((key) => batchHits.get(key)!.windowStart), keys.map((key) => batchHits.get(key)!.hits)],
    settle(rows) {
      const after = new Map(rows.map((row) => [row.key, row.hits]));
      const seen = new Map<string, number>();
      for (const item of part) {
        const verdicts = item.rules.map((rule) => {
          const key = storedKey(rule);
          const inBatch = batchHits.get(key)!.hits;
          const order = (seen.get(key) ?? 0) + 1;
          seen.set(key, order);
          const total = after.get(key) ?? inBatch;
          memory.set(rule.key, rule.windowMs, item.now, total);
          return { allowed: total - inBatch + order <= rule.limit, retryAfterSeconds: windowOf(item.now, rule.windowMs).retryAfterSeconds };
        });
        item.resolve(combine(verdicts));
      }
    },
    fail(error) {
      for (const item of part) item.reject(error);
    },
  };
}

/** Sends one batch of hits on its own. */
export async function sendHits(pool: pg.Pool, batch: HitBatch): Promise<void> {
  let rows: { key: string; hits: number }[];
  try {
    ({ rows } = await pool.query<{ key: string; hits: number }>({ ...HIT, values: batch.values }));
  } catch (error) {
    batch.fail(error);
    return;
  }
  batch.settle(rows);
}

/**
 * The front of the limits shared by every server process on one PostgreSQL database (windows of
 * at most a day). The database holds the counts; each process remembers the last count it saw per
 * key, so a client already at its limit is refused from memory, without a database write and
 * without counting (as on SQLite, a refused request uses up no budget): a flood from one address
 * costs at most one write per window and process, not one per request. Only a request that finds
 * a window full in the database, having been let through by a process that did not know yet, is
 * counted in the request's other windows. The hits it lets through go to `enqueue` (pg-group-commit.ts).
 */
export function createPgRateLimiter(pool: pg.Pool, memory: MemoryRateLimiter, enqueue: (hit: PendingHit) => void) {
  let nextSweep = 0;

  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = windowOf(now).end;
    // In the background: a failed sweep is retried next minute and never fails a request.
    pool.query(SWEEP, [now - DAY_MS, now - MINUTE_MS, `w${MINUTE_MS}:%`]).catch(() => {});
  }

  return {
    hit(rules: readonly RateLimitRule[], now: number): Promise<RateLimitResult> {
      const full = rules.filter((rule) => memory.count(rule.key, rule.windowMs, now) >= rule.limit);
      if (full.length > 0) {
        return Promise.resolve(combine(full.map((rule) => ({ allowed: false, retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds }))));
      }
      if (rules.length === 0) return Promise.resolve(combine([]));
      return new Promise<RateLimitResult>((resolve, reject) =>
        enqueue({
          rules,
          now,
          resolve(result) {
            // Once counted: a sweep sent earlier could delete the row of a window that hits still queued for.
            sweep(now);
            resolve(result);
          },
          reject,
        }),
      );
    },
  };
}
