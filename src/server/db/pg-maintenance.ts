import type pg from "pg";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import type { Erasure, Purge } from "./store";

/**
 * Entries behind the removed positions move through negative numbers: PostgreSQL checks the
 * primary key row by row, in whatever order it updates them, so they are all negated first, then
 * each run between two removed positions is given its place (its old one less the removed
 * positions ahead of it). Neither step can meet a position in use.
 */
const NEGATE_BEHIND = "update waitlist_entries set position = -position where position > $1";
const PLACE_RUN = "update waitlist_entries set position = -position - $1 where position < -$2::int and position > -$3::bigint";

/** Shifting a long list can take longer than a sign-up's statement_timeout (pg-store.ts). */
const MAINTENANCE_STATEMENT_TIMEOUT = "60s";

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query(`set local statement_timeout = '${MAINTENANCE_STATEMENT_TIMEOUT}'`);
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Erases one person's rows. The sequence row is locked first, as every sign-up batch locks it
 * (pg-store.ts): no sign-up takes a position while the entries move, and the next one continues
 * from the lowered sequence.
 */
export function erasePostgresEmails(pool: pg.Pool, emails: readonly string[]): Promise<Erasure> {
  return inTransaction(pool, async (client) => {
    await client.query("select last_position from waitlist_sequence where id = 1 for update");
    const { rows } = await client.query<{ position: number }>("delete from waitlist_entries where email = any($1::text[]) returning position", [emails]);
    const positions = rows.map((row) => row.position).sort((a, b) => a - b);
    let movedUp = 0;
    if (positions.length > 0) {
      movedUp = (await client.query(NEGATE_BEHIND, [positions[0]])).rowCount ?? 0;
      for (const [i, position] of positions.entries()) {
        await client.query(PLACE_RUN, [i + 1, position, positions[i + 1] ?? Number.MAX_SAFE_INTEGER]);
      }
      await client.query("update waitlist_sequence set last_position = last_position - $1 where id = 1", [positions.length]);
    }
    const contact = (await client.query("delete from contact_messages where email = any($1::text[])", [emails])).rowCount ?? 0;
    const demo = (await client.query("delete from demo_requests where email = any($1::text[])", [emails])).rowCount ?? 0;
    return { removed: { waitlist: positions.length, contact, "demo-requests": demo }, positions, movedUp };
  });
}

export function purgePostgres(pool: pg.Pool, cutoff: Date, now: number): Promise<Purge> {
  return inTransaction(pool, async (client) => {
    const contact = (await client.query("delete from contact_messages where created_at < $1", [cutoff])).rowCount ?? 0;
    const demo = (await client.query("delete from demo_requests where created_at < $1", [cutoff])).rowCount ?? 0;
    const feedback = (await client.query("delete from docs_feedback where created_at < $1", [cutoff])).rowCount ?? 0;
    const counters = await client.query("delete from rate_limits where window_start <= $1 or (window_start <= $2 and key like $3)", [
      now - DAY_MS,
      now - MINUTE_MS,
      `w${MINUTE_MS}:%`,
    ]);
    return { contact, "demo-requests": demo, feedback, rateLimits: counters.rowCount ?? 0 };
  });
}
