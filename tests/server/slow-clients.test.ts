import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeTempDataDirs, startServer, stopServer, tempDataDir, type RunningServer } from "./server-process";

/**
 * Sends `steps` on a raw connection (strings are written, numbers are pauses in ms, "close"
 * hangs up) and returns everything the server sent back until it closed the connection.
 */
function rawExchange(port: number, steps: (string | number)[], giveUpMs = 40_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => {});
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("close", () => clearTimeout(timer));
    void (async () => {
      for (const step of steps) {
        if (socket.destroyed) return;
        if (typeof step === "number") await new Promise((resolve) => setTimeout(resolve, step));
        else if (step === "close") socket.destroy();
        else socket.write(step);
      }
    })();
  });
}

const postHead = (length: number) =>
  `POST /api/waitlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("clients that abort or stall", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir() });
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    removeTempDataDirs();
  });

  it("logs a client that hangs up mid-body as a 400 at info level, never a 5xx", async () => {
    await rawExchange(server.port, [postHead(120), '{"email":"gone@example.com",', 300, "close"]);
    await expect.poll(() => logLines(server).find((line) => line.bodyError === "incomplete")).toMatchObject({
      level: "info",
      msg: "request",
      route: "waitlist",
      status: 400,
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("answers a body that trickles past its deadline with a JSON 408", async () => {
    const started = Date.now();
    const reply = await rawExchange(server.port, [postHead(200), '{"email":', ...Array.from({ length: 15 }, (_, i) => [1_000, `"${i}`]).flat()]);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('"code":"request_timeout"');
    expect(reply).toMatch(/^content-security-policy: /im);
    expect(Date.now() - started).toBeLessThan(14_000);
    expect(logLines(server).find((line) => line.bodyError === "timeout")).toMatchObject({ level: "info", status: 408 });
  }, 30_000);

  it("answers headers that never end with a JSON 408, and garbage with a JSON 400", async () => {
    const stalled = await rawExchange(server.port, ["GET /cli HTTP/1.1\r\nHost: 127.0.0.1\r\n", ...Array.from({ length: 25 }, () => [1_000, "X-Slow: 1\r\n"]).flat()]);
    expect(stalled).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled).toContain('"code":"request_timeout"');
    const garbage = await rawExchange(server.port, ["NOT HTTP AT ALL\r\n\r\n"]);
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"code":"bad_request"');
    expect(garbage).toMatch(/^x-content-type-options: nosniff/im);
    expect(logLines(server).filter((line) => line.msg === "bad request").map((line) => line.status)).toEqual([408, 400]);
  }, 40_000);

  it("answers a body Node cannot read with the JSON 400 instead of a silent close", async () => {
    const head = (encoding: string) => `POST /api/waitlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: ${encoding}\r\n\r\n`;
    for (const request of [`${head("chunked")}zz\r\n`, `${head("chunked")}5\r\n{"ema\r\n-1\r\n`, `${head("identity")}{"email":"identity@example.com"}`]) {
      const reply = await rawExchange(server.port, [request], 15_000);
      expect(reply, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply, request).toContain('"code":"bad_request"');
      expect(reply, request).toMatch(/^x-content-type-options: nosniff/im);
      expect(reply, request).toMatch(/^connection: close/im);
    }
    expect(logLines(server).filter((line) => line.msg === "bad request").map((line) => line.errorCode)).toEqual(
      expect.arrayContaining(["HPE_INVALID_CHUNK_SIZE", "HPE_INVALID_TRANSFER_ENCODING"]),
    );
  });

  it("refuses two Content-Type headers with a 415 instead of reading the first", async () => {
    const body = JSON.stringify({ email: "two-types@example.com", language: "en", source: "raw" });
    const reply = await rawExchange(server.port, [
      `POST /api/waitlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 415 /);
    expect(reply).toContain('"code":"unsupported_media_type"');
  });

  it("never logged a server error for any of them", () => {
    expect(logLines(server).filter((line) => line.level === "error" || (typeof line.status === "number" && line.status >= 500))).toEqual([]);
    // Nor did Astro's adapter, whose errors are plain text: an answer written to a closed connection is dropped.
    expect(server.output()).not.toMatch(/Could not render|ERR_HTTP_HEADERS_SENT|ERR_STREAM_WRITE_AFTER_END/);
  });
});
