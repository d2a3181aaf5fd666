import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { eq, gte, and, sql } from "drizzle-orm";
import * as schema from "./schema-sqlite";
import { openSqlite, SERVER_BUSY_TIMEOUT_MS, type SqliteOptions } from "./sqlite-file";
import { createSqliteMaintenance, type SqliteMaintenance } from "./sqlite-maintenance";
import { createSqliteRateLimiter, type PendingCounts, type SqliteRateLimiter } from "./sqlite-rate-limiter";
import { readSqliteRows } from "./sqlite-rows";
import { joinAfterVerdict, type SequenceRepair, type Store, type WaitlistResult } from "./store";
import type { WaitlistSignup } from "@/domain/forms/waitlist";
import { isFeedbackId } from "@/domain/forms/feedback-update";

/** Sign-ups per group-commit transaction at most, to bound one batch's latency. */
const MAX_BATCH = 256;

interface PendingSignup {
  signup: WaitlistSignup;
  createdAt: Date;
  resolve(result: WaitlistResult): void;
  reject(error: unknown): void;
}

/**
 * Brings the sequence up to the highest stored position when it fell behind (a restored file, a
 * hand edit); never moves it back. Returns the change, or null when there was nothing to do.
 */
export function repairSqliteSequence(client: Database.Database): SequenceRepair | null {
  return client
    .transaction(() => {
      const previous = (client.prepare("select last_position as value from waitlist_sequence where id = 1").get() as { value: number } | undefined)?.value;
      const highest = (client.prepare("select coalesce(max(position), 0) as value from waitlist_entries").get() as { value: number }).value;
      if (previous !== undefined && previous >= highest) return null;
      client
        .prepare("insert into waitlist_sequence (id, last_position) values (1, ?) on conflict (id) do update set last_position = excluded.last_position")
        .run(highest);
      return previous === undefined && highest === 0 ? null : { from: previous ?? 0, to: highest };
    })
    .immediate();
}

export function createSqliteStore(options: SqliteOptions): Store {
  const { client, db } = openSqlite({ busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS, ...options });
  const { waitlistEntries, waitlistSequence, contactMessages, demoRequests, docsFeedback } = schema;
  let repairedSequence: SequenceRepair | null;
  let rateLimiter: SqliteRateLimiter;
  let maintenance: SqliteMaintenance;
  try {
    repairedSequence = repairSqliteSequence(client);
    rateLimiter = createSqliteRateLimiter(client);
    maintenance = createSqliteMaintenance(client);
  } catch (error) {
    client.close();
    throw error;
  }

  // Whatever a request stores is committed with the rate-limit counts admitted before it, its own
  // among them: a crash cannot keep the row and lose the count that let it in (a restart would
  // hand the client a fresh day). The counts are a SAVEPOINT of their own: should they fail, they
  // stay pending (see `restore`) and the rows are still stored.
  const writeCounts = client.transaction((counts: PendingCounts) => rateLimiter.write(counts));
  function writeCountsIn(counts: PendingCounts): boolean {
    try {
      writeCounts(counts);
      return true;
    } catch {
      return false;
    }
  }
  const insertWithCounts = client.transaction((insert: () => void, counts: PendingCounts): boolean => {
    const countsWritten = writeCountsIn(counts);
    insert();
    return countsWritten;
  });
  /** Stores one message, demo request or feedback answer in one commit with the pending counts. */
  function storeCounted(insert: () => void): void {
    const counts = rateLimiter.take();
    let countsWritten = false;
    try {
      countsWritten = insertWithCounts.immediate(insert, counts);
    } finally {
      if (!countsWritten) rateLimiter.restore(counts);
    }
  }

  const findPosition = db
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, sql.placeholder("email")))
    .prepare();
  const nextPosition = db
    .insert(waitlistSequence)
    .values({ id: 1, lastPosition: 1 })
    .onConflictDoUpdate({ target: waitlistSequence.id, set: { lastPosition: sql`${waitlistSequence.lastPosition} + 1` } })
    .returning({ position: waitlistSequence.lastPosition })
    .prepare();
  const insertEntry = db
    .insert(waitlistEntries)
    .values({
      position: sql.placeholder("position"),
      email: sql.placeholder("email"),
      language: sql.placeholder("language"),
      source: sql.placeholder("source"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare();
  const lastPosition = db.select({ value: waitlistSequence.lastPosition }).from(waitlistSequence).prepare();

  // One sign-up: check, allocate, insert. Run inside the batch transaction below, where
  // better-sqlite3 turns it into a SAVEPOINT: if it throws, its sequence increment is rolled
  // back with its insert, so a failed sign-up never burns a position.
  const joinOne = client.transaction((signup: WaitlistSignup, createdAt: Date): WaitlistResult => {
    const existing = findPosition.get({ email: signup.email });
    if (existing) return { status: "exists", position: existing.position };
    const allocated = nextPosition.get();
    if (!allocated) throw new Error("waitlist sequence returned no row");
    insertEntry.run({ position: allocated.position, ...signup, createdAt });
    return { status: "created", position: allocated.position };
  });

  // Group commit. With synchronous=FULL every COMMIT waits for an fsync, and better-sqlite3
  // waits on the event loop, so one transaction per sign-up would cap throughput at the disk's
  // fsync rate. Sign-ups arriving in the same event-loop turn share one BEGIN IMMEDIATE ...
  // COMMIT (one fsync); each answer is sent only after that COMMIT returned, so nothing is
  // acknowledged before it is durable. BEGIN IMMEDIATE also locks out other processes on the file.
  // The rate-limit counts admitted since the last write go in the same commit (see writeCountsIn).
  type Outcome = { ok: true; value: WaitlistResult } | { ok: false; error: unknown };
  const joinBatch = client.transaction((batch: PendingSignup[], counts: PendingCounts): { outcomes: Outcome[]; countsWritten: boolean } => {
    const countsWritten = writeCountsIn(counts);
    const outcomes = batch.map((item): Outcome => {
      try {
        return { ok: true, value: joinOne(item.signup, item.createdAt) };
      } catch (error) {
        return { ok: false, error };
      }
    });
    return { outcomes, countsWritten };
  });
  const queue: PendingSignup[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const batch = queue.splice(0, MAX_BATCH);
    if (queue.length > 0) scheduleFlush();
    const counts = rateLimiter.take();
    let outcomes: Outcome[];
    try {
      const result = joinBatch.immediate(batch, counts);
      outcomes = result.outcomes;
      if (!result.countsWritten) rateLimiter.restore(counts);
    } catch (error) {
      rateLimiter.restore(counts);
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  };
  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  };

  return {
    engine: "sqlite",
    repairedSequence,
    joinWaitlist(signup, now = new Date()) {
      if (!client.open) return Promise.reject(new TypeError("The database connection is not open"));
      return new Promise<WaitlistResult>((resolve, reject) => {
        queue.push({ signup: { email: signup.email, language: signup.language, source: signup.source }, createdAt: now, resolve, reject });
        scheduleFlush();
      });
    },
    joinWaitlistIfAllowed(signup, verdict, now) {
      return joinAfterVerdict(() => this.joinWaitlist(signup, now), verdict);
    },
    async peekNextPosition() {
      return (lastPosition.get()?.value ?? 0) + 1;
    },
    async addContactMessage(message, now = new Date()) {
      const id = randomUUID();
      storeCounted(() => db.insert(contactMessages).values({ id, ...message, createdAt: now }).run());
      return { id };
    },
    async addDemoRequest(request, now = new Date()) {
      const id = randomUUID();
      storeCounted(() => db.insert(demoRequests).values({ id, ...request, createdAt: now }).run());
      return { id };
    },
    async addFeedback(answer, now = new Date()) {
      const id = randomUUID();
      storeCounted(() => db.insert(docsFeedback).values({ id, ...answer, createdAt: now }).run());
      return { id };
    },
    async updateFeedback(id, { helpful, comment }, createdSince) {
      if (!isFeedbackId(id)) return false;
      const { changes } = db
        .update(docsFeedback)
        .set({ helpful, comment })
        .where(and(eq(docsFeedback.id, id), gte(docsFeedback.createdAt, createdSince)))
        .run();
      return changes > 0;
    },
    async hitRateLimit(rules, now = Date.now()) {
      return rateLimiter.hit(rules, now);
    },
    async eraseEmails(emails) {
      return maintenance.eraseEmails(emails);
    },
    async purge(cutoff, now) {
      return maintenance.purge(cutoff, now);
    },
    async *readAll(kind, pageSize) {
      yield* readSqliteRows(db, kind, pageSize);
    },
    async ping() {
      db.get(sql`select 1`);
    },
    async close() {
      if (!client.open) return;
      rateLimiter.flush();
      client.close();
    },
  };
}
