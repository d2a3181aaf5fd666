/** One limit to count a request against: at most `limit` hits per `key` in each fixed window of `windowMs`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the window that refused ends (at least 1); for an allowed request, the shortest window's. */
  retryAfterSeconds: number;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Fixed windows aligned on the epoch: minutes, and UTC days. */
export function windowOf(now: number, windowMs: number = MINUTE_MS): { start: number; end: number; retryAfterSeconds: number } {
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** Combines the verdicts of several windows: refused if any refuses, retry when the last refusing one ends. */
export function combine(results: readonly { allowed: boolean; retryAfterSeconds: number }[]): RateLimitResult {
  const refused = results.filter((result) => !result.allowed);
  const relevant = refused.length > 0 ? refused : results;
  const pick = refused.length > 0 ? Math.max : Math.min;
  return { allowed: refused.length === 0, retryAfterSeconds: pick(...relevant.map((result) => result.retryAfterSeconds)) };
}
