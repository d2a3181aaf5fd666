import { execFile } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, removeTempDataDirs, root, startServer, stopServer, tempDataDir, type RunningServer } from "./server-process";

const run = promisify(execFile);

function exportCommand(dataDir: string, args: string[]) {
  return run(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/export.ts"), ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
}

describe("production server", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "on" });
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it("sends the security headers on pages and API responses", async () => {
    for (const route of ["/philosophy", "/fr/philosophy", "/api/health", "/no-such-page"]) {
      const response = await fetch(`${server.url}${route}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).toContain("default-src 'self'");
      expect(response.headers.get("x-content-type-options"), route).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), route).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), route).toContain("camera=()");
      expect(response.headers.get("cross-origin-opener-policy"), route).toBe("same-origin");
      expect(response.headers.get("x-powered-by"), route).toBeNull();
    }
  });

  it("logs no rate-limit warning when every limit is on", () => {
    expect(server.output()).toContain('"msg":"server listening"');
    expect(server.output()).not.toContain("rate limits off");
  });

  it("answers health after a database round trip, with a request id", async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "probe-0001" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-request-id")).toBe("probe-0001");
  });

  it("refuses other methods with a JSON 405", async () => {
    const response = await fetch(`${server.url}/api/waitlist`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ code: "method_not_allowed" });
  });

  it("rate-limits by the TCP peer, whatever headers the client forges", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const response = await postJson(
        server,
        "/api/demo-requests",
        { email: `limit${i}@example.com`, company: "Limits" },
        { "x-architech-peer-ip": `10.0.0.${i}`, "x-forwarded-for": `10.1.0.${i}` },
      );
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it("exports CSV and JSON while the server runs, quoted and formula-neutralised", async () => {
    // A fresh server for this test's rows would cost a start-up; the limiter above used another route's budget on this IP.
    const exportServer = await startServer({ DATA_DIR: dataDir });
    try {
      const tricky = {
        name: "=HYPERLINK(\"http://evil.example\",\"click\")",
        email: "Csv.Person@Example.com",
        company: "+Corp, Inc.",
        message: 'Line one\nLine "two", with comma\n@mention -minus',
      };
      expect((await postJson(exportServer, "/api/contact", tricky)).status).toBe(201);
      expect((await postJson(exportServer, "/api/waitlist", { email: "-lead@example.com", language: "fr", source: "export" })).status).toBe(201);

      const csv = (await exportCommand(dataDir, ["contact"])).stdout;
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe("id,created_at,name,email,company,message");
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(csv).toContain(`csv.person@example.com,"'+Corp, Inc.","Line one\nLine ""two"", with comma\n'@mention -minus"`);

      const json = JSON.parse((await exportCommand(dataDir, ["contact", "--format", "json"])).stdout) as Record<string, string>[];
      expect(json).toHaveLength(1);
      expect(json[0]).toMatchObject({ name: tricky.name, email: "csv.person@example.com", company: tricky.company, message: tricky.message });

      const out = path.join(tmpdir(), `architech-export-${process.pid}.csv`);
      await exportCommand(dataDir, ["waitlist", "--out", out]);
      const waitlist = readFileSync(out, "utf8");
      expect(waitlist.split("\r\n")[0]).toBe("position,email,language,source,created_at");
      expect(waitlist).toMatch(/\r\n\d+,'-lead@example\.com,fr,export,\d{4}-/);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      rmSync(out);

      // A vote is stored at once; its comment, sent later, completes the same answer.
      const answer = { path: "/fr/docs/start/introduction", locale: "fr", helpful: false, comment: "-Il manque\nla sortie de « new »" };
      const vote = await postJson(exportServer, "/api/feedback", { path: answer.path, locale: answer.locale, helpful: answer.helpful });
      expect(vote.status).toBe(201);
      const { id } = ((await vote.json()) as { data: { id: string } }).data;
      const completed = await postJson(exportServer, `/api/feedback/${id}`, { comment: answer.comment }, {}, "PATCH");
      expect(completed.status).toBe(200);
      expect(await completed.json()).toEqual({ data: { id } });
      const feedback = (await exportCommand(dataDir, ["feedback"])).stdout.split("\r\n");
      expect(feedback[0]).toBe("id,created_at,path,locale,helpful,comment");
      expect(feedback).toHaveLength(3);
      expect(feedback[1]).toMatch(/^[0-9a-f-]{36},\d{4}-[\d-]+T[\d:.]+Z,\/fr\/docs\/start\/introduction,fr,false,"'-Il manque\nla sortie de « new »"$/);
      const feedbackJson = JSON.parse((await exportCommand(dataDir, ["feedback", "--format", "json"])).stdout) as Record<string, unknown>[];
      expect(feedbackJson).toEqual([{ id, created_at: expect.any(String), ...answer }]);

      // Still serving while and after the export read the file.
      expect((await fetch(`${exportServer.url}/api/health`)).status).toBe(200);
    } finally {
      expect((await stopServer(exportServer)).code).toBe(0);
    }
  });

  it("explains a wrong export call", async () => {
    await expect(exportCommand(dataDir, ["customers"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run export -- <waitlist|contact|demo-requests|feedback>"),
    });
    await expect(exportCommand(path.join(tmpdir(), "architech-missing-dir"), ["waitlist"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("No database at"),
    });
  });
});

afterAll(removeTempDataDirs);

describe("lifecycle", () => {
  it("finishes an in-flight request on SIGTERM, then closes the database and exits 0", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir() });
    const encoder = new TextEncoder();
    const body = JSON.stringify({ email: "inflight@example.com", language: "en", source: "shutdown" });
    let sendRest: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(body.slice(0, 10)));
        sendRest = () => {
          controller.enqueue(encoder.encode(body.slice(10)));
          controller.close();
        };
      },
    });
    const pending = fetch(`${server.url}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // New connections are refused while the old one is served.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    sendRest();
    const response = await pending;
    expect(response.status).toBe(201);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"database closed"');
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("warns at start when a rate limit is off, naming it", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir(), RATE_LIMITS: "on", WAITLIST_LIMIT_PER_DAY: "0" });
    expect((await stopServer(server)).code).toBe(0);
    const warnings = server.output().split("\n").filter((line) => line.includes('"msg":"rate limits off"'));
    expect(warnings.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: "warn", off: "waitlist per day" })]);
  });

  it("refuses to start with a clear message when the environment is wrong", async () => {
    await expect(startServer({ DATA_DIR: tempDataDir(), RATE_LIMIT_PER_MINUTE: "lots", TRUST_PROXY: "maybe" })).rejects.toThrow(
      /Invalid environment configuration:[\s\S]*RATE_LIMIT_PER_MINUTE must be a number[\s\S]*TRUST_PROXY/,
    );
  });
});
