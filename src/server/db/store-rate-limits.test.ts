import { beforeEach, describe, expect, it } from "vitest";
import { allRows, TEST_ENGINES, useFreshStore } from "@/test/server/test-database";
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

  it("counts clients and stores sign-ups arriving together as the sign-up route sends them, a bad row failing alone", async () => {
    const now = minuteStart + 5_000;
    const route = async (i: number) => {
      const limit = await store.hitRateLimit([{ key: `waitlist:10.0.0.${i % 10}`, limit: 3, windowMs: MINUTE_MS }], now);
      if (!limit.allowed) return "limited";
      // A NOT NULL violation stands in for a row the database refuses.
      const language = i === 7 ? null : "en";
      const signup = { email: `together${i}@example.com`, language, source: "landing" } as unknown as Parameters<Store["joinWaitlist"]>[0];
      return (await store.joinWaitlist(signup, new Date(now))).status;
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => route(i)));
    const values = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : "failed"));
    expect(values.filter((value) => value === "failed")).toHaveLength(1);
    expect(values[7]).toBe("failed");
    expect(values.filter((value) => value === "created")).toHaveLength(29);
    expect(values.filter((value) => value === "limited")).toHaveLength(10);
    const rows = await allRows(store.readAll("waitlist"));
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it("stores a sign-up sent with its client's hit only when the hit is allowed, a repeated address and a bad row apart", async () => {
    const now = minuteStart + 7_000;
    const route = async (i: number) => {
      const verdict = store.hitRateLimit([{ key: `waitlist:10.0.1.${i % 4}`, limit: 3, windowMs: MINUTE_MS }], now);
      // A NOT NULL violation stands in for a row the database refuses; request 5 repeats request 1's address.
      const language = i === 9 ? null : "en";
      const email = i === 5 ? "gated1@example.com" : `gated${i}@example.com`;
      const signup = { email, language, source: "landing" } as unknown as Parameters<Store["joinWaitlist"]>[0];
      return (await store.joinWaitlistIfAllowed(signup, verdict, new Date(now))).status;
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => route(i)));
    const values = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : "failed"));
    // Each client's first three requests (0-11) are allowed, the other eight refused.
    expect(values.slice(12)).toEqual(Array(8).fill("limited"));
    expect(values.slice(0, 12)).toEqual(["created", "created", "created", "created", "created", "exists", "created", "created", "created", "failed", "created", "created"]);
    const rows = await allRows(store.readAll("waitlist"));
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(rows.some((row) => /gated1[2-9]@/.test(row.email))).toBe(false);
  });
});

