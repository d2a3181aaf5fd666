import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { createSiteHandler } from "./site-handler";
import { prepareSite } from "./site";
import { BOOTSTRAP, files, sha, type Reply } from "@/test/server/site-handler-fixture";

let server: Server;
let base: string;
const logs: Record<string, unknown>[] = [];
const apiCalls: string[] = [];
const apiContentTypes: (string | undefined)[] = [];

function call(path: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Node's client refuses to send some targets and headers; a raw socket sends them as they are. */
async function rawCall(target: string, text = `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`): Promise<string> {
  const { connect } = await import("node:net");
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
}

beforeAll(async () => {
  const handler = createSiteHandler({
    site: prepareSite(files),
    logger: createLogger("debug", (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
    api: (req, res) => {
      apiCalls.push(req.url ?? "");
      apiContentTypes.push(req.headers["content-type"]);
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    },
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("pages and files", () => {
  it("serves a folder's index.html at the folder's path, in the negotiated coding", async () => {
    const br = await call("/cli", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toContain("cli en");
    const gz = await call("/fr/cli", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("cli fr");
    const plain = await call("/fr");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("accueil fr");
    expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength);
  });

  it("caches hashed assets for good and makes pages revalidate with an ETag", async () => {
    const asset = await call("/_astro/index.abc123.css", { headers: { "accept-encoding": "br" } });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    const page = await call("/cli", { headers: { "accept-encoding": "br" } });
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await call("/cli", { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toContain("default-src 'self'");
    const otherCoding = await call("/cli", { headers: { "if-none-match": etag } });
    expect(otherCoding.status).toBe(200);
    expect((await call("/og/en/cli.png")).headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await call("/cli", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.byteLength).toBe(0);
  });

  it("allows exactly each page's inline scripts, and never inline attributes", async () => {
    const csp = (await call("/cli")).headers["content-security-policy"] as string;
    expect(csp).toContain(`script-src 'self' ${sha(BOOTSTRAP)};`);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
    const plainCsp = (await call("/fr/cli")).headers["content-security-policy"] as string;
    expect(plainCsp).toMatch(/script-src 'self';/);
  });

  it("sends the security headers on every kind of answer", async () => {
    for (const [path, method] of [["/cli", "GET"], ["/nope", "GET"], ["/cli/", "GET"], ["/cli?lng=fr", "GET"], ["/cli", "POST"], ["/api/health", "GET"]] as const) {
      const reply = await call(path, { method });
      expect(reply.headers["x-content-type-options"], `${method} ${path}`).toBe("nosniff");
      expect(reply.headers["content-security-policy"], `${method} ${path}`).toContain("frame-ancestors 'none'");
      // SITE_URL is not https here and no proxy says otherwise: plain http, where HSTS must not be sent.
      expect(reply.headers["strict-transport-security"], `${method} ${path}`).toBeUndefined();
    }
  });

  it("redirects a trailing slash to the page, keeping the query", async () => {
    const reply = await call("/cli/?ref=docs");
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe("/cli?ref=docs");
    expect((await call("/fr/")).headers.location).toBe("/fr");
  });

  it("refuses other methods with a JSON 405", async () => {
    const reply = await call("/cli", { method: "POST" });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(reply.body.toString())).toMatchObject({ code: "method_not_allowed" });
  });
});

describe("not found", () => {
  it("answers the localized not-found page with 404 and logs the path", async () => {
    const en = await call("/nope");
    expect(en.status).toBe(404);
    expect(en.body.toString()).toContain("not found en");
    expect(en.headers["cache-control"]).toBe("no-store");
    const fr = await call("/fr/nope/deeper", { headers: { "accept-encoding": "br" } });
    expect(fr.status).toBe(404);
    expect(brotliDecompressSync(fr.body).toString()).toContain("introuvable fr");
    expect(logs).toContainEqual(expect.objectContaining({ level: "warn", msg: "page not found", path: "/fr/nope/deeper" }));
  });

  it("answers the not-found page's own URL with 404 too", async () => {
    expect((await call("/not-found")).status).toBe(404);
    expect((await call("/fr/not-found")).status).toBe(404);
  });

  it("never serves anything outside the build, whatever the encoding", async () => {
    for (const target of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/_astro/..%2f..%2fpackage.json", "/cli%00.png", "//evil.example/"]) {
      const reply = await rawCall(target);
      expect(reply, target).toMatch(/^HTTP\/1\.1 404 /);
      expect(reply, target).not.toMatch(/^Location:/im);
    }
    expect(await rawCall("/%E0%A4%A")).toMatch(/^HTTP\/1\.1 400 [\s\S]*"code":"bad_request"/);
  });
});

describe("languages", () => {
  it("?lng= moves to that locale's URL, keeps the other parameters and remembers the choice", async () => {
    const reply = await call("/cli?ref=docs&lng=fr");
    expect(reply.status).toBe(307);
    expect(reply.headers.location).toBe("/fr/cli?ref=docs");
    expect(reply.headers["set-cookie"]).toEqual(["NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=Lax"]);
    const back = await call("/fr/cli?lng=en");
    expect(back.headers.location).toBe("/cli");
    expect(back.headers["set-cookie"]).toEqual(["NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=Lax"]);
    expect((await call("/nope?lng=fr")).headers.location).toBe("/fr/nope");
  });

  it("leaves ?lng= on a non-page file alone", async () => {
    expect((await call("/og/en/cli.png?lng=fr")).status).toBe(200);
  });

  it("sends / to the remembered language, else the browser's", async () => {
    const cookie = await call("/?ref=x", { headers: { cookie: "NEXT_LOCALE=fr", "accept-language": "en" } });
    expect(cookie.status).toBe(307);
    expect(cookie.headers.location).toBe("/fr?ref=x");
    expect(cookie.headers.vary).toBe("Accept-Language, Cookie");
    const browser = await call("/", { headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" } });
    expect(browser.headers.location).toBe("/fr");
    expect(browser.headers["set-cookie"]).toBeUndefined();
    const english = await call("/", { headers: { cookie: "NEXT_LOCALE=en", "accept-language": "fr" } });
    expect(english.status).toBe(200);
    expect(english.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("lets an explicit URL win: only / looks at the cookie or the browser", async () => {
    const cli = await call("/cli", { headers: { cookie: "NEXT_LOCALE=fr", "accept-language": "fr" } });
    expect(cli.status).toBe(200);
    expect(cli.body.toString()).toContain("cli en");
    const fr = await call("/fr/cli", { headers: { cookie: "NEXT_LOCALE=en" } });
    expect(fr.status).toBe(200);
    expect(fr.headers["set-cookie"]).toBeUndefined();
  });
});

describe("API", () => {
  it("hands /api and /api/* to the API handler with the security headers already set", async () => {
    apiCalls.length = 0;
    const reply = await call("/api/waitlist?x=1");
    expect(reply.status).toBe(200);
    expect(reply.headers["x-frame-options"]).toBe("DENY");
    await call("/api");
    expect((await call("/apiary")).status).toBe(404);
    expect(apiCalls).toEqual(["/api/waitlist?x=1", "/api"]);
  });

  it("answers an API path with a trailing slash with a JSON 404 itself", async () => {
    apiCalls.length = 0;
    for (const path of ["/api/waitlist/", "/api/", "/api/health/?x=1"]) {
      const reply = await call(path, { method: "POST" });
      expect(reply.status, path).toBe(404);
      expect(JSON.parse(reply.body.toString()), path).toMatchObject({ code: "not_found" });
      expect(reply.headers["x-content-type-options"], path).toBe("nosniff");
    }
    expect(apiCalls).toEqual([]);
  });

  it("answers TRACE on the API itself with a JSON 405, never a 5xx (a Fetch Request cannot carry it)", async () => {
    apiCalls.length = 0;
    const reply = await call("/api/waitlist", { method: "TRACE" });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("POST");
    expect(JSON.parse(reply.body.toString())).toMatchObject({ code: "method_not_allowed" });
    const health = await call("/api/health?probe=1", { method: "TRACE" });
    expect([health.status, health.headers.allow]).toEqual([405, "GET, HEAD"]);
    const unknown = await call("/api/nothing-here", { method: "TRACE" });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: "not_found" });
    expect(apiCalls).toEqual([]);
  });

  it("hands the API every Content-Type a request sent, joined, where Node keeps only the first", async () => {
    const post = (types: string[]) =>
      `POST /api/waitlist HTTP/1.1\r\nHost: x\r\n${types.map((type) => `Content-Type: ${type}\r\n`).join("")}Content-Length: 2\r\nConnection: close\r\n\r\n{}`;
    await rawCall("/api/waitlist", post(["application/json", "text/plain"]));
    expect(apiContentTypes.at(-1)).toBe("application/json, text/plain");
    await rawCall("/api/waitlist", post(["application/json", "application/json"]));
    expect(apiContentTypes.at(-1)).toBe("application/json, application/json");
    await rawCall("/api/waitlist", post(["application/json"]));
    expect(apiContentTypes.at(-1)).toBe("application/json");
  });
});
