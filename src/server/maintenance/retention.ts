import { DAY_MS } from "../db/rate-limit";
import type { Purge, Store } from "../db/store";

export interface PurgeReport {
  retentionDays: number;
  /** Contact messages, demo requests and docs feedback answers created before this were deleted. */
  cutoff: Date;
  purge: Purge;
}

/** The oldest moment a message may have been created at and still be kept, `days` before `now`. */
export function retentionCutoff(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

/**
 * Deletes the contact messages, demo requests and docs feedback answers older than
 * `retentionDays`, and the rate-limit counters whose window is over. The waitlist keeps its entries until they are erased.
 */
export async function purgeExpired(store: Pick<Store, "purge">, { retentionDays, now }: { retentionDays: number; now: number }): Promise<PurgeReport> {
  const cutoff = retentionCutoff(now, retentionDays);
  return { retentionDays, cutoff, purge: await store.purge(cutoff, now) };
}

/** What `npm run purge` prints. */
export function describePurge({ retentionDays, cutoff, purge }: PurgeReport): string[] {
  const rows: [string, number, string][] = [
    ["contact_messages", purge.contact, ""],
    ["demo_requests", purge["demo-requests"], ""],
    ["docs_feedback", purge.feedback, ""],
    ["rate_limits", purge.rateLimits, " (counters whose window was over)"],
  ];
  return [
    `Deleted what is older than ${retentionDays} ${retentionDays === 1 ? "day" : "days"} (created before ${cutoff.toISOString()}):`,
    ...rows.map(([table, count, note]) => `  ${table.padEnd(16)}  ${String(count).padStart(4)}${note}`),
    "Waitlist entries are kept until erased (npm run erase -- <email>).",
  ];
}
