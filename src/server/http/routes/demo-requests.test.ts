import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allRows, installTestServer, TEST_ENGINES, type TestServer } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { ALL, POST } from "./demo-requests";

describe.each(TEST_ENGINES)("POST /api/demo-requests on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await installTestServer(engine);
  });
  afterEach(async () => server.dispose());

  it("stores the request without the optional message", async () => {
    const response = await POST(apiCall("/api/demo-requests", { email: " CTO@Corp.Example", company: "Corp" }));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    const rows = await allRows(server.store.readAll("demo-requests"));
    expect(rows).toMatchObject([{ email: "cto@corp.example", company: "Corp", message: null }]);
    expect(body).toEqual({ data: { id: rows[0]?.id } });
  });

  it("keeps a message and requires the company", async () => {
    const ok = await POST(apiCall("/api/demo-requests", { email: "a@b.co", company: "B", message: "Ten engineers" }));
    expect(ok.status).toBe(201);
    const missing = await POST(apiCall("/api/demo-requests", { email: "a@b.co", message: "m".repeat(2001) }));
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).fields).toEqual({ company: "company_required", message: "message_too_long" });
    expect(await allRows(server.store.readAll("demo-requests"))).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await POST(apiCall("/api/demo-requests", { email: "a@b.co", company: "B", website: "https://x" }));
    expect(response.status).toBe(201);
    expect(await allRows(server.store.readAll("demo-requests"))).toEqual([]);
  });

  it("refuses PUT with 405", async () => {
    const response = ALL(apiCall("/api/demo-requests", {}, { method: "PUT" }));
    expect(response.status).toBe(405);
    expect(await readJson(response)).toMatchObject({ code: "method_not_allowed" });
  });
});
