import type { Engine } from "@/server/db/store";
import type { Table } from "./case";

/**
 * A request sent as bytes to the production server's HTTP layer: Node's parser, the server's
 * client-error handler, the site handler, then the route. For what a Fetch Request cannot carry.
 */
export interface RawHttpCase {
  name: string;
  /** The request as sent, up to the end of its body; the case's own client address is added to it. */
  text: string;
  status: number;
  /** The error code, or null for a success body (`{data}`). */
  code: string | null;
  stores?: Partial<Record<Table, string[]>>;
  engines?: Engine[];
}

const post = (path: string, headers: string[], body = "") => `POST ${path} HTTP/1.1\r\nHost: thearchitech.test\r\nConnection: close\r\n${headers.map((header) => `${header}\r\n`).join("")}\r\n${body}`;
/** A request with a body of `Content-Length` bytes. */
const sized = (path: string, headers: string[], body: string) => post(path, [...headers, `Content-Length: ${Buffer.byteLength(body)}`], body);
const JSON_TYPE = "Content-Type: application/json";
const signup = (email: string) => JSON.stringify({ email, language: "en", source: "raw" });
const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

export const rawHttp: RawHttpCase[] = [
  // The table's own check: what the route stores comes through the server's HTTP layer whole.
  { name: "a sign-up as raw bytes", text: sized("/api/waitlist", [JSON_TYPE], signup("raw1@example.com")), status: 201, code: null, stores: { waitlist: ["raw1@example.com"] } },
  { name: "a sign-up in two chunks", text: post("/api/waitlist", [JSON_TYPE, "Transfer-Encoding: chunked"], `${chunk(signup("raw2@example.com").slice(0, 9))}${chunk(signup("raw2@example.com").slice(9))}0\r\n\r\n`), status: 201, code: null, stores: { waitlist: ["raw2@example.com"] } },
  // Bodies Node cannot read once it has handed the request on: the JSON 400, not a silent close
  { name: "a chunk size that is not hex (zz)", text: post("/api/waitlist", [JSON_TYPE, "Transfer-Encoding: chunked"], "zz\r\n"), status: 400, code: "bad_request" },
  { name: "a bad chunk size after a good chunk", text: post("/api/contact", [JSON_TYPE, "Transfer-Encoding: chunked"], `${chunk('{"name":"A",')}-1\r\n`), status: 400, code: "bad_request" },
  { name: "a chunk longer than its size", text: post("/api/demo-requests", [JSON_TYPE, "Transfer-Encoding: chunked"], `2\r\n${JSON.stringify({ email: "raw3@example.com", company: "C" })}\r\n0\r\n\r\n`), status: 400, code: "bad_request" },
  { name: "Transfer-Encoding: identity", text: post("/api/waitlist", [JSON_TYPE, "Transfer-Encoding: identity"], signup("raw4@example.com")), status: 400, code: "bad_request" },
  { name: "Transfer-Encoding: identity with a Content-Length", text: post("/api/feedback", [JSON_TYPE, "Transfer-Encoding: identity", "Content-Length: 2"], "{}"), status: 400, code: "bad_request" },
  { name: "Transfer-Encoding: gzip without chunked", text: post("/api/waitlist", [JSON_TYPE, "Transfer-Encoding: gzip"], signup("raw5@example.com")), status: 400, code: "bad_request" },
  // Content types Node would cut down to the first
  { name: "two Content-Type headers, JSON first", text: sized("/api/waitlist", [JSON_TYPE, "Content-Type: text/plain"], signup("raw6@example.com")), status: 415, code: "unsupported_media_type" },
  { name: "the same JSON Content-Type twice", text: sized("/api/contact", [JSON_TYPE, JSON_TYPE], JSON.stringify({ name: "A", email: "raw7@example.com", message: "x" })), status: 415, code: "unsupported_media_type" },
  { name: "a second Content-Type with a charset", text: sized("/api/demo-requests", [JSON_TYPE, "Content-Type: application/json; charset=latin1"], JSON.stringify({ email: "raw8@example.com", company: "Corp" })), status: 415, code: "unsupported_media_type" },
];
