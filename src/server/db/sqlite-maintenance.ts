import type Database from "better-sqlite3";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import type { Erasure, Purge } from "./store";

// Addresses travel as one JSON array parameter (json_each), whatever their number.
const IN_EMAILS = "email in (select value from json_each(?))";

/**
 * Entries between the i-th and the next removed position move up i places, each in one update.
 * SQLite changes a rowid (the position is the table's rowid) by collecting the rowids first, in
 * ascending order, then moving each row: every row lands on the place the row before it has just
 * left. Should a later SQLite ever update in another order, the statement fails on the primary key
 * and the whole erasure rolls back (maintenance.test.ts erases in the middle of a list to catch it).
 */
const MOVE_UP = "update waitlist_entries set position = position - ? where position > ? and position < ?";

export interface SqliteMaintenance {
  eraseEmails(emails: readonly string[]): Erasure;
  purge(cutoff: Date, now: number): Purge;
}

/** Erasure and retention on SQLite: each a write transaction taken at once (BEGIN IMMEDIATE). */
export function createSqliteMaintenance(client: Database.Database): SqliteMaintenance {
  const removeEntries = client.prepare<[string], { position: number }>(`delete from waitlist_entries where ${IN_EMAILS} returning position`);
  const moveUp = client.prepare<[number, number, number]>(MOVE_UP);
  const moveSequenceBack = client.prepare<[number]>("update waitlist_sequence set last_position = last_position - ? where id = 1");
  const removeContact = client.prepare<[string]>(`delete from contact_messages where ${IN_EMAILS}`);
  const removeDemo = client.prepare<[string]>(`delete from demo_requests where ${IN_EMAILS}`);
  const purgeContact = client.prepare<[number]>("delete from contact_messages where created_at < ?");
  const purgeDemo = client.prepare<[number]>("delete from demo_requests where created_at < ?");
  const purgeFeedback = client.prepare<[number]>("delete from docs_feedback where created_at < ?");
  const purgeCounters = client.prepare<[number, number, string]>("delete from rate_limits where window_start <= ? or (window_start <= ? and key like ?)");

  const erase = client.transaction((emails: readonly string[]): Erasure => {
    const list = JSON.stringify(emails);
    const positions = removeEntries
      .all(list)
      .map((row) => row.position)
      .sort((a, b) => a - b);
    let movedUp = 0;
    positions.forEach((position, i) => {
      movedUp += moveUp.run(i + 1, position, positions[i + 1] ?? Number.MAX_SAFE_INTEGER).changes;
    });
    if (positions.length > 0) moveSequenceBack.run(positions.length);
    return {
      removed: { waitlist: positions.length, contact: removeContact.run(list).changes, "demo-requests": removeDemo.run(list).changes },
      positions,
      movedUp,
    };
  });

  const purge = client.transaction(
    (cutoff: Date, now: number): Purge => ({
      contact: purgeContact.run(cutoff.getTime()).changes,
      "demo-requests": purgeDemo.run(cutoff.getTime()).changes,
      feedback: purgeFeedback.run(cutoff.getTime()).changes,
      rateLimits: purgeCounters.run(now - DAY_MS, now - MINUTE_MS, `w${MINUTE_MS}:%`).changes,
    }),
  );

  return {
    eraseEmails: (emails) => erase.immediate(emails),
    purge: (cutoff, now) => purge.immediate(cutoff, now),
  };
}
