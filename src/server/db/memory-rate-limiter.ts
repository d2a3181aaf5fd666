import type { RateLimitResult } from "./store";
import { windowOf } from "./store";

/**
 * Fixed one-minute windows kept in process memory. Used with SQLite, where one server process
 * owns the database; on PostgreSQL the counters live in the database instead.
 */
export function createMemoryRateLimiter() {
  const hits = new Map<string, { start: number; count: number }>();
  let currentStart = 0;

  return function hit(key: string, limitPerMinute: number, now: number): RateLimitResult {
    const window = windowOf(now);
    if (window.start !== currentStart) {
      currentStart = window.start;
      for (const [k, entry] of hits) if (entry.start < window.start) hits.delete(k);
    }
    const entry = hits.get(key);
    const count = entry && entry.start === window.start ? entry.count + 1 : 1;
    hits.set(key, { start: window.start, count });
    return { allowed: count <= limitPerMinute, retryAfterSeconds: window.retryAfterSeconds };
  };
}
