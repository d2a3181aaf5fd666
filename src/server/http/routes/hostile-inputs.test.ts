import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRows, installTestServer, TEST_ENGINES, type TestServer } from "@/server/testing/test-database";
import { apiCall } from "@/server/testing/requests";
import { POST as contact } from "./contact";
import { POST as demoRequest } from "./demo-requests";
import { POST as waitlist } from "./waitlist";

type Route = "waitlist" | "contact" | "demo";
const handlers = { waitlist, contact, demo: demoRequest };
const paths = { waitlist: "/api/waitlist", contact: "/api/contact", demo: "/api/demo-requests" };

interface HostileCase {
  name: string;
  route: Route;
  /** A value to JSON.stringify, or `raw` bytes/text sent as they are. */
  body?: unknown;
  raw?: BodyInit | (() => BodyInit);
  headers?: Record<string, string>;
  status: number;
  code: string;
}

const W = { email: "ok@example.com", language: "en", source: "landing" };
const C = { name: "Ada", email: "ok@example.com", message: "Hi" };
const D = { email: "ok@example.com", company: "Corp" };
const MB = "x".repeat(1024 * 1024);

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
  let server: TestServer;
  beforeAll(async () => {
    server = await installTestServer(engine);
  });
  afterAll(async () => server.dispose());

  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name → $status $code", async ({ route, body, raw, headers, status, code }) => {
    const call = apiCall(paths[route], body, { raw: typeof raw === "function" ? raw() : raw, headers });
    const response = await handlers[route](call);
    expect(response.status).toBe(status);
    const text = await response.text();
    const json = JSON.parse(text) as { error: string; code: string };
    expect(json.code).toBe(code);
    expect(typeof json.error).toBe("string");
    expect(text).not.toMatch(/stack|\bat .*\.(ts|js)/i);
  });

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

export const HOSTILE_CASE_COUNT = cases.length;
