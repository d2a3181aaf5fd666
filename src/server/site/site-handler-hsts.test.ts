import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { createSiteHandler } from "./site-handler";
import { prepareSite } from "./site";
import { files, type Reply } from "@/test/server/site-handler-fixture";

describe("Strict-Transport-Security, only on answers that reach the browser over https", () => {
  const servers: Server[] = [];
  async function serve(siteUrl: string, trustProxy: boolean): Promise<string> {
    const handler = createSiteHandler({
      site: prepareSite(files, { siteUrl }),
      logger: createLogger("silent"),
      trustProxy,
      api: (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      },
    });
    const other = createServer(handler);
    servers.push(other);
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  }
  afterAll(async () => {
    for (const other of servers) await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  /** Every kind of answer: a page, a 304, an asset, a 404, a redirect, a 405, the API and its JSON errors. */
  async function hstsOfEveryAnswer(origin: string, headers: Record<string, string> = {}): Promise<Set<string | undefined>> {
    const get = (path: string, method = "GET", extra: Record<string, string> = {}) =>
      new Promise<Reply>((resolve, reject) => {
        const req = request(`${origin}${path}`, { method, headers: { ...headers, ...extra }, agent: false }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }));
        });
        req.on("error", reject);
        req.end();
      });
    const page = await get("/cli");
    const replies = [
      page,
      await get("/cli", "GET", { "if-none-match": page.headers.etag as string }),
      await get("/_astro/index.abc123.css"),
      await get("/nope"),
      await get("/cli/"),
      await get("/cli?lng=fr"),
      await get("/cli", "POST"),
      await get("/api/waitlist", "POST"),
      await get("/api/waitlist/", "POST"),
      await get("/api/waitlist", "TRACE"),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 304, 200, 404, 308, 307, 405, 200, 404, 405]);
    return new Set(replies.map((reply) => reply.headers["strict-transport-security"] as string | undefined));
  }

  it("is on every answer when SITE_URL is https", async () => {
    expect(await hstsOfEveryAnswer(await serve("https://thearchitech.dev", false))).toEqual(new Set(["max-age=63072000; includeSubDomains"]));
  });

  it("is on no answer when SITE_URL is http, whatever an untrusted X-Forwarded-Proto says", async () => {
    expect(await hstsOfEveryAnswer(await serve("http://localhost:3000", false), { "x-forwarded-proto": "https" })).toEqual(new Set([undefined]));
  });

  it("follows the trusted proxy's X-Forwarded-Proto", async () => {
    const behindProxy = await serve("https://thearchitech.dev", true);
    expect(await hstsOfEveryAnswer(behindProxy, { "x-forwarded-proto": "https" })).toEqual(new Set(["max-age=63072000; includeSubDomains"]));
    expect(await hstsOfEveryAnswer(behindProxy, { "x-forwarded-proto": "http" })).toEqual(new Set([undefined]));
    // No word from the proxy: SITE_URL's scheme.
    expect(await hstsOfEveryAnswer(behindProxy)).toEqual(new Set(["max-age=63072000; includeSubDomains"]));
  });
});
