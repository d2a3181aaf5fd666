import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from "@/test/server/test-database";
import { createMemoryRateLimiter } from "./memory-rate-limiter";
import { prepareHits, sendHits, type PendingHit } from "./pg-rate-limiter";
import { openPostgres, repairPostgresSequence } from "./pg-store";
import { REFUSED, settleSignupsAndHits, type PendingSignup } from "./pg-waitlist-batch";
import { MINUTE_MS, type RateLimitResult } from "./rate-limit";
import type { WaitlistResult } from "./store";

const now = Math.floor(1_700_000_000_000 / MINUTE_MS) * MINUTE_MS + 1_000;

function pendingSignup(email: string, language: string | null = "en") {
  const item = {} as PendingSignup;
  const settle = new Promise<WaitlistResult | typeof REFUSED>((resolve, reject) => Object.assign(item, { signup: { email, language, source: "landing" }, createdAt: new Date(now), resolve, reject }));
  return { item, settle };
}

function pendingHit(key: string, signup?: PendingSignup) {
  const item = {} as PendingHit;
  const settle = new Promise<RateLimitResult>((resolve, reject) => Object.assign(item, { rules: [{ key, limit: 1, windowMs: MINUTE_MS }], now, resolve, reject, signup }));
  return { item, settle };
}

// Skipped, not focused: runs wherever TEST_DATABASE_URL names a PostgreSQL server, as in CI.
describe.skipIf(!TEST_ENGINES.includes("postgres"))("sign-ups and rate-limit hits in one statement on PostgreSQL", () => {
  let database: TestDatabase;
  let pool: ReturnType<typeof openPostgres>["pool"];
  beforeEach(async () => {
    database = await createTestDatabase("postgres");
    ({ pool } = openPostgres({ url: database.config.databaseUrl! }));
    await repairPostgresSequence(pool);
  });
  afterEach(async () => {
    await pool.end();
    await database.dispose();
  });

  const run = async (signups: ReturnType<typeof pendingSignup>[], hits: ReturnType<typeof pendingHit>[]) => {
    const outcomes = Promise.allSettled(signups.map((signup) => signup.settle));
    const batch = prepareHits(hits.map((hit) => hit.item), createMemoryRateLimiter());
    await settleSignupsAndHits(pool, signups.map((signup) => signup.item), batch, () => sendHits(pool, batch));
    return { signups: await outcomes, hits: await Promise.all(hits.map((hit) => hit.settle)) };
  };

  it("stores the sign-ups and counts the hits together, in arrival order", async () => {
    const result = await run([pendingSignup("a@example.com"), pendingSignup("b@example.com")], [pendingHit("x"), pendingHit("x"), pendingHit("y")]);
    expect(result.signups.map((outcome) => outcome.status === "fulfilled" && outcome.value)).toEqual([
      { status: "created", position: 1 },
      { status: "created", position: 2 },
    ]);
    expect(result.hits.map((hit) => hit.allowed)).toEqual([true, false, true]);
  });

  it("falls back to each kind on its own when the database refuses a row: the hits still count, only the bad sign-up fails", async () => {
    const result = await run([pendingSignup("a@example.com"), pendingSignup("bad@example.com", null), pendingSignup("c@example.com")], [pendingHit("x"), pendingHit("x")]);
    expect(result.signups.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(result.hits.map((hit) => hit.allowed)).toEqual([true, false]);
    const { rows } = await pool.query("select email, position from waitlist_entries order by position");
    expect(rows).toEqual([
      { email: "a@example.com", position: 1 },
      { email: "c@example.com", position: 2 },
    ]);
    const counts = await pool.query("select hits from rate_limits");
    expect(counts.rows).toEqual([{ hits: 2 }]);
  });

  it("stores a sign-up sent with its own hit only when that hit is allowed, in the same statement", async () => {
    const first = pendingSignup("first@example.com");
    const second = pendingSignup("second@example.com");
    const query = vi.spyOn(pool, "query");
    const result = await run([], [pendingHit("x", first.item), pendingHit("x", second.item), pendingHit("y")]);
    expect(query).toHaveBeenCalledTimes(1);
    expect(result.hits.map((hit) => hit.allowed)).toEqual([true, false, true]);
    expect(await first.settle).toEqual({ status: "created", position: 1 });
    expect(await second.settle).toBe(REFUSED);
    const { rows } = await pool.query("select email from waitlist_entries");
    expect(rows).toEqual([{ email: "first@example.com" }]);
  });
});
