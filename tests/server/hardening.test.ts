import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, removeTempDataDirs, root, startServer, stopServer, tempDataDir, type RunningServer } from "./server-process";

const run = promisify(execFile);

function exportCommand(dataDir: string, args: string[]) {
  return run(process.execPath, ["--import", "tsx", path.join(root, "scripts/export.ts"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

function rawRequest(server: RunningServer, method: string, target: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, method, path: target, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

afterAll(removeTempDataDirs);

describe("hardening of the production server", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer({ DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it("creates the data directory 0700 and the database files 0600 on a fresh start", async () => {
    expect((await postJson(server, "/api/waitlist", { email: "modes@example.com", language: "en", source: "modes" })).status).toBe(201);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of ["site.db", "site.db-wal", "site.db-shm"]) expect(statSync(path.join(dataDir, file)).mode & 0o777, file).toBe(0o600);
  });

  it("answers TRACE on the API with a JSON 405 instead of Astro's plain-text 500", async () => {
    const reply = await rawRequest(server, "TRACE", "/api/waitlist");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("POST");
    expect(JSON.parse(reply.body)).toMatchObject({ code: "method_not_allowed" });
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("accepts forms from SITE_URL's origin only, whatever Host says", async () => {
    const sameHost = `http://localhost:${server.port}`;
    const refused = await postJson(server, "/api/contact", { name: "A", email: "a@example.com", message: "hi" }, { origin: sameHost });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "forbidden_origin" });
    const forwarded = await postJson(server, "/api/contact", { name: "A", email: "a@example.com", message: "hi" }, { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forwarded.status).toBe(403);
    expect((await postJson(server, "/api/contact", { name: "A", email: "a@example.com", message: "hi" })).status).toBe(201);
  });

  it("sends the new headers on pages, assets and API answers", async () => {
    for (const route of ["/", "/fr/cli", "/api/health", "/no-such-page"]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.headers.get("x-permitted-cross-domain-policies"), route).toBe("none");
      expect(response.headers.get("permissions-policy"), route).toContain("fullscreen=()");
      expect(response.headers.get("content-security-policy"), route).not.toContain("upgrade-insecure-requests");
      // SITE_URL is http here: nothing reaches a browser over https.
      expect(response.headers.get("strict-transport-security"), route).toBeNull();
    }
  });

  it("answers a burst of health probes from one database check", async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, async () => (await fetch(`${server.url}/api/health`)).status));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("exports to a file atomically: through no symlink, readable by its owner only", async () => {
    const dir = path.join(tmpdir(), `architech-export-${process.pid}-${Date.now()}`);
    mkdirSync(dir);
    try {
      const victim = path.join(dir, "victim.txt");
      writeFileSync(victim, "untouched");
      const out = path.join(dir, "waitlist.csv");
      symlinkSync(victim, out);
      await exportCommand(dataDir, ["waitlist", "--out", out]);
      expect(readFileSync(victim, "utf8")).toBe("untouched");
      expect(readFileSync(out, "utf8")).toContain("modes@example.com");
      expect(statSync(out).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Strict-Transport-Security over https only", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Behind a TLS proxy: SITE_URL is https and the proxy says how each request arrived.
    server = await startServer({ DATA_DIR: tempDataDir(), SITE_URL: "https://thearchitech.test", TRUST_PROXY: "1" });
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it("sends it on pages, assets and API answers that came over https, and never over http", async () => {
    const asset = /\/_astro\/[^"]+\.css/.exec(await (await fetch(`${server.url}/cli`)).text())?.[0];
    expect(asset).toBeDefined();
    for (const route of ["/", "/fr/cli", asset!, "/api/health", "/no-such-page", "/api/waitlist"]) {
      const overHttps = await fetch(`${server.url}${route}`, { headers: { "x-forwarded-proto": "https" }, redirect: "manual" });
      expect(overHttps.headers.get("strict-transport-security"), route).toBe("max-age=63072000; includeSubDomains");
      const overHttp = await fetch(`${server.url}${route}`, { headers: { "x-forwarded-proto": "http" }, redirect: "manual" });
      expect(overHttp.headers.get("strict-transport-security"), route).toBeNull();
    }
  });
});

describe("export errors", () => {
  it("says a damaged database is damaged, not missing", async () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "site.db"), "not a database ".repeat(100));
    await expect(exportCommand(dataDir, ["contact"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("damaged or is not a SQLite database (SQLITE_NOTADB)"),
    });
  });
});
