import type pg from "pg";
import { prepareHits, sendHits, splitByWindow, type PendingHit } from "./pg-rate-limiter";
import type { MemoryRateLimiter } from "./memory-rate-limiter";
import { REFUSED, settleSignups, settleSignupsAndHits, type PendingSignup } from "./pg-waitlist-batch";

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

  /** A sign-up that cannot go with its hit waits for the hit's verdict, then queues on its own. */
  function release(hit: PendingHit): void {
    const signup = hit.signup!;
    hit.signup = undefined;
    const { resolve, reject } = hit;
    hit.resolve = (result) => {
      resolve(result);
      if (result.allowed) addSignup(signup);
      else signup.resolve(REFUSED);
    };
    hit.reject = (error) => {
      reject(error);
      signup.reject(error);
    };
  }

  async function once(): Promise<void> {
    const taken = hits.splice(0, MAX_BATCH);
    for (const hit of taken) hit.taken = true;
    const [firstPart = [], ...laterParts] = splitByWindow(taken);
    const batch = signups.splice(0, MAX_BATCH);
    // A sign-up goes with its own hit only when its hit is in this statement and its address is
    // nowhere else in it, so that a refusal drops that sign-up alone.
    const addresses = new Map<string, number>();
    for (const item of [...batch, ...firstPart.flatMap((hit) => (hit.signup ? [hit.signup] : []))]) {
      addresses.set(item.signup.email, (addresses.get(item.signup.email) ?? 0) + 1);
    }
    for (const hit of firstPart) if (hit.signup && addresses.get(hit.signup.signup.email)! > 1) release(hit);
    for (const hit of laterParts.flat()) if (hit.signup) release(hit);
    const first = firstPart.length > 0 ? prepareHits(firstPart, memory) : undefined;
    if (first && (batch.length > 0 || first.gated.length > 0)) await settleSignupsAndHits(pool, batch, first, () => sendHits(pool, first));
    else if (batch.length > 0) await settleSignups(pool, batch);
    else if (first) await sendHits(pool, first);
    for (const part of laterParts) await sendHits(pool, prepareHits(part, memory));
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (signups.length > 0 || hits.length > 0) await once();
    } finally {
      draining = false;
    }
  }

  function addSignup(signup: PendingSignup): void {
    signups.push(signup);
    if (!draining) void drain();
  }

  // A drain already running takes what was just queued in its next statement.
  return {
    addSignup,
    addHit(hit: PendingHit): void {
      hits.push(hit);
      if (!draining) void drain();
    },
  };
}
