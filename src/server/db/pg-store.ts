import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { WaitlistSignup } from "@/domain/forms/waitlist";
import { isFeedbackId } from "@/domain/forms/feedback-update";
import { erasePostgresEmails, purgePostgres } from "./pg-maintenance";
import { createPgRateLimiter } from "./pg-rate-limiter";
import { readPostgresRows } from "./pg-rows";
import * as schema from "./schema-pg";
import type { SequenceRepair, Store, WaitlistResult } from "./store";

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

/** Sign-ups per transaction at most, to bound one batch's latency. */
const MAX_BATCH = 256;

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

/**
 * A whole batch in one statement, so one round trip and one commit. Its first step locks the
 * sequence row: every process inserts sign-ups only while holding that lock, and PostgreSQL
 * re-reads a locked row at its latest committed version, so the new positions continue from the
 * last one stored by any process, without gaps. The addresses already listed are read from the
 * statement's snapshot: an address that another process stored while this statement waited for
 * the lock is caught by the unique index instead (nothing of the batch is kept), and `settle`
 * sends the batch once more, as a new statement that sees it and answers "exists".
 */
// Unnamed, so planned at each run: a plan kept from when the list was nearly empty would go on
// scanning the whole table for known addresses once it has grown.
const JOIN_BATCH = {
  text: `
  with sequence_row as (
    select last_position from waitlist_sequence where id = 1 for update
  ), input as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) with ordinality
      as t(email, language, source, created_at, ord)
  ), existing as (
    select e.email, e.position from waitlist_entries e join input i on i.email = e.email
  ), fresh as (
    select i.*, s.last_position + row_number() over (order by i.ord) as position
    from input i cross join sequence_row s where not exists (select 1 from existing x where x.email = i.email)
  ), inserted as (
    insert into waitlist_entries (position, email, language, source, created_at)
    select position, email, language, source, created_at from fresh
    returning email, position
  ), moved as (
    update waitlist_sequence set last_position = (select last_position from sequence_row) + (select count(*) from inserted)
    where id = 1 and (select count(*) from inserted) > 0
  )
  select email, position, true as created from inserted
  union all
  select email, position, false as created from existing`,
} as const;

interface PendingSignup {
  signup: WaitlistSignup;
  createdAt: Date;
  resolve(result: WaitlistResult): void;
  reject(error: unknown): void;
}

const sqlState = (error: unknown) => (error as { code?: unknown }).code;

/** SQLSTATE 23505: a row with the same address (or position) is already stored. */
function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint): the batch's content, not the connection. */
function isDataError(error: unknown): boolean {
  const code = sqlState(error);
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

export async function createPostgresStore(options: PostgresOptions): Promise<Store> {
  const { pool, db } = openPostgres(options);
  const { waitlistSequence, contactMessages, demoRequests, docsFeedback } = schema;
  const hitRateLimit = createPgRateLimiter(pool);
  let closed = false;

  let repairedSequence: SequenceRepair | null;
  try {
    repairedSequence = await repairPostgresSequence(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  async function joinBatch(batch: readonly PendingSignup[]): Promise<Map<string, WaitlistResult>> {
    const { rows } = await pool.query<{ email: string; position: number; created: boolean }>({
      ...JOIN_BATCH,
      values: [
        batch.map((item) => item.signup.email),
        batch.map((item) => item.signup.language),
        batch.map((item) => item.signup.source),
        batch.map((item) => item.createdAt),
      ],
    });
    return new Map(rows.map((row) => [row.email, { status: row.created ? "created" : "exists", position: row.position }]));
  }

  async function settle(batch: PendingSignup[], retried = false): Promise<void> {
    // The same address twice in one batch: the first is the sign-up, the others its duplicates.
    const firsts = new Map<string, PendingSignup>();
    for (const item of batch) if (!firsts.has(item.signup.email)) firsts.set(item.signup.email, item);
    const unique = [...firsts.values()];
    let results: Map<string, WaitlistResult>;
    try {
      results = await joinBatch(unique);
    } catch (error) {
      // An address another process stored while this statement waited for the sequence lock: the
      // statement's snapshot predates it, the next statement sees it and answers "exists".
      if (!retried && isUniqueViolation(error)) return settle(batch, true);
      if (unique.length > 1 && isDataError(error)) {
        // One bad sign-up must not fail the others: each goes again alone, in order, and only it fails.
        for (const item of unique) await settle(batch.filter((other) => other.signup.email === item.signup.email));
        return;
      }
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) {
      const result = results.get(item.signup.email);
      if (!result) item.reject(new Error("waitlist batch returned no row for a sign-up"));
      else item.resolve(firsts.get(item.signup.email) === item ? result : { status: "exists", position: result.position });
    }
  }

  // Group commit: while one batch's transaction runs, arriving sign-ups queue up and go together
  // in the next one, so the sequence row is locked once per batch instead of once per sign-up.
  const queue: PendingSignup[] = [];
  let draining = false;
  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) await settle(queue.splice(0, MAX_BATCH));
    } finally {
      draining = false;
    }
  }

  return {
    engine: "postgres",
    repairedSequence,
    joinWaitlist(signup, now = new Date()) {
      if (closed) return Promise.reject(new Error("The database pool is closed"));
      return new Promise<WaitlistResult>((resolve, reject) => {
        queue.push({ signup: { email: signup.email, language: signup.language, source: signup.source }, createdAt: now, resolve, reject });
        if (!draining) void drain();
      });
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
      return hitRateLimit(rules, now);
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
