import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory-rate-limiter";
import { DAY_MS, MINUTE_MS } from "./rate-limit";

const perMinute = (key: string, limit = 1) => [{ key, limit, windowMs: MINUTE_MS }];

describe("memory rate limiter", () => {
  it("keeps at most maxKeys clients, forgetting the oldest", () => {
    const limiter = createMemoryRateLimiter(2);
    const hit = (key: string, limit: number, now: number) => limiter.hit(perMinute(key, limit), now);
    const now = 1_700_000_000_000;
    expect(hit("a", 1, now).allowed).toBe(true);
    expect(hit("b", 1, now).allowed).toBe(true);
    expect(hit("c", 1, now).allowed).toBe(true);
    // "a" was forgotten to make room, "c" is still counted.
    expect(hit("a", 1, now).allowed).toBe(true);
    expect(hit("a", 1, now).allowed).toBe(false);
  });

  it("counts a minute and a day window of one key apart, and the day outlives the minute", () => {
    const limiter = createMemoryRateLimiter();
    const rules = [
      { key: "contact:1.2.3.4", limit: 2, windowMs: MINUTE_MS },
      { key: "contact:1.2.3.4", limit: 3, windowMs: DAY_MS },
    ];
    const midnight = Math.floor(1_700_000_000_000 / DAY_MS) * DAY_MS;
    const at = (minutes: number) => midnight + minutes * MINUTE_MS + 1_000;
    expect([limiter.hit(rules, at(0)).allowed, limiter.hit(rules, at(0)).allowed]).toEqual([true, true]);
    // The minute is full; refused, this request spends nothing of the day's budget.
    expect(limiter.hit(rules, at(0))).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.hit(rules, at(1)).allowed).toBe(true);
    // Three admitted today: the day refuses until UTC midnight, whatever the minute says.
    const dayFull = limiter.hit(rules, at(1));
    expect(dayFull.allowed).toBe(false);
    expect(dayFull.retryAfterSeconds).toBe((DAY_MS - MINUTE_MS - 1_000) / 1000);
    expect(limiter.hit(rules, midnight + DAY_MS).allowed).toBe(true);
  });

  it("forgets windows that ended", () => {
    const limiter = createMemoryRateLimiter();
    const now = 1_700_000_000_000;
    for (let i = 0; i < 50; i++) limiter.hit(perMinute(`k${i}`), now);
    expect(limiter.size).toBe(50);
    limiter.hit(perMinute("late"), now + 2 * MINUTE_MS);
    expect(limiter.size).toBe(1);
  });

  it("tells a count of 0 set for this window from no count at all", () => {
    const limiter = createMemoryRateLimiter();
    const now = 1_700_000_000_000;
    expect(limiter.has("a", MINUTE_MS, now)).toBe(false);
    limiter.set("a", MINUTE_MS, now, 0);
    expect(limiter.has("a", MINUTE_MS, now)).toBe(true);
    expect(limiter.has("a", DAY_MS, now)).toBe(false);
    expect(limiter.has("a", MINUTE_MS, now + MINUTE_MS)).toBe(false);
  });
});
