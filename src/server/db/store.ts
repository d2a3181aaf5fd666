import type { ContactMessage } from "@/features/contact/schema";
import type { DemoRequest } from "@/features/demo-request/schema";
import type { WaitlistSignup } from "@/features/waitlist/schema";

export type Engine = "sqlite" | "postgres";

export interface WaitlistResult {
  /** `created`: a new entry; `exists`: the email was already listed and nothing changed. */
  status: "created" | "exists";
  position: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface WaitlistRow {
  position: number;
  email: string;
  language: string;
  source: string;
  createdAt: Date;
}

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  createdAt: Date;
}

export interface DemoRequestRow {
  id: string;
  email: string;
  company: string;
  message: string | null;
  createdAt: Date;
}

export interface ExportRows {
  waitlist: WaitlistRow;
  contact: ContactRow;
  "demo-requests": DemoRequestRow;
}

export type ExportKind = keyof ExportRows;

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Everything the site stores, on either engine. The route handlers and the export command use
 * only this interface; `src/server/db/index.ts` picks the engine from the environment.
 */
export interface Store {
  readonly engine: Engine;
  /** Adds the (already normalised) email at the next position, or returns its existing position. */
  joinWaitlist(signup: WaitlistSignup, now?: Date): Promise<WaitlistResult>;
  /** The position the next sign-up would get; writes nothing. */
  peekNextPosition(): Promise<number>;
  addContactMessage(message: ContactMessage, now?: Date): Promise<{ id: string }>;
  addDemoRequest(request: DemoRequest, now?: Date): Promise<{ id: string }>;
  /** Counts one request for `key` in the current one-minute window. */
  hitRateLimit(key: string, limitPerMinute: number, now?: number): Promise<RateLimitResult>;
  /** Rows in creation order, read in pages so a large table never sits in memory. */
  readAll<K extends ExportKind>(kind: K, pageSize?: number): AsyncIterable<ExportRows[K]>;
  /** A real round trip to the database. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function windowOf(now: number): { start: number; retryAfterSeconds: number } {
  const start = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + RATE_LIMIT_WINDOW_MS - now) / 1000)) };
}
