import type pg from "pg";
import type { WaitlistSignup } from "@/domain/forms/waitlist";
import { hitUpsertSql, type HitBatch } from "./pg-rate-limiter";
import type { WaitlistResult } from "./store";

/** What a sign-up sent with its own rate-limit hit gets when that hit is refused: nothing was stored. */
export const REFUSED = { status: "refused" } as const;

export interface PendingSignup {
  signup: WaitlistSignup;
  createdAt: Date;
  resolve(result: WaitlistResult | typeof REFUSED): void;
  reject(error: unknown): void;
}

/**
 * A batch of sign-ups in one statement, so one round trip and one commit. Its first step locks the
 * sequence row: every process inserts sign-ups only while holding that lock, and PostgreSQL
 * re-reads a locked row at its latest committed version, so the new positions continue from the
 * last one stored by any process, without gaps. The addresses already listed are read from the
 * statement's snapshot: an address that another process stored while this statement waited for
 * the lock is caught by the unique index instead (nothing of the batch is kept), and `settle`
 * sends the batch once more, as a new statement that sees it and answers "exists".
 */
const SEQUENCE_ROW = `sequence_row as (
    select last_position from waitlist_sequence where id = 1 for update
  )`;

/** The sign-ups' steps; `where` filters the input (by `t.ord`, each sign-up's 1-based place in it). */
const signupCtes = (where = "") => `input as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) with ordinality
      as t(email, language, source, created_at, ord)${where}
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
  )`;

// Unnamed, so planned at each run: a plan kept from when the list was nearly empty would go on
// scanning the whole table for known addresses once it has grown.
const JOIN_BATCH = `with ${SEQUENCE_ROW}, ${signupCtes()}
  select email, position, true as created from inserted
  union all
  select email, position, false as created from existing`;

/**
 * The sign-ups and a batch of rate-limit hits in one statement and one commit: under load both
 * queues are full, and one statement instead of two halves the round trips and commits. The hits
 * are counted after the sequence row is locked (they read it, and count even without it), so
 * every statement that takes both kinds of lock takes them in the same order. A sign-up sent with
 * its own hit (`$8`..`$10`: its place in the input, its keys, the highest count after the batch
 * that still lets it in; see `prepareHits`) is stored only if that hit is allowed, so a request
 * waits for one commit instead of two, and its count and its entry are kept or lost together.
 */
const JOIN_AND_HIT = `with ${SEQUENCE_ROW}, hits as (${hitUpsertSql(5, " left join sequence_row on true")}
  ), refused as (
    select distinct g.ord from unnest($8::bigint[], $9::text[], $10::int[]) as g(ord, key, max)
    join hits h on h.key = g.key where h.hits > g.max
  ), ${signupCtes(" where t.ord not in (select ord from refused)")}
  select 'signup' as kind, email as key, position as value, true as created from inserted
  union all
  select 'signup', email, position, false from existing
  union all
  select 'hit', key, hits, null from hits`;

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

/** The same address twice in one batch: the first is the sign-up, the others its duplicates. */
function firstOfEach(batch: readonly PendingSignup[]): Map<string, PendingSignup> {
  const firsts = new Map<string, PendingSignup>();
  for (const item of batch) if (!firsts.has(item.signup.email)) firsts.set(item.signup.email, item);
  return firsts;
}

const joinValues = (unique: readonly PendingSignup[]) => [
  unique.map((item) => item.signup.email),
  unique.map((item) => item.signup.language),
  unique.map((item) => item.signup.source),
  unique.map((item) => item.createdAt),
];

function resolveAll(batch: readonly PendingSignup[], firsts: Map<string, PendingSignup>, results: Map<string, WaitlistResult>): void {
  for (const item of batch) {
    const result = results.get(item.signup.email);
    if (!result) item.reject(new Error("waitlist batch returned no row for a sign-up"));
    else item.resolve(firsts.get(item.signup.email) === item ? result : { status: "exists", position: result.position });
  }
}

/** Sends a batch of sign-ups alone, once more after a race with another process, one by one after a data error. */
export async function settleSignups(pool: pg.Pool, batch: PendingSignup[], retried = false): Promise<void> {
  const firsts = firstOfEach(batch);
  const unique = [...firsts.values()];
  let rows: { email: string; position: number; created: boolean }[];
  try {
    ({ rows } = await pool.query<{ email: string; position: number; created: boolean }>(JOIN_BATCH, joinValues(unique)));
  } catch (error) {
    // An address another process stored while this statement waited for the sequence lock: the
    // statement's snapshot predates it, the next statement sees it and answers "exists".
    if (!retried && isUniqueViolation(error)) return settleSignups(pool, batch, true);
    if (unique.length > 1 && isDataError(error)) {
      // One bad sign-up must not fail the others: each goes again alone, in order, and only it fails.
      for (const item of unique) await settleSignups(pool, batch.filter((other) => other.signup.email === item.signup.email));
      return;
    }
    for (const item of batch) item.reject(error);
    return;
  }
  resolveAll(batch, firsts, new Map(rows.map((row) => [row.email, { status: row.created ? "created" : "exists", position: row.position }])));
}

/**
 * Sends sign-ups and hits together, with the sign-ups the hits gate (their addresses appear
 * nowhere else in the batch: pg-group-commit.ts). Should the statement fail (a race, a bad row, a
 * lost connection), nothing of it was kept: each kind goes again on its own, with its own handling.
 */
export async function settleSignupsAndHits(pool: pg.Pool, batch: PendingSignup[], hits: HitBatch, sendHitsAlone: () => Promise<void>): Promise<void> {
  const firsts = firstOfEach([...batch, ...hits.gated.map((gate) => gate.signup)]);
  const unique = [...firsts.values()];
  const place = new Map(unique.map((item, i) => [item, i + 1]));
  const gates = hits.gated.flatMap((gate) => gate.keys.map((key, i) => ({ ord: place.get(gate.signup)!, key, max: gate.maxes[i]! })));
  const gateValues = [gates.map((gate) => gate.ord), gates.map((gate) => gate.key), gates.map((gate) => gate.max)];
  let rows: { kind: "signup" | "hit"; key: string; value: number; created: boolean | null }[];
  try {
    ({ rows } = await pool.query(JOIN_AND_HIT, [...joinValues(unique), ...hits.values, ...gateValues]));
  } catch {
    await sendHitsAlone();
    await settleSignups(pool, [...batch, ...admitted(hits)]);
    return;
  }
  hits.settle(rows.filter((row) => row.kind === "hit").map((row) => ({ key: row.key, hits: row.value })));
  const signups = rows.filter((row) => row.kind === "signup");
  const results = new Map(signups.map((row) => [row.key, { status: row.created ? "created" : "exists", position: row.value } as WaitlistResult]));
  resolveAll([...batch, ...admitted(hits)], firsts, results);
}

/** The gated sign-ups whose hit was allowed; the others are answered REFUSED (a failed hit has rejected its own). */
function admitted(hits: HitBatch): PendingSignup[] {
  const allowed: PendingSignup[] = [];
  for (const gate of hits.gated) {
    if (gate.allowed) allowed.push(gate.signup);
    else if (gate.allowed === false) gate.signup.resolve(REFUSED);
  }
  return allowed;
}
