import type { Feedback } from "@/domain/forms/feedback";
import type { Engine } from "@/server/db/store";
import type { TestServer } from "@/test/server/test-database";

// What a hostile-input case is (hostile-inputs.test.ts runs them), and the bodies and streams the tables build requests from.

/** `feedback` posts a docs answer (POST /api/feedback); `answer` completes one (PATCH /api/feedback/<id>). */
export type Route = "waitlist" | "contact" | "demo" | "feedback" | "answer";
export type Table = "waitlist" | "contact" | "demo-requests" | "feedback";
export const TABLES: Table[] = ["waitlist", "contact", "demo-requests", "feedback"];

/** What a case may do before its request: send others from its address, move the clock, switch process. */
export interface CaseRun {
  server: TestServer;
  ip: string;
  /** The docs answer stored just before the case: where its `answer` requests go. */
  answerId: string;
  send(route: Route, body: unknown, headers?: Record<string, string>): Promise<Response>;
  advance(ms: number): void;
}

export interface HostileCase {
  name: string;
  route: Route;
  /** Anything but the route's own method (PATCH for `answer`, else POST) goes to the route's handler for other methods. */
  method?: string;
  /** For an `answer` case: the id to send instead of the stored answer's (an unknown or malformed one), as written in the path. */
  answerId?: string;
  /** A value to JSON.stringify, or `raw` bytes/text sent as they are. */
  body?: unknown;
  raw?: BodyInit | (() => BodyInit);
  headers?: Record<string, string>;
  setup?: (run: CaseRun) => Promise<void>;
  status: number;
  /** The error code, or null for a success body (`{data}`). */
  code: string | null;
  /** Expected subset of the body's `data`. */
  data?: Record<string, unknown>;
  retryAfter?: number;
  /** The rows this request adds or changes, as they read after it (an email; a docs answer as `answerRow` writes it); nothing when absent. */
  stores?: Partial<Record<Table, string[]>>;
  /** The rows this request changes, as they read before it; nothing when absent. */
  replaces?: Partial<Record<Table, string[]>>;
  /** Engines the case applies to (all when absent). */
  engines?: Engine[];
  /** Limits as these environment variables set them (limitsFromEnv), for the case and its setup. */
  env?: Record<string, string>;
}

export const W = { email: "ok@example.com", language: "en", source: "landing" };
export const C = { name: "Ada", email: "ok@example.com", message: "Hi" };
export const D = { email: "ok@example.com", company: "Corp" };
export const F = { path: "/docs/start/introduction", locale: "en", helpful: true };
export const MB = "x".repeat(1024 * 1024);

/** The docs answer stored before every case, which an `answer` case's request changes. */
export const SEED_ANSWER: Feedback = { path: "/docs/concepts/genomes", locale: "en", helpful: true, comment: null };

/** A docs answer as the tables name it: `/docs/start/introduction en yes "comment"`. */
export function answerRow(row: { path: string; locale: string; helpful: boolean; comment: string | null }): string {
  return `${row.path} ${row.locale} ${row.helpful ? "yes" : "no"} ${JSON.stringify(row.comment)}`;
}
export const SEED_ROW = answerRow(SEED_ANSWER);
export const MAX_BODY = 16 * 1024;

export function deepArray(depth: number): string {
  return `{"email":${"[".repeat(depth)}${"]".repeat(depth)},"language":"en","source":"x"}`;
}

/** A JSON body of exactly `bytes` UTF-8 bytes, padded with three-byte characters in an extra field. */
export function bodyOfBytes(base: Record<string, unknown>, bytes: number): string {
  const room = bytes - Buffer.byteLength(JSON.stringify({ ...base, pad: "" }));
  const body = JSON.stringify({ ...base, pad: `${"a".repeat(room % 3)}${"\u20ac".repeat(Math.floor(room / 3))}` });
  if (Buffer.byteLength(body) !== bytes) throw new Error(`padding went wrong: ${Buffer.byteLength(body)}`);
  return body;
}

/** A body sent one byte at a time, `everyMs` apart; `stallAfter` bytes then nothing more, if given. */
export function trickle(text: string, everyMs: number, stallAfter?: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (stallAfter !== undefined && sent >= stallAfter) return new Promise<void>(() => {});
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      controller.enqueue(bytes.slice(sent, sent + 1));
      sent += 1;
      if (sent === bytes.length) controller.close();
    },
  });
}

/** A body whose sender is gone before the first byte. */
export function abortedAtOnce(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      setTimeout(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })), 5);
    },
  });
}

export const utf16 = (text: string, bom: boolean, bigEndian = false) => {
  const bytes = Buffer.from(text, "utf16le");
  if (bigEndian) bytes.swap16();
  const mark = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  return new Uint8Array([...mark, ...bytes]);
};
export const withBytes = (prefix: number[], text: string) => new Uint8Array([...prefix, ...Buffer.from(text)]);

export function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
      controller.close();
    },
  });
}

/** A body whose sender disconnects after the first chunk, as a Node request body does. */
export function brokenStream(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      setTimeout(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })), 10);
    },
  });
}
