import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, readJsonBody } from "./read-json";

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("https://thearchitech.test/api/waitlist", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

function stream(start: (controller: ReadableStreamDefaultController<Uint8Array>) => void): ReadableStream<Uint8Array> {
  return new ReadableStream({ start });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readJsonBody", () => {
  it("parses a JSON body", async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
  });

  it("refuses a declared or streamed body over the limit", async () => {
    expect(await readJsonBody(post("{}", { "content-length": String(MAX_BODY_BYTES + 1) }))).toEqual({ ok: false, reason: "too_large" });
    const big = stream((c) => {
      c.enqueue(bytes(`"${"x".repeat(MAX_BODY_BYTES)}`));
      c.enqueue(bytes('"'));
      c.close();
    });
    expect(await readJsonBody(post(big))).toEqual({ ok: false, reason: "too_large" });
  });

  it("reports a client that disconnects mid-body as incomplete, not as a server failure", async () => {
    const broken = stream((c) => {
      c.enqueue(bytes('{"a":'));
      setTimeout(() => c.error(new Error("aborted")), 5);
    });
    expect(await readJsonBody(post(broken))).toEqual({ ok: false, reason: "incomplete" });
  });

  it("gives up on a body that stalls", async () => {
    const stalled = stream((c) => c.enqueue(bytes('{"a":')));
    const started = performance.now();
    expect(await readJsonBody(post(stalled), { timeoutMs: 50 })).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("keeps waiting for a slow body that arrives in time", async () => {
    const slow = stream((c) => {
      c.enqueue(bytes('{"a":'));
      setTimeout(() => {
        c.enqueue(bytes("1}"));
        c.close();
      }, 20);
    });
    expect(await readJsonBody(post(slow), { timeoutMs: 1_000 })).toEqual({ ok: true, value: { a: 1 } });
  });
});
