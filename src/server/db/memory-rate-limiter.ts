import { combine, windowOf, type RateLimitResult, type RateLimitRule } from "./rate-limit";

interface Counter {
  start: number;
  end: number;
  count: number;
}

/**
 * Fixed windows counted in process memory. On SQLite it is the limiter (one server process owns
 * the database), its counts kept in the database across restarts by sqlite-rate-limiter.ts; on
 * PostgreSQL it answers clients already over a limit without a database write (see pg-rate-limiter.ts). Windows of any length share one map; ended ones are swept once a minute.
 */
export function createMemoryRateLimiter(maxKeys = 100_000) {
  const counters = new Map<string, Counter>();
  let nextSweep = 0;

  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = windowOf(now).end;
    for (const [key, counter] of counters) if (counter.end <= now) counters.delete(key);
  }

  // One key may be limited per minute and per day at once: each window counts apart.
  const slot = (key: string, windowMs: number) => `${windowMs}:${key}`;

  function counter(key: string, windowMs: number, now: number): Counter {
    const window = windowOf(now, windowMs);
    const current = counters.get(slot(key, windowMs));
    if (current && current.start === window.start) return current;
    if (!current && counters.size >= maxKeys) {
      // A flood of distinct addresses must not grow memory without bound: forget the oldest.
      const oldest = counters.keys().next().value;
      if (oldest !== undefined) counters.delete(oldest);
    }
    const fresh = { start: window.start, end: window.end, count: 0 };
    counters.set(slot(key, windowMs), fresh);
    return fresh;
  }

  return {
    /**
     * Refuses, counting nothing, when any rule's window is already full; otherwise counts the
     * request in every window. Only admitted requests use up a budget, so a visitor refused by
     * the per-minute limit does not also spend their daily one.
     */
    hit(rules: readonly RateLimitRule[], now: number): RateLimitResult {
      sweep(now);
      const counters = rules.map((rule) => counter(rule.key, rule.windowMs, now));
      const verdicts = rules.map((rule, i) => ({
        allowed: counters[i]!.count < rule.limit,
        retryAfterSeconds: windowOf(now, rule.windowMs).retryAfterSeconds,
      }));
      const result = combine(verdicts);
      if (result.allowed) for (const current of counters) current.count += 1;
      return result;
    },
    /** How many requests this process has counted for `key` in the current window (0 when none). */
    count(key: string, windowMs: number, now: number): number {
      const current = counters.get(slot(key, windowMs));
      return current && current.start === windowOf(now, windowMs).start ? current.count : 0;
    },
    /** Whether this process holds a count for `key` in the current window (even a count of 0). */
    has(key: string, windowMs: number, now: number): boolean {
      return counters.get(slot(key, windowMs))?.start === windowOf(now, windowMs).start;
    },
    /** Sets the count of `key` in the current window, e.g. to what the database reported. */
    set(key: string, windowMs: number, now: number, count: number): void {
      counter(key, windowMs, now).count = count;
    },
    get size(): number {
      return counters.size;
    },
  };
}

export type MemoryRateLimiter = ReturnType<typeof createMemoryRateLimiter>;
