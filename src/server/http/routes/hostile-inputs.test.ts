import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine, Store } from "@/server/db/store";
import { DAY_MS, MINUTE_MS } from "@/server/db/rate-limit";
import { createLogger } from "@/server/log";
import { createSiteHandler } from "@/server/site/site-handler";
import { prepareSite } from "@/server/site/site";
import { allRows, installTestServer, TEST_ENGINES, TEST_SITE_URL, type TestServer } from "@/server/testing/test-database";
import { apiCall } from "@/server/testing/requests";
import { ALL as contactOther, POST as contact } from "./contact";
import { ALL as demoOther, POST as demoRequest } from "./demo-requests";
import { ALL as waitlistOther, POST as waitlist } from "./waitlist";

/**
 * Hostile and odd requests to the three POST routes, on every engine, each asserting the status,
 * the body's code and exactly what was stored. Four tables, run in order:
 * - `cases`: refusals that must store nothing (the first 59 are the original table);
 * - `accepted`: unusual but legitimate requests, stored exactly once and normalised (or, for a
 *   filled honeypot, answered like a success and stored nowhere);
 * - `limited`: per-route minute and day limits, on a clock the test moves;
 * - `viaHttp`: what only the site handler sees (methods a Fetch Request cannot carry).
 * Every case sends from its own client address, so limits never leak from one case to another.
 */

type Route = "waitlist" | "contact" | "demo";
type Table = "waitlist" | "contact" | "demo-requests";
const handlers = { waitlist, contact, demo: demoRequest };
const otherMethods = { waitlist: waitlistOther, contact: contactOther, demo: demoOther };
const paths = { waitlist: "/api/waitlist", contact: "/api/contact", demo: "/api/demo-requests" };
const TABLES: Table[] = ["waitlist", "contact", "demo-requests"];

/** What a case may do before its request: send others from its address, move the clock, switch process. */
interface CaseRun {
  server: TestServer;
  ip: string;
  send(route: Route, body: unknown, headers?: Record<string, string>): Promise<Response>;
  advance(ms: number): void;
}

interface HostileCase {
  name: string;
  route: Route;
  /** Anything but POST goes to the route's handler for other methods. */
  method?: string;
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
  /** The emails of the rows this request adds; nothing when absent. */
  stores?: Partial<Record<Table, string[]>>;
  /** Engines the case applies to (all when absent). */
  engines?: Engine[];
}

const W = { email: "ok@example.com", language: "en", source: "landing" };
const C = { name: "Ada", email: "ok@example.com", message: "Hi" };
const D = { email: "ok@example.com", company: "Corp" };
const MB = "x".repeat(1024 * 1024);
const MAX_BODY = 16 * 1024;

function deepArray(depth: number): string {
  return `{"email":${"[".repeat(depth)}${"]".repeat(depth)},"language":"en","source":"x"}`;
}

const cases: HostileCase[] = [
  // Not JSON, or JSON of the wrong shape
  { name: "truncated JSON", route: "waitlist", raw: '{"email":', status: 400, code: "invalid_json" },
  { name: "empty body", route: "waitlist", raw: "", status: 400, code: "invalid_json" },
  { name: "single-quoted pseudo JSON", route: "waitlist", raw: "{'email':'a@b.co'}", status: 400, code: "invalid_json" },
  { name: "invalid UTF-8 bytes", route: "waitlist", raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400, code: "invalid_json" },
  { name: "JSON null", route: "waitlist", raw: "null", status: 400, code: "invalid_body" },
  { name: "JSON array", route: "waitlist", body: [W], status: 400, code: "invalid_body" },
  { name: "JSON string", route: "contact", body: "hello", status: 400, code: "invalid_body" },
  { name: "JSON number", route: "demo", raw: "42", status: 400, code: "invalid_body" },
  { name: "deeply nested arrays", route: "waitlist", raw: deepArray(2000), status: 400, code: "validation_failed" },
  { name: "__proto__ smuggling", route: "waitlist", raw: '{"__proto__":{"email":"a@b.co","language":"en","source":"x"}}', status: 400, code: "validation_failed" },
  // Wrong types and missing fields
  { name: "email as number", route: "waitlist", body: { ...W, email: 12345 }, status: 400, code: "validation_failed" },
  { name: "email as array", route: "waitlist", body: { ...W, email: ["a@b.co"] }, status: 400, code: "validation_failed" },
  { name: "email as operator object", route: "waitlist", body: { ...W, email: { $gt: "" } }, status: 400, code: "validation_failed" },
  { name: "email null", route: "waitlist", body: { ...W, email: null }, status: 400, code: "validation_failed" },
  { name: "email missing", route: "waitlist", body: { language: "en", source: "landing" }, status: 400, code: "validation_failed" },
  { name: "email blank", route: "waitlist", body: { ...W, email: "   " }, status: 400, code: "validation_failed" },
  { name: "language missing", route: "waitlist", body: { email: W.email, source: "landing" }, status: 400, code: "validation_failed" },
  { name: "unknown language", route: "waitlist", body: { ...W, language: "de" }, status: 400, code: "validation_failed" },
  { name: "upper-case language", route: "waitlist", body: { ...W, language: "EN" }, status: 400, code: "validation_failed" },
  { name: "language as number", route: "waitlist", body: { ...W, language: 1 }, status: 400, code: "validation_failed" },
  { name: "source with spaces", route: "waitlist", body: { ...W, source: "landing page" }, status: 400, code: "validation_failed" },
  { name: "source path traversal", route: "waitlist", body: { ...W, source: "../../etc/passwd" }, status: 400, code: "validation_failed" },
  { name: "source of 65 characters", route: "waitlist", body: { ...W, source: "s".repeat(65) }, status: 400, code: "validation_failed" },
  { name: "source as boolean", route: "waitlist", body: { ...W, source: true }, status: 400, code: "validation_failed" },
  { name: "contact name missing", route: "contact", body: { email: C.email, message: "Hi" }, status: 400, code: "validation_failed" },
  { name: "contact company as number", route: "contact", body: { ...C, company: 7 }, status: 400, code: "validation_failed" },
  { name: "contact message as object", route: "contact", body: { ...C, message: { text: "Hi" } }, status: 400, code: "validation_failed" },
  { name: "demo company missing", route: "demo", body: { email: D.email }, status: 400, code: "validation_failed" },
  { name: "demo company blank", route: "demo", body: { ...D, company: " \t " }, status: 400, code: "validation_failed" },
  { name: "demo message as array", route: "demo", body: { ...D, message: ["a"] }, status: 400, code: "validation_failed" },
  // Bad emails
  { name: "email without a dot", route: "waitlist", body: { ...W, email: "a@b" }, status: 400, code: "validation_failed" },
  { name: "email with two at-signs", route: "waitlist", body: { ...W, email: "a@@b.co" }, status: 400, code: "validation_failed" },
  { name: "email with inner space", route: "waitlist", body: { ...W, email: "a b@c.io" }, status: 400, code: "validation_failed" },
  { name: "email of 255 characters", route: "waitlist", body: { ...W, email: `${"a".repeat(246)}@test.com` }, status: 400, code: "validation_failed" },
  { name: "huge email string", route: "demo", body: { ...D, email: `${"a".repeat(15_000)}@b.co` }, status: 400, code: "validation_failed" },
  // Injection-looking and control characters
  { name: "SQL in email", route: "waitlist", body: { ...W, email: "' OR 1=1; DROP TABLE waitlist_entries; --" }, status: 400, code: "validation_failed" },
  { name: "SQL comment email", route: "waitlist", body: { ...W, email: "x@y.co';--" }, status: 400, code: "validation_failed" },
  { name: "script tag email", route: "waitlist", body: { ...W, email: "<script>alert(1)</script>@x.io" }, status: 400, code: "validation_failed" },
  { name: "NUL byte in email", route: "waitlist", body: { ...W, email: "a\u0000b@x.io" }, status: 400, code: "validation_failed" },
  { name: "NUL byte in contact name", route: "contact", body: { ...C, name: "Ada\u0000" }, status: 400, code: "validation_failed" },
  { name: "NUL byte in demo message", route: "demo", body: { ...D, message: "hi\u0000there" }, status: 400, code: "validation_failed" },
  { name: "terminal escape in name", route: "contact", body: { ...C, name: "\u001b[31mred" }, status: 400, code: "validation_failed" },
  { name: "bidi override in email", route: "waitlist", body: { ...W, email: "\u202egnp.evil@x.io" }, status: 400, code: "validation_failed" },
  { name: "zero-width space in email", route: "waitlist", body: { ...W, email: "a\u200b@x.io" }, status: 400, code: "validation_failed" },
  { name: "lone surrogate in email", route: "waitlist", raw: '{"email":"\\ud800@x.io","language":"en","source":"x"}', status: 400, code: "validation_failed" },
  { name: "lone surrogate in message", route: "contact", raw: '{"name":"A","email":"a@b.co","message":"\\udfff"}', status: 400, code: "validation_failed" },
  { name: "name of 101 emoji-free characters", route: "contact", body: { ...C, name: "n".repeat(101) }, status: 400, code: "validation_failed" },
  { name: "contact message of 5001", route: "contact", body: { ...C, message: "m".repeat(5001) }, status: 400, code: "validation_failed" },
  // Size and media type
  { name: "1 MB body", route: "waitlist", body: { ...W, pad: MB }, status: 413, code: "payload_too_large" },
  { name: "1 MB contact message", route: "contact", body: { ...C, message: MB }, status: 413, code: "payload_too_large" },
  { name: "17 KiB streamed body without Content-Length", route: "demo", raw: () => chunked(JSON.stringify({ ...D, message: "m".repeat(17 * 1024) })), status: 413, code: "payload_too_large" },
  { name: "client gone mid-body", route: "waitlist", raw: () => brokenStream('{"email":"a@b.co",'), status: 400, code: "body_incomplete" },
  { name: "text/plain", route: "waitlist", body: W, headers: { "content-type": "text/plain" }, status: 415, code: "unsupported_media_type" },
  { name: "no content type", route: "waitlist", body: W, headers: { "content-type": "" }, status: 415, code: "unsupported_media_type" },
  { name: "form-encoded", route: "contact", raw: "name=a&email=a%40b.co&message=hi", headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415, code: "unsupported_media_type" },
  { name: "multipart", route: "demo", raw: "--x\r\n\r\n--x--", headers: { "content-type": "multipart/form-data; boundary=x" }, status: 415, code: "unsupported_media_type" },
  { name: "JSON in latin1", route: "waitlist", body: W, headers: { "content-type": "application/json; charset=iso-8859-1" }, status: 415, code: "unsupported_media_type" },
  { name: "json lookalike type", route: "waitlist", body: W, headers: { "content-type": "application/jsonp" }, status: 415, code: "unsupported_media_type" },
  // Cross-site
  { name: "cross-site origin", route: "contact", body: C, headers: { origin: "https://attacker.example" }, status: 403, code: "forbidden_origin" },
];

/** A JSON body of exactly `bytes` UTF-8 bytes, padded with three-byte characters in an extra field. */
function bodyOfBytes(base: Record<string, unknown>, bytes: number): string {
  const room = bytes - Buffer.byteLength(JSON.stringify({ ...base, pad: "" }));
  const body = JSON.stringify({ ...base, pad: `${"a".repeat(room % 3)}${"\u20ac".repeat(Math.floor(room / 3))}` });
  if (Buffer.byteLength(body) !== bytes) throw new Error(`padding went wrong: ${Buffer.byteLength(body)}`);
  return body;
}

/** A body sent one byte at a time, `everyMs` apart; `stallAfter` bytes then nothing more, if given. */
function trickle(text: string, everyMs: number, stallAfter?: number): ReadableStream<Uint8Array> {
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
function abortedAtOnce(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      setTimeout(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })), 5);
    },
  });
}

const utf16 = (text: string, bom: boolean, bigEndian = false) => {
  const bytes = Buffer.from(text, "utf16le");
  if (bigEndian) bytes.swap16();
  const mark = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  return new Uint8Array([...mark, ...bytes]);
};
const withBytes = (prefix: number[], text: string) => new Uint8Array([...prefix, ...Buffer.from(text)]);

/** The addresses stored before the `accepted` table runs; variants of them must not make new entries. */
const SEEDED = ["ada@xn--exmple-cua.com", "jos\u00e9@example.com", "grace@example.com"];

// More refusals, each storing nothing.
const moreRefusals: HostileCase[] = [
  // Methods other than POST
  { name: "OPTIONS preflight", route: "waitlist", method: "OPTIONS", status: 405, code: "method_not_allowed" },
  { name: "HEAD", route: "contact", method: "HEAD", status: 405, code: "method_not_allowed" },
  { name: "GET", route: "demo", method: "GET", status: 405, code: "method_not_allowed" },
  { name: "PUT with a valid body", route: "waitlist", method: "PUT", body: W, status: 405, code: "method_not_allowed" },
  { name: "DELETE", route: "contact", method: "DELETE", status: 405, code: "method_not_allowed" },
  { name: "PATCH with a valid body", route: "demo", method: "PATCH", body: D, status: 405, code: "method_not_allowed" },
  { name: "unknown method PROPFIND", route: "waitlist", method: "PROPFIND", status: 405, code: "method_not_allowed" },
  { name: "unknown method BREW", route: "contact", method: "BREW", body: C, status: 405, code: "method_not_allowed" },
  // Content types
  { name: "charset UTF-16", route: "waitlist", body: W, headers: { "content-type": "application/json; charset=utf-16" }, status: 415, code: "unsupported_media_type" },
  { name: "UTF-8 then latin1 charset", route: "contact", body: C, headers: { "content-type": "application/json; charset=utf-8; charset=latin1" }, status: 415, code: "unsupported_media_type" },
  { name: "two Content-Type headers, joined", route: "waitlist", body: W, headers: { "content-type": "application/json, text/plain" }, status: 415, code: "unsupported_media_type" },
  { name: "the same Content-Type twice, joined", route: "demo", body: D, headers: { "content-type": "application/json, application/json" }, status: 415, code: "unsupported_media_type" },
  { name: "text/json", route: "waitlist", body: W, headers: { "content-type": "text/json" }, status: 415, code: "unsupported_media_type" },
  { name: "JSON patch type", route: "contact", body: C, headers: { "content-type": "application/json-patch+json" }, status: 415, code: "unsupported_media_type" },
  { name: "JSON-LD type", route: "demo", body: D, headers: { "content-type": "application/ld+json" }, status: 415, code: "unsupported_media_type" },
  { name: "unknown charset label", route: "waitlist", body: W, headers: { "content-type": "application/json; charset=utf-9" }, status: 415, code: "unsupported_media_type" },
  // Sizes, counted in bytes
  { name: "16,385 bytes of multibyte text", route: "contact", raw: bodyOfBytes({ ...C, email: "pad16385@example.com" }, MAX_BODY + 1), status: 413, code: "payload_too_large" },
  { name: "16,385 bytes streamed in 1 KiB chunks that split characters", route: "contact", raw: () => chunked(bodyOfBytes({ ...C, email: "pad16385s@example.com" }, MAX_BODY + 1)), status: 413, code: "payload_too_large" },
  { name: "Content-Length of 16,385 declared", route: "waitlist", body: W, headers: { "content-length": String(MAX_BODY + 1) }, status: 413, code: "payload_too_large" },
  { name: "5001 two-byte characters (bytes fit, characters do not)", route: "contact", body: { ...C, message: "\u00e9".repeat(5001) }, status: 400, code: "validation_failed" },
  // Encodings
  { name: "UTF-16LE with a byte order mark", route: "waitlist", raw: utf16(JSON.stringify(W), true), status: 400, code: "invalid_json" },
  { name: "UTF-16LE without a byte order mark", route: "waitlist", raw: utf16(JSON.stringify(W), false), status: 400, code: "invalid_json" },
  { name: "UTF-16BE with a byte order mark", route: "contact", raw: utf16(JSON.stringify(C), true, true), status: 400, code: "invalid_json" },
  { name: "overlong UTF-8 slash", route: "waitlist", raw: new Uint8Array([...Buffer.from('{"email":"a'), 0xc0, 0xaf, ...Buffer.from('@b.co","language":"en","source":"x"}')]), status: 400, code: "invalid_json" },
  { name: "UTF-8-encoded surrogate", route: "contact", raw: new Uint8Array([...Buffer.from('{"name":"A'), 0xed, 0xa0, 0x80, ...Buffer.from('","email":"a@b.co","message":"x"}')]), status: 400, code: "invalid_json" },
  { name: "two byte order marks", route: "waitlist", raw: withBytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], JSON.stringify(W)), status: 400, code: "invalid_json" },
  // Bodies that stop, stall or never start
  { name: "client gone before the first byte", route: "contact", raw: () => abortedAtOnce(), status: 400, code: "body_incomplete" },
  { name: "a body that stalls past the deadline", route: "waitlist", raw: () => trickle(JSON.stringify(W), 5, 10), status: 408, code: "request_timeout" },
  { name: "a stream that ends empty", route: "demo", raw: () => chunked(""), status: 400, code: "invalid_json" },
  // JSON that means two things, or is not JSON
  { name: "duplicate email key", route: "waitlist", raw: '{"email":"a@example.com","email":"b@example.com","language":"en","source":"x"}', status: 400, code: "invalid_json" },
  { name: "duplicate key spelled with an escape", route: "contact", raw: '{"name":"A","email":"a@example.com","\\u0065mail":"b@example.com","message":"x"}', status: 400, code: "invalid_json" },
  { name: "duplicate honeypot key", route: "demo", raw: '{"email":"a@example.com","company":"C","website":"spam","website":""}', status: 400, code: "invalid_json" },
  { name: "duplicate key in a nested object", route: "waitlist", raw: '{"email":"a@example.com","language":"en","source":"x","meta":{"a":1,"a":2}}', status: 400, code: "invalid_json" },
  { name: "trailing comma", route: "waitlist", raw: '{"email":"a@example.com","language":"en","source":"x",}', status: 400, code: "invalid_json" },
  { name: "NaN literal", route: "contact", raw: '{"name":NaN,"email":"a@b.co","message":"x"}', status: 400, code: "invalid_json" },
  { name: "comment in JSON", route: "demo", raw: '{"email":"a@b.co",/* x */"company":"C"}', status: 400, code: "invalid_json" },
  { name: "two JSON objects", route: "waitlist", raw: `${JSON.stringify(W)}${JSON.stringify(W)}`, status: 400, code: "invalid_json" },
  { name: "JSON then garbage", route: "waitlist", raw: `${JSON.stringify(W)} x`, status: 400, code: "invalid_json" },
  { name: "number that overflows as email", route: "waitlist", raw: '{"email":1e400,"language":"en","source":"x"}', status: 400, code: "validation_failed" },
  // Email variants that must be refused
  { name: "C1 control in email", route: "waitlist", body: { ...W, email: "a\u0085b@example.com" }, status: 400, code: "validation_failed" },
  { name: "bidi isolate in email", route: "waitlist", body: { ...W, email: "a\u2066b@example.com" }, status: 400, code: "validation_failed" },
  { name: "right-to-left mark in email", route: "demo", body: { ...D, email: "a\u200fb@example.com" }, status: 400, code: "validation_failed" },
  { name: "local part of 65 characters", route: "waitlist", body: { ...W, email: `${"l".repeat(65)}@example.com` }, status: 400, code: "validation_failed" },
  { name: "address of 255 characters with a short local part", route: "waitlist", body: { ...W, email: `a@${"d".repeat(249)}.com` }, status: 400, code: "validation_failed" },
  { name: "percent escape in the domain", route: "waitlist", body: { ...W, email: "a@ex%41mple.com" }, status: 400, code: "validation_failed" },
  { name: "port in the domain", route: "contact", body: { ...C, email: "a@ex\u00e4mple.com:25" }, status: 400, code: "validation_failed" },
  { name: "empty domain label", route: "waitlist", body: { ...W, email: "a@example..com" }, status: 400, code: "validation_failed" },
  { name: "two trailing dots", route: "waitlist", body: { ...W, email: "a@example.com.." }, status: 400, code: "validation_failed" },
  { name: "soft hyphen hidden in the domain", route: "waitlist", body: { ...W, email: "a@ex\u00adample.com" }, status: 400, code: "validation_failed" },
  { name: "underscore in the domain", route: "waitlist", body: { ...W, email: "a@ex_ample.com" }, status: 400, code: "validation_failed" },
  // Control and bidi characters in every text field
  { name: "C1 control in contact name", route: "contact", body: { ...C, name: "Ada\u009b" }, status: 400, code: "validation_failed" },
  { name: "C1 control in contact company", route: "contact", body: { ...C, company: "Corp\u0090" }, status: 400, code: "validation_failed" },
  { name: "next line (C1) in a multi-line message", route: "contact", body: { ...C, message: "one\u0085two" }, status: 400, code: "validation_failed" },
  { name: "bidi override in contact message", route: "contact", body: { ...C, message: "pay \u202etxt.exe" }, status: 400, code: "validation_failed" },
  { name: "bidi isolate in demo company", route: "demo", body: { ...D, company: "\u2067Corp" }, status: 400, code: "validation_failed" },
  { name: "right-to-left mark in demo message", route: "demo", body: { ...D, message: "hi\u200f" }, status: 400, code: "validation_failed" },
  { name: "arabic letter mark in contact name", route: "contact", body: { ...C, name: "A\u061cda" }, status: 400, code: "validation_failed" },
  { name: "DEL in demo company", route: "demo", body: { ...D, company: "Corp\u007f" }, status: 400, code: "validation_failed" },
  // Origins, production rules: SITE_URL's origin exactly
  { name: "the site over http", route: "waitlist", body: W, headers: { origin: "http://thearchitech.test" }, status: 403, code: "forbidden_origin" },
  { name: "the site on another port", route: "contact", body: C, headers: { origin: "https://thearchitech.test:8443" }, status: 403, code: "forbidden_origin" },
  { name: "a subdomain of the site", route: "demo", body: D, headers: { origin: "https://www.thearchitech.test" }, status: 403, code: "forbidden_origin" },
  { name: "an origin matching a forged Host", route: "waitlist", body: W, headers: { origin: "https://evil.example", host: "evil.example" }, status: 403, code: "forbidden_origin" },
  { name: "an origin matching a forged X-Forwarded-Host", route: "contact", body: C, headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" }, status: 403, code: "forbidden_origin" },
  { name: "same-site subdomain by Sec-Fetch-Site", route: "waitlist", body: W, headers: { origin: "https://api.thearchitech.test", "sec-fetch-site": "same-site" }, status: 403, code: "forbidden_origin" },
  { name: "cross-site by Sec-Fetch-Site without Origin", route: "demo", body: D, headers: { origin: "", "sec-fetch-site": "cross-site" }, status: 403, code: "forbidden_origin" },
  { name: "the opaque origin null", route: "waitlist", body: W, headers: { origin: "null" }, status: 403, code: "forbidden_origin" },
];

const pos = (position: number) => ({ position });

// Legitimate requests in unusual shapes: stored exactly once, normalised.
const accepted: HostileCase[] = [
  // Email variants of the seeded addresses: one entry each, the existing position
  { name: "upper-case variant", route: "waitlist", body: { ...W, email: "ADA@XN--EXMPLE-CUA.COM" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "no-break spaces around", route: "waitlist", body: { ...W, email: "\u00a0ada@xn--exmple-cua.com\u00a0" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "ideographic spaces around", route: "waitlist", body: { ...W, email: "\u3000ada@xn--exmple-cua.com\u3000" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "zero-width no-break space before", route: "waitlist", body: { ...W, email: "\ufeffada@xn--exmple-cua.com" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "trailing dot on the domain", route: "waitlist", body: { ...W, email: "ada@xn--exmple-cua.com." }, status: 409, code: "already_listed", data: pos(1) },
  { name: "unicode domain", route: "waitlist", body: { ...W, email: "ada@ex\u00e4mple.com" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "unicode domain, decomposed and upper-case", route: "waitlist", body: { ...W, email: "ADA@EXA\u0308MPLE.COM" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "decomposed accent in the local part", route: "waitlist", body: { ...W, email: "jose\u0301@example.com" }, status: 409, code: "already_listed", data: pos(2) },
  { name: "full-width domain with an ideographic full stop", route: "waitlist", body: { ...W, email: "grace@\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\u3002com" }, status: 409, code: "already_listed", data: pos(3) },
  { name: "new address in a unicode domain, stored in punycode", route: "waitlist", body: { ...W, email: "Zo\u00e9@Caf\u00e9.FR." }, status: 201, code: null, stores: { waitlist: ["zo\u00e9@xn--caf-dma.fr"] } },
  { name: "local part of exactly 64 characters", route: "waitlist", body: { ...W, email: `${"l".repeat(64)}@example.com` }, status: 201, code: null, stores: { waitlist: [`${"l".repeat(64)}@example.com`] } },
  { name: "address of exactly 254 characters", route: "waitlist", body: { ...W, email: `b@${"d".repeat(248)}.com` }, status: 201, code: null, stores: { waitlist: [`b@${"d".repeat(248)}.com`] } },
  { name: "contact email normalised like the waitlist's", route: "contact", body: { ...C, email: " Ada@EX\u00c4MPLE.com. " }, status: 201, code: null, stores: { contact: ["ada@xn--exmple-cua.com"] } },
  { name: "demo email normalised like the waitlist's", route: "demo", body: { ...D, email: "\u00a0CTO@Corp.Example\u3000" }, status: 201, code: null, stores: { "demo-requests": ["cto@corp.example"] } },
  // Content types that are JSON in UTF-8
  { name: "charset=UTF-8 without a space", route: "waitlist", body: { ...W, email: "ct1@example.com" }, headers: { "content-type": "application/json;charset=UTF-8" }, status: 201, code: null, stores: { waitlist: ["ct1@example.com"] } },
  { name: "quoted charset", route: "contact", body: { ...C, email: "ct2@example.com" }, headers: { "content-type": 'application/json; charset="utf-8"' }, status: 201, code: null, stores: { contact: ["ct2@example.com"] } },
  { name: "upper-case media type", route: "demo", body: { ...D, email: "ct3@example.com" }, headers: { "content-type": "APPLICATION/JSON" }, status: 201, code: null, stores: { "demo-requests": ["ct3@example.com"] } },
  { name: "the utf8 label", route: "waitlist", body: { ...W, email: "ct4@example.com" }, headers: { "content-type": "application/json; charset=utf8" }, status: 201, code: null, stores: { waitlist: ["ct4@example.com"] } },
  { name: "an unrelated parameter", route: "waitlist", body: { ...W, email: "ct5@example.com" }, headers: { "content-type": "application/json; profile=x" }, status: 201, code: null, stores: { waitlist: ["ct5@example.com"] } },
  // Sizes at the limit
  { name: "exactly 16,384 bytes of multibyte text", route: "contact", raw: bodyOfBytes({ ...C, email: "pad16384@example.com" }, MAX_BODY), status: 201, code: null, stores: { contact: ["pad16384@example.com"] } },
  { name: "exactly 16,384 bytes streamed in chunks that split characters", route: "demo", raw: () => chunked(bodyOfBytes({ ...D, email: "pad16384s@example.com" }, MAX_BODY)), status: 201, code: null, stores: { "demo-requests": ["pad16384s@example.com"] } },
  { name: "5000 three-byte characters (15,000 bytes)", route: "contact", body: { ...C, email: "euros@example.com", message: "\u20ac".repeat(5000) }, status: 201, code: null, stores: { contact: ["euros@example.com"] } },
  // Encodings and slow senders
  { name: "UTF-8 byte order mark", route: "waitlist", raw: withBytes([0xef, 0xbb, 0xbf], JSON.stringify({ ...W, email: "bom@example.com" })), status: 201, code: null, stores: { waitlist: ["bom@example.com"] } },
  { name: "a body trickled one byte at a time", route: "waitlist", raw: () => trickle(JSON.stringify({ ...W, email: "slow@example.com" }), 2), status: 201, code: null, stores: { waitlist: ["slow@example.com"] } },
  // Text people really write
  { name: "emoji joined with zero-width joiners", route: "contact", body: { ...C, email: "family@example.com", message: "\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 hi" }, status: 201, code: null, stores: { contact: ["family@example.com"] } },
  { name: "right-to-left script in a name", route: "contact", body: { ...C, email: "rtl@example.com", name: "\u05e9\u05dc\u05d5\u05dd" }, status: 201, code: null, stores: { contact: ["rtl@example.com"] } },
  // Origins the production rules accept
  { name: "the site's origin with its default port", route: "waitlist", body: { ...W, email: "port@example.com" }, headers: { origin: "https://thearchitech.test:443" }, status: 201, code: null, stores: { waitlist: ["port@example.com"] } },
  { name: "no Origin at all (curl)", route: "contact", body: { ...C, email: "curl@example.com" }, headers: { origin: "" }, status: 201, code: null, stores: { contact: ["curl@example.com"] } },
  // Honeypot: filled in any way is a decoy; empty, null or a differently named key is a person
  { name: "honeypot of one space", route: "waitlist", body: { ...W, email: "hp1@example.com", website: " " }, status: 201, code: null },
  { name: "honeypot as the number 0", route: "contact", body: { ...C, email: "hp2@example.com", website: 0 }, status: 201, code: null },
  { name: "honeypot as false", route: "demo", body: { ...D, email: "hp3@example.com", website: false }, status: 201, code: null },
  { name: "honeypot as an empty array", route: "waitlist", body: { ...W, email: "hp4@example.com", website: [] }, status: 201, code: null },
  { name: "honeypot as an object", route: "contact", body: { ...C, email: "hp5@example.com", website: {} }, status: 201, code: null },
  { name: "honeypot filled with an invalid rest of the body", route: "demo", body: { email: "not-an-email", website: "http://spam" }, status: 201, code: null },
  { name: "honeypot null", route: "waitlist", body: { ...W, email: "hp6@example.com", website: null }, status: 201, code: null, stores: { waitlist: ["hp6@example.com"] } },
  { name: "honeypot empty", route: "demo", body: { ...D, email: "hp7@example.com", website: "" }, status: 201, code: null, stores: { "demo-requests": ["hp7@example.com"] } },
  { name: "honeypot-like key with another case", route: "contact", body: { ...C, email: "hp8@example.com", Website: "x" }, status: 201, code: null, stores: { contact: ["hp8@example.com"] } },
];

const contactFrom = (i: number) => ({ ...C, email: `limit${i}@example.com` });
const demoFrom = (i: number) => ({ ...D, email: `limit${i}@example.com` });
/** Sends `count` accepted requests of a route from the case's address (stored by the setup, not the case). */
const fill = async (run: CaseRun, route: Route, count: number) => {
  for (let i = 0; i < count; i++) {
    const body = route === "contact" ? contactFrom(i) : route === "demo" ? demoFrom(i) : { ...W, email: `${run.ip}-${i}@example.com` };
    const response = await run.send(route, body);
    if (response.status !== 201) throw new Error(`setup request ${i} answered ${response.status}`);
  }
};
/** A day's worth of sign-ups: 60 in one minute, 40 in the next. */
const fillWaitlistDay = async (run: CaseRun) => {
  for (let i = 0; i < 100; i++) {
    if (i === 60) run.advance(MINUTE_MS);
    const response = await run.send("waitlist", { ...W, email: `${run.ip}-day${i}@example.com` });
    if (response.status !== 201) throw new Error(`setup sign-up ${i} answered ${response.status}`);
  }
  run.advance(MINUTE_MS);
};
/** A day's worth for contact or demo requests: 5 a minute for 4 minutes. */
const fillDay = async (run: CaseRun, route: Route) => {
  for (let minute = 0; minute < 4; minute++) {
    await fill(run, route, 5);
    run.advance(MINUTE_MS);
  }
};

// The table's clock starts 10 minutes and 30 seconds into a UTC day.
const START = Math.floor(1_767_225_600_000 / DAY_MS) * DAY_MS + 10 * MINUTE_MS + 30_000;

// Per-route limits: sign-ups 60 a minute and 100 a day; contact messages and demo requests 5 a minute and 20 a day each.
const limited: HostileCase[] = [
  { name: "the 6th contact message in a minute", route: "contact", body: contactFrom(9), setup: (run) => fill(run, "contact", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "the 6th demo request in a minute", route: "demo", body: demoFrom(9), setup: (run) => fill(run, "demo", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "the 61st sign-up in a minute", route: "waitlist", body: { ...W, email: "s61@example.com" }, setup: (run) => fill(run, "waitlist", 60), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "a sign-up after a minute's contact messages: its own budget", route: "waitlist", body: { ...W, email: "own1@example.com" }, setup: (run) => fill(run, "contact", 5), status: 201, code: null, stores: { waitlist: ["own1@example.com"] } },
  { name: "a demo request after a minute's contact messages: its own budget", route: "demo", body: demoFrom(9), setup: (run) => fill(run, "contact", 5), status: 201, code: null, stores: { "demo-requests": ["limit9@example.com"] } },
  { name: "a contact message once the minute is over", route: "contact", body: contactFrom(9), setup: async (run) => { await fill(run, "contact", 5); run.advance(MINUTE_MS); }, status: 201, code: null, stores: { contact: ["limit9@example.com"] } },
  { name: "the last second of a full window", route: "contact", body: contactFrom(9), setup: async (run) => { await fill(run, "contact", 5); run.advance(29_999); }, status: 429, code: "rate_limited", retryAfter: 1 },
  { name: "the 21st contact message of a UTC day", route: "contact", body: contactFrom(9), setup: (run) => fillDay(run, "contact"), status: 429, code: "rate_limited", retryAfter: (DAY_MS - 10 * MINUTE_MS - 30_000 - 4 * MINUTE_MS) / 1000 },
  { name: "the 21st demo request of a UTC day", route: "demo", body: demoFrom(9), setup: (run) => fillDay(run, "demo"), status: 429, code: "rate_limited" },
  { name: "the 101st sign-up of a UTC day", route: "waitlist", body: { ...W, email: "s101@example.com" }, setup: fillWaitlistDay, status: 429, code: "rate_limited", retryAfter: (DAY_MS - 10 * MINUTE_MS - 30_000 - 2 * MINUTE_MS) / 1000 },
  { name: "a sign-up the next UTC day, after a full day", route: "waitlist", body: { ...W, email: "next-day@example.com" }, setup: async (run) => { await fillWaitlistDay(run); run.advance(DAY_MS); }, status: 201, code: null, stores: { waitlist: ["next-day@example.com"] } },
  { name: "a sign-up after a day's contact messages", route: "waitlist", body: { ...W, email: "own2@example.com" }, setup: (run) => fillDay(run, "contact"), status: 201, code: null, stores: { waitlist: ["own2@example.com"] } },
  { name: "requests refused by the minute limit do not spend the day's", route: "contact", body: contactFrom(9), setup: async (run) => {
      await fill(run, "contact", 5);
      // Counted, these 15 would make 20 today and refuse the next minute's message.
      for (let i = 0; i < 15; i++) if ((await run.send("contact", contactFrom(50 + i))).status !== 429) throw new Error("expected 429");
      run.advance(MINUTE_MS);
    }, status: 201, code: null, stores: { contact: ["limit9@example.com"] } },
  { name: "two PostgreSQL server processes share one limit", route: "contact", body: contactFrom(9), engines: ["postgres"], setup: async (run) => {
      const other = await run.server.secondProcess();
      other.use();
      await fill(run, "contact", 3);
      run.server.use();
      for (let i = 3; i < 5; i++) if ((await run.send("contact", contactFrom(i))).status !== 201) throw new Error("expected 201");
      // The case's own request goes to the second process, which has seen only 3 of the 5.
      other.use();
    }, status: 429, code: "rate_limited" },
];

const viaHttp: { name: string; method: string; path: string; status: number; code: string; allow?: string }[] = [
  { name: "TRACE on the waitlist", method: "TRACE", path: "/api/waitlist", status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "TRACE on contact, with a query", method: "TRACE", path: "/api/contact?x=1", status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "TRACE on health", method: "TRACE", path: "/api/health", status: 405, code: "method_not_allowed", allow: "GET, HEAD" },
  { name: "TRACE on an unknown API path", method: "TRACE", path: "/api/admin", status: 404, code: "not_found" },
];

/** Rows by table, as multisets of emails. */
async function snapshot(store: Store): Promise<Record<Table, string[]>> {
  const emails = async (table: Table) => (await allRows(store.readAll(table))).map((row) => row.email).sort();
  return { waitlist: await emails("waitlist"), contact: await emails("contact"), "demo-requests": await emails("demo-requests") };
}

function added(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((email) => {
    const i = left.indexOf(email);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

let nextClient = 0;
/** A fresh client address per case (TEST-NET and benchmark ranges). */
const freshIp = () => `198.18.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

async function send(route: Route, { method = "POST", body, raw, headers }: Pick<HostileCase, "method" | "body" | "raw" | "headers">, ip: string): Promise<Response> {
  const call = apiCall(paths[route], body, { raw: typeof raw === "function" ? raw() : raw, headers, method, ip });
  return method === "POST" ? handlers[route](call) : otherMethods[route](call);
}

async function runCase(server: TestServer, clock: { now: number }, testCase: HostileCase): Promise<void> {
  const ip = freshIp();
  const run: CaseRun = {
    server,
    ip,
    send: (route, body, headers) => send(route, { body, headers }, ip),
    advance: (ms) => (clock.now += ms),
  };
  const startedAt = clock.now;
  try {
    await testCase.setup?.(run);
    const before = await snapshot(server.store);
    const response = await send(testCase.route, testCase, ip);
    server.use();
    const text = await response.text();
    expect(response.status).toBe(testCase.status);
    expect(text).not.toMatch(/stack|\bat .*\.(ts|js)/i);
    const json = JSON.parse(text) as { error?: string; code?: string; data?: Record<string, unknown> };
    if (testCase.code === null) {
      expect(json.code).toBeUndefined();
      expect(json.data).toBeTypeOf("object");
    } else {
      expect(json.code).toBe(testCase.code);
      expect(typeof json.error).toBe("string");
    }
    if (testCase.data) expect(json.data).toMatchObject(testCase.data);
    if (testCase.retryAfter !== undefined) expect(Number(response.headers.get("retry-after"))).toBe(testCase.retryAfter);
    if (testCase.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const after = await snapshot(server.store);
    for (const table of TABLES) expect(added(before[table], after[table]), table).toEqual(testCase.stores?.[table] ?? []);
  } finally {
    server.use();
    clock.now = Math.max(clock.now, startedAt);
  }
}

const PRODUCTION = { production: true, limits: { waitlist: { perMinute: 60, perDay: 100 }, contact: { perMinute: 5, perDay: 20 }, "demo-requests": { perMinute: 5, perDay: 20 } }, bodyTimeoutMs: 1_500 };

export const HOSTILE_CASE_COUNT = { sqlite: 0, postgres: 0 };

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
      controller.close();
    },
  });
}

/** A body whose sender disconnects after the first chunk, as a Node request body does. */
function brokenStream(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      setTimeout(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })), 10);
    },
  });
}


describe.each(TEST_ENGINES)("hostile inputs on %s", (engine) => {
  const applies = (testCase: HostileCase) => !testCase.engines || testCase.engines.includes(engine);
  const refusals = [...cases, ...moreRefusals].filter(applies);
  const acceptedHere = accepted.filter(applies);
  const limitedHere = limited.filter(applies);
  HOSTILE_CASE_COUNT[engine] = refusals.length + acceptedHere.length + limitedHere.length + viaHttp.length;

  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it("has at least 100 cases on this engine", () => {
    expect(HOSTILE_CASE_COUNT[engine]).toBeGreaterThanOrEqual(100);
  });

  describe("refused", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
    });
    afterAll(async () => server.dispose());

    it.each(refusals)("$name → $status $code", (testCase) => runCase(server, clock, testCase));

    it("stored nothing from any of them", async () => {
      expect(await allRows(server.store.readAll("waitlist"))).toEqual([]);
      expect(await allRows(server.store.readAll("contact"))).toEqual([]);
      expect(await allRows(server.store.readAll("demo-requests"))).toEqual([]);
    });

    it("stores a valid but SQL-looking address verbatim, as data", async () => {
      const response = await waitlist(apiCall("/api/waitlist", { ...W, email: "x'--drop@evil.io" }));
      expect(response.status).toBe(201);
      expect((await allRows(server.store.readAll("waitlist"))).map((r) => r.email)).toEqual(["x'--drop@evil.io"]);
    });
  });

  describe("accepted, once and normalised", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
      for (const email of SEEDED) await server.store.joinWaitlist({ email, language: "en", source: "seed" });
    });
    afterAll(async () => server.dispose());

    it.each(acceptedHere)("$name → $status", (testCase) => runCase(server, clock, testCase));

    it("holds exactly the seeded addresses and one row per accepted case", async () => {
      const expected = await snapshot(server.store);
      const wanted: Record<Table, string[]> = { waitlist: [...SEEDED], contact: [], "demo-requests": [] };
      for (const testCase of acceptedHere) for (const table of TABLES) wanted[table].push(...(testCase.stores?.[table] ?? []));
      for (const table of TABLES) expect(expected[table], table).toEqual(wanted[table].sort());
      const positions = (await allRows(server.store.readAll("waitlist"))).map((row) => row.position);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    });
  });

  describe("limited per route, per minute and per day", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
    });
    afterAll(async () => server.dispose());

    it.each(limitedHere)("$name → $status", async (testCase) => {
      clock.now = START;
      await runCase(server, clock, testCase);
    });
  });

  describe("seen by the site handler only", () => {
    let http: Server;
    beforeAll(async () => {
      const page = (urlPath: string) => ({ urlPath, type: "text/html; charset=utf-8", html: true, identity: Buffer.from("<p>x</p>") });
      const handler = createSiteHandler({
        site: prepareSite([page("/not-found"), page("/fr/not-found")], { siteUrl: TEST_SITE_URL }),
        logger: createLogger("silent"),
        // Astro's adapter would turn these into a plain-text 500; it must never be reached.
        api: (_req, res) => {
          res.writeHead(500);
          res.end();
        },
      });
      http = createServer(handler);
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => new Promise<void>((resolve) => http.close(() => resolve())));

    it.each(viaHttp)("$name → $status $code", async ({ method, path, status, code, allow }) => {
      const { port } = http.address() as AddressInfo;
      const reply = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, method, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(reply.status).toBe(status);
      expect(JSON.parse(reply.body)).toMatchObject({ code });
      if (allow) expect(reply.allow).toBe(allow);
    });
  });
});
