import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isFeedbackId } from "@/domain/forms/feedback-update";
import { erasePostgresEmails, purgePostgres } from "./pg-maintenance";
import { createMemoryRateLimiter } from "./memory-rate-limiter";
import { createGroupCommit } from "./pg-group-commit";
import { createPgRateLimiter } from "./pg-rate-limiter";
import { readPostgresRows } from "./pg-rows";
import * as schema from "./schema-pg";
import type { SequenceRepair, Store, WaitlistResult } from "./store";
import { REFUSED } from "./pg-waitlist-batch";

export interface PostgresOptions {
  url: string;
  /** Connections per process; several processes behind a load balancer share the server's limit. */
  poolSize?: number;
}

/**
 * Set on every connection. A statement, a lock wait or a transaction left open by a stalled
 * process fails after a few seconds instead of holding a connection (or the waitlist sequence's
 * row lock, which every sign-up of every process waits for) indefinitely.
 */
export const SESSION_TIMEOUTS = {
  statement_timeout: 5_000,
  lock_timeout: 3_000,
  idle_in_transaction_session_timeout: 10_000,
} as const;

export function openPostgres({ url, poolSize = 10 }: PostgresOptions) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 15_000, ...SESSION_TIMEOUTS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return { pool, db: drizzle({ client: pool, schema }) };
}

/**
 * Brings the sequence up to the highest stored position when it fell behind (a restore of the
 * entries without the sequence row, a hand edit): otherwise every sign-up would collide with a
 * stored position. Never moves it back. Returns the change, or null when there was nothing to do.
 */
export async function repairPostgresSequence(pool: pg.Pool): Promise<SequenceRepair | null> {
  const { rows } = await pool.query<{ previous: number | null; last_position: number }>(`
    with previous as (select last_position from waitlist_sequence where id = 1)
    insert into waitlist_sequence (id, last_position)
    select 1, coalesce(max(position), 0) from waitlist_entries
    on conflict (id) do update set last_position = excluded.last_position
      where waitlist_sequence.last_position < excluded.last_position
    returning (select last_position from previous) as previous, last_position`);
  const row = rows[0];
  if (!row || (row.previous ?? 0) === row.last_position) return null;
  return { from: row.previous ?? 0, to: row.last_position };
}

export async function createPostgresStore(options: PostgresOptions): Promise<Store> {
  const { pool, db } = openPostgres(options);
  const { waitlistSequence, contactMessages, demoRequests, docsFeedback } = schema;
  const memory = createMemoryRateLimiter();
  const commits = createGroupCommit(pool, memory);
  const limiter = createPgRateLimiter(pool, memory, commits.addHit);
  let closed = false;

  let repairedSequence: SequenceRepair | null;
  try {
    repairedSequence = await repairPostgresSequence(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    engine: "postgres",
    repairedSequence,
    joinWaitlist(signup, now = new Date()) {
      if (closed) return Promise.reject(new Error("The database pool is closed"));
      return new Promise<WaitlistResult>((resolve, reject) => {
        commits.addSignup({ signup: { email: signup.email, language: signup.language, source: signup.source }, createdAt: now, resolve: (result) => (result.status === "refused" ? reject(new Error("a sign-up sent without its hit was refused")) : resolve(result)), reject });
      });
    },
    async joinWaitlistIfAllowed(signup, verdict, now = new Date()) {
      if (closed) throw new Error("The database pool is closed");
      const result = await new Promise<WaitlistResult | typeof REFUSED>((resolve, reject) => {
        const pending = { signup: { email: signup.email, language: signup.language, source: signup.source }, createdAt: now, resolve, reject };
        if (limiter.attach(verdict, pending)) return;
        verdict.then((limit) => (limit.allowed ? commits.addSignup(pending) : resolve(REFUSED)), reject);
      });
      return result.status === "refused" ? { status: "limited", limit: await verdict } : result;
    },
    async peekNextPosition() {
      const [row] = await db.select({ value: waitlistSequence.lastPosition }).from(waitlistSequence);
      return (row?.value ?? 0) + 1;
    },
    async addContactMessage(message, now = new Date()) {
      const id = randomUUID();
      await db.insert(contactMessages).values({ id, ...message, createdAt: now });
      return { id };
    },
    async addDemoRequest(request, now = new Date()) {
      const id = randomUUID();
      await db.insert(demoRequests).values({ id, ...request, createdAt: now });
      return { id };
    },
    async addFeedback(answer, now = new Date()) {
      const id = randomUUID();
      await db.insert(docsFeedback).values({ id, ...answer, createdAt: now });
      return { id };
    },
    async updateFeedback(id, { helpful, comment }, createdSince) {
      // The column is a uuid: any other text would be a query error, not an unknown answer.
      if (!isFeedbackId(id)) return false;
      const updated = await db
        .update(docsFeedback)
        .set({ helpful, comment })
        .where(and(eq(docsFeedback.id, id), gte(docsFeedback.createdAt, createdSince)))
        .returning({ id: docsFeedback.id });
      return updated.length > 0;
    },
    hitRateLimit(rules, now = Date.now()) {
      return limiter.hit(rules, now);
    },
    eraseEmails(emails) {
      return erasePostgresEmails(pool, emails);
    },
    purge(cutoff, now) {
      return purgePostgres(pool, cutoff, now);
    },
    readAll(kind, pageSize) {
      return readPostgresRows(db, kind, pageSize);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
