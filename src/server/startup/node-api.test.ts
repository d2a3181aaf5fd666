import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { createNodeApi } from "./node-api";

const request = (method = "POST") => ({ url: "/api/waitlist", method, headers: { "content-type": "application/json" }, socket: { remoteAddress: "127.0.0.1" } }) as unknown as IncomingMessage;

function response() {
  const written = { status: 0, headers: {} as Record<string, string>, body: undefined as Buffer | undefined };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(written, { status, headers });
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { res, written };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the API handler", () => {
  it("is idle only once every request it took has finished, even one whose client left", async () => {
    const finish: (() => void)[] = [];
    const api = createNodeApi(createLogger("error"), () => () => new Promise<Response>((resolve) => finish.push(() => resolve(new Response(null, { status: 204 })))));
    let idle = false;
    await api.whenIdle();
    api.handle(request("GET"), response().res);
    api.handle(request("GET"), response().res);
    void api.whenIdle().then(() => (idle = true));

    finish[0]!();
    await settle();
    expect(idle).toBe(false);
    finish[1]!();
    await settle();
    expect(idle).toBe(true);
  });

  it("writes the handler's status, headers and whole body, with the route's path and the socket's address", async () => {
    let seen: { path: string; peer?: string } | undefined;
    const api = createNodeApi(createLogger("error"), (pathname) => ({ request, peerAddress }) => {
      seen = { path: `${pathname} ${new URL(request.url).search}`, peer: peerAddress };
      return Response.json({ ok: true }, { status: 201, headers: { "x-test": "yes" } });
    });
    const { res, written } = response();
    api.handle({ ...request("GET"), url: "/api/waitlist?x=1" } as unknown as IncomingMessage, res);
    await api.whenIdle();
    expect(seen).toEqual({ path: "/api/waitlist ?x=1", peer: "127.0.0.1" });
    expect(written.status).toBe(201);
    expect(written.headers["x-test"]).toBe("yes");
    expect(JSON.parse(written.body!.toString("utf8"))).toEqual({ ok: true });
  });

  it("answers a handler that throws with a JSON 503 and Retry-After", async () => {
    const api = createNodeApi(createLogger("error"), () => () => Promise.reject(new Error("boom")));
    const calls: unknown[][] = [];
    const res = { req: { method: "GET" }, headersSent: false, writeHead: (...args: unknown[]) => calls.push(args), end() {} } as unknown as ServerResponse;
    api.handle(request("GET"), res);
    await api.whenIdle();
    expect(calls[0]?.[0]).toBe(503);
  });
});
