import type pg from "pg";
import type { MemoryRateLimiter } from "./memory-rate-limiter";
import type { PendingSignup } from "./pg-waitlist-batch";
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
  /** Taken into a statement: too late to send a sign-up with it. */
  taken?: boolean;
  /** The sign-up this request makes if its hit is allowed, sent in the same statement (pg-group-commit.ts). */
  signup?: PendingSignup;
}

/**
 * A sign-up sent with its own hit: the statement stores it only if, for each of its keys, the
 * count after the batch is at most `maxes[i]` (what lets this hit in, given the batch's later hits).
 */
export interface GatedSignup {
  signup: PendingSignup;
  keys: string[];
  maxes: number[];
  /** Set by `settle`: the verdict the statement applied. */
  allowed?: boolean;
}

/** A batch of hits ready to send: the upsert's three arrays, the sign-ups they gate, and what to do with its rows. */
export interface HitBatch {
  values: [string[], number[], number[]];
  gated: GatedSignup[];
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
 * own count is that minus the batch's later hits on the key, so hits are counted in arrival order:
 * a hit is allowed while the count after the batch is at most its limit plus those later hits.
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
  const seen = new Map<string, number>();
  const maxes = part.map((item) =>
    item.rules.map((rule) => {
      const key = storedKey(rule);
      const order = (seen.get(key) ?? 0) + 1;
      seen.set(key, order);
      return rule.limit + batchHits.get(key)!.hits - order;
    }),
  );
  const gated = new Map<PendingHit, GatedSignup>();
  part.forEach((item, i) => {
    if (item.signup) gated.set(item, { signup: item.signup, keys: item.rules.map(storedKey), maxes: maxes[i]! });
  });
  // Sorted keys: two statements upserting the same rows lock them in the same order (no deadlock).
  const keys = [...batchHits.keys()].sort();
  return {
    values: [keys, keys.map((key) => batchHits.get(key)!.windowStart), keys.map((key) => batchHits.get(key)!.hits)],
    gated: [...gated.values()],
    settle(rows) {
      const after = new Map(rows.map((row) => [row.key, row.hits]));
      part.forEach((item, i) => {
        const verdicts = item.rules.map((rule, r) => {
          const key = storedKey(rule);
          const total = after.get(key) ?? batchHits.get(key)!.hits;
          memory.set(rule.key, rule.windowMs, item.now, total);
          return { allowed: total <= maxes[i]![r]!, retryAfterSeconds: windowOf(item.now, rule.windowMs).retryAfterSeconds };
        });
        const verdict = combine(verdicts);
        const gate = gated.get(item);
        if (gate) gate.allowed = verdict.allowed;
        item.resolve(verdict);
      });
    },
    fail(error) {
      for (const item of part) {
        item.reject(error);
        item.signup?.reject(error);
      }
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

  /** The queued hit behind each verdict handed out, so the request's sign-up can join it. */
  const queued = new WeakMap<Promise<RateLimitResult>, PendingHit>();

  return {
    hit(rules: readonly RateLimitRule[], now: number): Promise<RateLimitResult> {
      const full = rules.filter((rule) => memory.count(rule.key, rule.windowMs, now) >= rule.limit);
      if (full.length > 0) {
        return Promise.resolve(combine(full.map((rule) => ({ allowed: false, retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds }))));
      }
      if (rules.length === 0) return Promise.resolve(combine([]));
      let pending: PendingHit | undefined;
      const verdict = new Promise<RateLimitResult>((resolve, reject) => {
        pending = {
          rules,
          now,
          resolve(result) {
            // Once counted: a sweep sent earlier could delete the row of a window that hits still queued for.
            sweep(now);
            resolve(result);
          },
          reject,
        };
      });
      queued.set(verdict, pending!);
      enqueue(pending!);
      return verdict;
    },
    /**
     * Sends `signup` in the same statement as the hit behind `verdict`, stored only if that hit is
     * allowed; false when the hit has already gone (or never needed the database).
     */
    attach(verdict: Promise<RateLimitResult>, signup: PendingSignup): boolean {
      const hit = queued.get(verdict);
      if (!hit || hit.taken || hit.signup) return false;
      hit.signup = signup;
      return true;
    },
  };
}
