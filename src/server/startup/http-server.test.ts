import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_MESSAGES } from "@/domain/forms/api-errors";
import { createLogger } from "../log";
import { BASE_SECURITY_HEADERS } from "../site/error-responses";
import { createSiteServer, type SiteServer } from "./http-server";

interface RawReply {
  status: number;
  headers: Map<string, string>;
  body: string;
  /** Every status line received, interim ones (100 Continue) included. */
  statusLines: string[];
}

let site: SiteServer;
let port: number;
const handled: string[] = [];
const logs: Record<string, unknown>[] = [];

/** Sends `text` as it is on a new connection and reads until the server closes it. */
function exchange(text: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const statusLines = data.match(/^HTTP\/1\.1 \d{3}[^\r]*/gm) ?? [];
      // The final answer is the last head in the stream.
      const start = data.lastIndexOf("HTTP/1.1 ");
      const [head = "", body = ""] = data.slice(start).split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body, statusLines });
    });
  });
}

/** The security headers every answer of the server carries, by lower-case name. */
const SECURITY = new Map<string, string>();
for (let i = 0; i < BASE_SECURITY_HEADERS.length; i += 2) SECURITY.set(BASE_SECURITY_HEADERS[i]!.toLowerCase(), BASE_SECURITY_HEADERS[i + 1]!);

function expectJsonError(reply: RawReply, status: number, code: keyof typeof API_ERROR_MESSAGES): void {
  expect(reply.status).toBe(status);
  expect(reply.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(reply.headers.get("cache-control")).toBe("no-store");
  for (const [name, value] of SECURITY) expect(reply.headers.get(name), name).toBe(value);
  expect(JSON.parse(reply.body)).toEqual({ error: API_ERROR_MESSAGES[code], code });
  expect(Number(reply.headers.get("content-length"))).toBe(Buffer.byteLength(reply.body));
}

beforeAll(async () => {
  const logger = createLogger("debug", (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  site = createSiteServer((req, res) => {
    handled.push(`${req.method} ${req.url}`);
    if (req.url === "/at-once") {
      res.writeHead(200, { "content-type": "text/plain", "content-length": "7" }).end("at once");
      return;
    }
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain", "content-length": "7", connection: "close" }).end("handled"));
  }, logger);
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  port = (site.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
});

describe("answers Node would write itself", () => {
  it("answers an HTTP/1.1 request without Host with the JSON 400 and the security headers, and closes", async () => {
    const reply = await exchange("GET /cli HTTP/1.1\r\n\r\n");
    expectJsonError(reply, 400, "bad_request");
    expect(reply.headers.get("connection")).toBe("close");
    expect(handled).not.toContain("GET /cli");
    expect(logs).toContainEqual(expect.objectContaining({ msg: "bad request", status: 400 }));
  });

  it("answers a POST without Host the same way, body and all", async () => {
    const reply = await exchange('POST /api/waitlist HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    expectJsonError(reply, 400, "bad_request");
    expect(handled).not.toContain("POST /api/waitlist");
  });

  it("lets HTTP/1.0 without Host through, as HTTP/1.0 allows", async () => {
    const reply = await exchange("GET /http10 HTTP/1.0\r\n\r\n");
    expect(reply.body).toBe("handled");
    expect(handled).toContain("GET /http10");
  });

  it("answers an Expect other than 100-continue with the JSON 417 and the security headers", async () => {
    const reply = await exchange("POST /api/waitlist HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}");
    expectJsonError(reply, 417, "expectation_failed");
    expect(handled).not.toContain("POST /api/waitlist");
    expect(logs).toContainEqual(expect.objectContaining({ msg: "bad request", status: 417 }));
  });

  it("answers HEAD with an Expect it cannot meet without a body", async () => {
    const reply = await exchange("HEAD /cli HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n");
    expect(reply.status).toBe(417);
    for (const [name, value] of SECURITY) expect(reply.headers.get(name), name).toBe(value);
    expect(reply.body).toBe("");
  });

  it("still sends 100 Continue for Expect: 100-continue and hands the request on", async () => {
    const reply = await exchange("POST /continue HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}");
    expect(reply.statusLines[0]).toBe("HTTP/1.1 100 Continue");
    expect(reply.body).toBe("handled");
    expect(handled).toContain("POST /continue");
  });
});

describe("bodies Node cannot read, after the request was handed on", () => {
  it("answers a malformed chunk size with the JSON 400 and the security headers, and closes", async () => {
    const reply = await exchange("POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n");
    expectJsonError(reply, 400, "bad_request");
    expect(reply.headers.get("connection")).toBe("close");
    expect(reply.statusLines).toHaveLength(1);
    expect(logs).toContainEqual(expect.objectContaining({ msg: "bad request", status: 400, errorCode: "HPE_INVALID_CHUNK_SIZE" }));
  });

  it("answers a bad chunk after a good one the same way", async () => {
    const reply = await exchange("POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n-1\r\n");
    expectJsonError(reply, 400, "bad_request");
  });

  it("answers Transfer-Encoding: identity with the JSON 400", async () => {
    const reply = await exchange('POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: identity\r\n\r\n{"email":"a@b.co"}');
    expectJsonError(reply, 400, "bad_request");
    expect(logs).toContainEqual(expect.objectContaining({ msg: "bad request", status: 400, errorCode: "HPE_INVALID_TRANSFER_ENCODING" }));
  });

  it("writes nothing to a client that hung up in the middle of its body, and logs no bad request", async () => {
    const before = logs.filter((line) => line.msg === "bad request").length;
    const received = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write('POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"email":');
        setTimeout(() => socket.end(), 50);
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString("latin1")));
      socket.on("close", () => resolve(data));
      socket.on("error", () => {});
    });
    expect(received).toBe("");
    expect(logs.filter((line) => line.msg === "bad request")).toHaveLength(before);
  });

  it("lets an answer written in full before the bad chunk go out whole, then closes", async () => {
    const reply = await exchange("POST /at-once HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n");
    expect(reply.status).toBe(200);
    expect(reply.body).toBe("at once");
    expect(reply.statusLines).toHaveLength(1);
  });
});
