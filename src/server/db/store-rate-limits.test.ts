import { beforeEach, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshStore } from "../testing/test-database";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import type { Store } from "./store";

// Requests arriving together: PostgreSQL counts them in one statement (pg-rate-limiter.ts), SQLite one by one.
describe.each(TEST_ENGINES)("rate limits under concurrent requests on %s", (engine) => {
  let store: Store;
  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ store } = fresh());
  });

  const minuteStart = Math.floor(1_700_000_000_000 / MINUTE_MS) * MINUTE_MS;

  it("admits exactly a key's limit out of a burst, in arrival order, and other keys apart", async () => {
    const rules = (key: string, limit: number) => [{ key, limit, windowMs: MINUTE_MS }];
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.hitRateLimit(rules(i % 3 === 2 ? "other" : "busy", 5), minuteStart + 1_000)),
    );
    const busy = burst.filter((_, i) => i % 3 !== 2).map((result) => result.allowed);
    expect(busy).toEqual([true, true, true, true, true, false, false, false]);
    expect(burst.filter((_, i) => i % 3 === 2).every((result) => result.allowed)).toBe(true);
    expect((await store.hitRateLimit(rules("busy", 5), minuteStart + 2_000)).allowed).toBe(false);
  });

  it("counts a burst that straddles a minute in each minute, and the day across both", async () => {
    const rules = [
      { key: "edge", limit: 2, windowMs: MINUTE_MS },
      { key: "edge", limit: 5, windowMs: DAY_MS },
    ];
    const times = [minuteStart - 500, minuteStart - 400, minuteStart - 300, minuteStart + 100, minuteStart + 200, minuteStart + 300];
    const burst = await Promise.all(times.map((now) => store.hitRateLimit(rules, now)));
    expect(burst.map((result) => result.allowed)).toEqual([true, true, false, true, true, false]);
    // Four admitted so far; the day's budget of five is never exceeded, however the refused ones were counted.
    const later = await Promise.all([1, 2, 3].map((i) => store.hitRateLimit(rules, minuteStart + MINUTE_MS + i)));
    const admitted = [...burst, ...later].filter((result) => result.allowed).length;
    expect(admitted).toBeLessThanOrEqual(5);
    expect(later[2]!.allowed).toBe(false);
  });
});
