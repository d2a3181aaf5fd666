import { afterEach, describe, expect, it } from "vitest";
import { installTestServer, TEST_ENGINES, type TestServer } from "@/server/testing/test-database";
import { apiCall, readJson } from "@/server/testing/requests";
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
