import type pg from "pg";
import { prepareHits, sendHits, splitByWindow, type PendingHit } from "./pg-rate-limiter";
import type { MemoryRateLimiter } from "./memory-rate-limiter";
import { settleSignups, settleSignupsAndHits, type PendingSignup } from "./pg-waitlist-batch";

/** Sign-ups, and hits, per statement at most, to bound one batch's latency. */
const MAX_BATCH = 256;

/**
 * Group commit for one process: while one statement runs, arriving sign-ups and rate-limit hits
 * queue up and go together in the next one, so the sequence row is locked once per batch instead
 * of once per sign-up, and a sign-up's two writes (its client's count, then its entry) share
 * statements with everyone else's. One statement at a time: the sequence lock serialises the
 * sign-ups anyway, and a second one in flight would only split the next batch in two.
 */
export function createGroupCommit(pool: pg.Pool, memory: MemoryRateLimiter) {
  const signups: PendingSignup[] = [];
  const hits: PendingHit[] = [];
  let draining = false;

  async function once(): Promise<void> {
    const parts = splitByWindow(hits.splice(0, MAX_BATCH)).map((part) => prepareHits(part, memory));
    const batch = signups.splice(0, MAX_BATCH);
    const first = parts.shift();
    if (batch.length > 0 && first) await settleSignupsAndHits(pool, batch, first, () => sendHits(pool, first));
    else if (batch.length > 0) await settleSignups(pool, batch);
    else if (first) await sendHits(pool, first);
    for (const part of parts) await sendHits(pool, part);
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (signups.length > 0 || hits.length > 0) await once();
    } finally {
      draining = false;
    }
  }

  // A drain already running takes what was just queued in its next statement.
  return {
    addSignup(signup: PendingSignup): void {
      signups.push(signup);
      if (!draining) void drain();
    },
    addHit(hit: PendingHit): void {
      hits.push(hit);
      if (!draining) void drain();
    },
  };
}
