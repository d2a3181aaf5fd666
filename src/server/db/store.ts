import type { ContactMessage } from "@/domain/forms/contact";
import type { DemoRequest } from "@/domain/forms/demo-request";
import type { Feedback } from "@/domain/forms/feedback";
import type { FeedbackUpdate } from "@/domain/forms/feedback-update";
import type { WaitlistSignup } from "@/domain/forms/waitlist";
import type { RateLimitResult, RateLimitRule } from "./rate-limit";
import type * as schema from "./schema-sqlite";

export type { RateLimitResult, RateLimitRule } from "./rate-limit";
export { windowOf } from "./rate-limit";

export type Engine = "sqlite" | "postgres";

export interface WaitlistResult {
  /** `created`: a new entry; `exists`: the email was already listed and nothing changed. */
  status: "created" | "exists";
  position: number;
}

/** A sign-up whose rate-limit hit was refused: `limit` is that verdict, and nothing was stored. */
export interface LimitedSignup {
  status: "limited";
  limit: RateLimitResult;
}

export type GatedWaitlistResult = WaitlistResult | LimitedSignup;

/** joinWaitlistIfAllowed for a store that counts hits on their own: the verdict first, then the sign-up. */
export async function joinAfterVerdict(join: () => Promise<WaitlistResult>, verdict: Promise<RateLimitResult>): Promise<GatedWaitlistResult> {
  const limit = await verdict;
  return limit.allowed ? join() : { status: "limited", limit };
}

/** The waitlist sequence moved up to the highest stored position when the store opened. */
export interface SequenceRepair {
  from: number;
  to: number;
}

// The rows as the schemas define them (both dialects infer the same shapes: store-rows.test-d.ts).
export type WaitlistRow = typeof schema.waitlistEntries.$inferSelect;
export type ContactRow = typeof schema.contactMessages.$inferSelect;
export type DemoRequestRow = typeof schema.demoRequests.$inferSelect;
export type FeedbackRow = typeof schema.docsFeedback.$inferSelect;

export interface ExportRows {
  waitlist: WaitlistRow;
  contact: ContactRow;
  "demo-requests": DemoRequestRow;
  feedback: FeedbackRow;
}

export type ExportKind = keyof ExportRows;

/** The tables that hold an email, which erasure searches (docs feedback holds none). */
export type ErasableKind = Exclude<ExportKind, "feedback">;

/** What erasing one person's addresses removed, in one transaction. */
export interface Erasure {
  /** Rows removed per table. */
  removed: Record<ErasableKind, number>;
  /** The waitlist positions the removed entries held. */
  positions: number[];
  /** Waitlist entries that were behind them: each moved up one place per removed entry ahead of it. */
  movedUp: number;
}

/** What one retention purge deleted. */
export interface Purge {
  contact: number;
  "demo-requests": number;
  feedback: number;
  /** Rate-limit counters whose window was over. */
  rateLimits: number;
}

/**
 * Everything the site stores, on either engine. The route handlers use only this interface;
 * `src/server/db/index.ts` picks the engine from the environment. (The export command reads
 * through `export-source.ts` instead: read-only, one snapshot.)
 */
export interface Store {
  readonly engine: Engine;
  /** Set when opening found the sequence behind the stored positions (a restore) and moved it up. */
  readonly repairedSequence: SequenceRepair | null;
  /** Adds the (already normalised) email at the next position, or returns its existing position. */
  joinWaitlist(signup: WaitlistSignup, now?: Date): Promise<WaitlistResult>;
  /**
   * The same, for a request whose rate-limit hit `verdict` answers: nothing is stored when that hit
   * is refused. PostgreSQL sends the sign-up in the statement that counts the hit when it still can.
   */
  joinWaitlistIfAllowed(signup: WaitlistSignup, verdict: Promise<RateLimitResult>, now?: Date): Promise<GatedWaitlistResult>;
  /** The position the next sign-up would get; writes nothing. */
  peekNextPosition(): Promise<number>;
  addContactMessage(message: ContactMessage, now?: Date): Promise<{ id: string }>;
  addDemoRequest(request: DemoRequest, now?: Date): Promise<{ id: string }>;
  addFeedback(answer: Feedback, now?: Date): Promise<{ id: string }>;
  /**
   * Applies `changes` to the answer `id` if it was stored at or after `createdSince`, in place:
   * the answer stays one row. False when no such answer is stored (unknown, purged, older, or an
   * id that is no UUID, which is never sent to the database).
   */
  updateFeedback(id: string, changes: FeedbackUpdate, createdSince: Date): Promise<boolean>;
  /** Counts one request against every rule (e.g. a per-minute and a per-day limit of one client). */
  hitRateLimit(rules: readonly RateLimitRule[], now?: number): Promise<RateLimitResult>;
  /**
   * Removes every row holding one of these (already normalised) addresses from every table, in
   * one transaction that sign-ups wait for; the waitlist entries behind a removed one move up,
   * so positions stay 1..n without gaps and the next sign-up gets n + 1.
   */
  eraseEmails(emails: readonly string[]): Promise<Erasure>;
  /**
   * Deletes contact messages, demo requests and docs feedback answers created before `cutoff`, and
   * the rate-limit counters whose window is over at `now`. The waitlist is never purged.
   */
  purge(cutoff: Date, now: number): Promise<Purge>;
  /** Rows in creation order, read in pages so a large table never sits in memory. */
  readAll<K extends ExportKind>(kind: K, pageSize?: number): AsyncIterable<ExportRows[K]>;
  /** A real round trip to the database. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
