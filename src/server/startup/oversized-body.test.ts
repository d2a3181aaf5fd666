import { execFile } from "node:child_process";
import { connect, type AddressInfo, type Socket } from "node:net";
import { promisify } from "node:util";
import { NodeApp } from "astro/app/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API_ERROR_MESSAGES } from "@/domain/forms/api-errors";
import { POST } from "../http/routes/waitlist";
import { createLogger } from "../log";
import { installTestServer, type TestServer } from "@/test/server/test-database";
import { DISCARD_LIMITS } from "./discard-body";
import { createSiteServer, type SiteServer } from "./http-server";

const run = promisify(execFile);
const TWO_MB = 2 * 1024 * 1024;
/** Without discard-body.ts, most runs of a paced client lost the answer to a reset (EPIPE). */
const RUNS = 10;
const TOO_LARGE = { error: API_ERROR_MESSAGES.payload_too_large, code: "payload_too_large" };

let server: TestServer;
let site: SiteServer;
let base: string;
const logs: Record<string, unknown>[] = [];

/**
 * The client runs in its own process, as a real one would: in this process its writes and the
 * server's close would take turns on one event loop, and the race that lost the 413 (a reset
 * while the client is still sending) would not happen.
 */
const CLIENT = String.raw`
const [url, mode, size, runs] = process.argv.slice(1);
const http = await import("node:http");
const head = '{"email":"big@example.com","language":"en","source":"x","pad":"';
const body = Buffer.concat([Buffer.from(head), Buffer.alloc(Number(size) - head.length - 2, "a"), Buffer.from('"}')]);
const CHUNK = 64 * 1024;
const tick = () => new Promise((resolve) => setImmediate(resolve));
// paced: 64 KiB per turn of the event loop, as a body arrives over a real network; without a
// length announced the body goes chunked.
const viaHttp = (paced, announced) => new Promise((resolve, reject) => {
  const req = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/json", ...(announced ? { "content-length": String(body.length) } : {}) } }, (res) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (chunk) => (text += chunk));
    res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body: text }));
    res.on("error", reject);
  });
  req.on("error", reject);
  if (!paced) return req.end(body);
  void (async () => {
    for (let offset = 0; offset < body.length && !req.destroyed; offset += CHUNK) {
      if (!req.write(body.subarray(offset, offset + CHUNK))) await new Promise((resolve) => req.once("drain", resolve));
      await tick();
    }
    req.end();
  })();
});
const viaFetch = async (paced) => {
  const stream = new ReadableStream({
    offset: 0,
    async pull(controller) {
      await tick();
      const offset = (this.offset ??= 0);
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + CHUNK));
      this.offset = offset + CHUNK;
    },
  });
  const headers = { "content-type": "application/json", ...(paced ? { "content-length": String(body.length) } : {}) };
  const response = await fetch(url, { method: "POST", headers, body: paced ? stream : body, ...(paced ? { duplex: "half" } : {}) });
  return { status: response.status, connection: response.headers.get("connection"), body: await response.text() };
};
const clients = {
  fetch: () => viaFetch(false),
  "fetch-paced": () => viaFetch(true),
  http: () => viaHttp(false, true),
  "http-paced": () => viaHttp(true, true),
  "http-chunked": () => viaHttp(true, false),
};
const results = [];
for (let i = 0; i < Number(runs); i++) {
  try {
    results.push(await clients[mode]());
  } catch (error) {
    results.push({ error: error.cause?.code ?? error.code ?? error.message });
  }
}
process.stdout.write(JSON.stringify(results));
`;

const CLIENTS = ["fetch", "fetch-paced", "http", "http-paced", "http-chunked"] as const;

type Outcome = { status: number; connection: string | null; body: string } | { error: string };

async function postFromAnotherProcess(mode: (typeof CLIENTS)[number], runs: number): Promise<Outcome[]> {
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", CLIENT, `${base}/api/waitlist`, mode, String(TWO_MB), String(runs)]);
  return JSON.parse(stdout) as Outcome[];
}

beforeAll(async () => {
  server = await installTestServer("sqlite");
  // What the build's entry does for /api: Astro's Node adapter turns the request into a Fetch
  // Request (its body streamed from the socket) and writes the Response back.
  site = createSiteServer(
    (req, res) => {
      void POST({ request: NodeApp.createRequest(req), peerAddress: req.socket.remoteAddress }).then((response) => NodeApp.writeResponse(response, res));
    },
    createLogger("debug", (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
  );
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.server.closeAllConnections();
  await new Promise((resolve) => site.server.close(resolve));
  await server.dispose();
});

describe("a 2 MB JSON body to /api/waitlist", () => {
  it.each(CLIENTS)(`gets its 413 JSON answer with Connection: close (%s, ${RUNS} runs)`, async (mode) => {
    const outcomes = await postFromAnotherProcess(mode, RUNS);
    expect(outcomes).toEqual(Array.from({ length: RUNS }, () => ({ status: 413, connection: "close", body: JSON.stringify(TOO_LARGE) })));
  });

  it("stores nothing", async () => {
    const rows: unknown[] = [];
    for await (const row of server.store.readAll("waitlist")) rows.push(row);
    expect(rows).toEqual([]);
  });
});

/**
 * A raw client that keeps its side open after the server's FIN, as an uploading client does.
 * `closed` is the server's side of the connection: once the server has sent its FIN, closing
 * sends nothing more the client would notice.
 */
function halfOpenClient(head: string) {
  const { port } = site.server.address() as AddressInfo;
  const state = { received: "", ended: false, closed: false };
  site.server.once("connection", (serverSide: Socket) => serverSide.once("close", () => (state.closed = true)));
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  socket.on("data", (data) => (state.received += data.toString("latin1")));
  socket.on("end", () => (state.ended = true));
  socket.on("error", () => {});
  socket.write(head);
  return { socket, state };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await turn();
};

/**
 * Waits, in turns of the event loop, until `ready()`. Not expect.poll: with fake timers it moves
 * the clock at each attempt, and these tests count the clock's milliseconds.
 */
async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 20_000; i++) {
    if (ready()) return;
    await turn();
  }
  throw new Error(`never happened: ${what}`);
}

describe("a client that stops sending halfway", () => {
  afterEach(() => vi.useRealTimers());

  it("gets its whole 413, then the server reads for the time allowed and closes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { socket, state } = halfOpenClient(
      `POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n${"a".repeat(20_000)}`,
    );
    // The answer and the server's FIN: the answer is complete, the server still reads.
    await until(() => state.ended, "the server's FIN");
    expect(state.received).toMatch(/^HTTP\/1\.1 413 [^]*connection: close/i);
    vi.advanceTimersByTime(DISCARD_LIMITS.timeoutMs - 1);
    socket.write("a".repeat(10_000));
    await turns(20);
    expect(state.closed).toBe(false);
    vi.advanceTimersByTime(1);
    await until(() => state.closed, "the server closing");
  });

  it("is closed as soon as the client, having read its answer, closes its side", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { socket, state } = halfOpenClient(
      `POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n${"a".repeat(20_000)}`,
    );
    await until(() => state.ended, "the server's FIN");
    socket.end();
    await until(() => state.closed, "the server closing");
  });

  it("gets a whole 408 when too slow, the same way", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { socket, state } = halfOpenClient('POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":');
    // The body's deadline is the route's timer (read-json.ts): once it is set, the clock jumps past it.
    await until(() => vi.getTimerCount() > 0, "the body's deadline");
    vi.advanceTimersByTime(server.context.config.bodyTimeoutMs);
    await until(() => state.ended, "the server's FIN");
    expect(state.received).toMatch(/^HTTP\/1\.1 408 [^]*"code":"request_timeout"/);
    socket.end();
    await until(() => state.closed, "the server closing");
  });
});

describe("a client that never stops sending", () => {
  it(`is cut off once it has sent ${DISCARD_LIMITS.maxBytes} bytes more, after its 413`, async () => {
    const { port } = site.server.address() as AddressInfo;
    const received = await new Promise<{ text: string; sent: number }>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let text = "";
      let sent = 0;
      let open = true;
      const chunk = Buffer.alloc(256 * 1024, "a");
      const pump = () => {
        while (open && socket.write(chunk)) sent += chunk.length;
        if (open) sent += chunk.length;
      };
      socket.on("connect", () => {
        socket.write("POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n");
        pump();
      });
      socket.on("drain", pump);
      socket.on("data", (data) => (text += data.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => {
        open = false;
        resolve({ text, sent });
      });
    });
    expect(received.text).toMatch(/^HTTP\/1\.1 413 /);
    // What the kernel buffers on both sides comes on top of the bytes the server read.
    expect(received.sent).toBeLessThan(100 * 1024 * 1024);
  });
});
