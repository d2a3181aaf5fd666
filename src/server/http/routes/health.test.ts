import { afterEach, describe, expect, it } from "vitest";
import { installTestServer, TEST_ENGINES, type TestServer } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { ALL, GET } from "./health";

describe.each(TEST_ENGINES)("GET /api/health on %s", (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.dispose());

  it("answers ok after a database round trip", async () => {
    server = await installTestServer(engine);
    const response = await GET(apiCall("/api/health", undefined, { method: "GET" }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    server = await installTestServer(engine);
    await server.store.close();
    const response = await GET(apiCall("/api/health", undefined, { method: "GET" }));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "unavailable" });
    expect(text).not.toMatch(/\bat .*\.(ts|js)|stack/i);
  });

  it("refuses POST with 405", () => {
    expect(ALL(apiCall("/api/health", {})).status).toBe(405);
  });
});

describe.each(TEST_ENGINES)("health checks under a flood of probes on %s", (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.dispose());

  it("runs one database check at a time and reuses its verdict for a second", async () => {
    let clock = 1_700_000_000_000;
    server = await installTestServer(engine, { now: () => clock });
    let pings = 0;
    const ping = server.store.ping.bind(server.store);
    server.store.ping = async () => {
      pings += 1;
      await ping();
    };
    const probe = () => GET(apiCall("/api/health", undefined, { method: "GET" }));
    const burst = await Promise.all(Array.from({ length: 50 }, probe));
    expect(new Set(burst.map((response) => response.status))).toEqual(new Set([200]));
    expect(pings).toBe(1);
    clock += 999;
    expect((await probe()).status).toBe(200);
    expect(pings).toBe(1);
    clock += 1;
    expect((await probe()).status).toBe(200);
    expect(pings).toBe(2);
  });

  it("keeps a failure for a second too, then checks again", async () => {
    let clock = 1_700_000_000_000;
    server = await installTestServer(engine, { now: () => clock });
    let healthy = false;
    server.store.ping = async () => {
      if (!healthy) throw Object.assign(new Error("down"), { code: "ECONNREFUSED" });
    };
    const probe = () => GET(apiCall("/api/health", undefined, { method: "GET" }));
    expect((await probe()).status).toBe(503);
    healthy = true;
    expect((await probe()).status).toBe(503);
    clock += 1_000;
    expect((await probe()).status).toBe(200);
  });
});
