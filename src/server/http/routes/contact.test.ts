import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allRows, installTestServer, TEST_ENGINES, type TestServer } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { ALL, POST } from "./contact";

describe.each(TEST_ENGINES)("POST /api/contact on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await installTestServer(engine);
  });
  afterEach(async () => server.dispose());

  it("stores the message and answers 201 with its id", async () => {
    const response = await POST(
      apiCall("/api/contact", { name: "  Grace Hopper ", email: "Grace@Navy.MIL", company: "", message: "Hello\nthere" }),
    );
    expect(response.status).toBe(201);
    const body = await readJson(response);
    const rows = await allRows(server.store.readAll("contact"));
    expect(rows).toMatchObject([{ name: "Grace Hopper", email: "grace@navy.mil", company: null, message: "Hello\nthere" }]);
    expect(body).toEqual({ data: { id: rows[0]?.id } });
  });

  it("checks every field's bounds", async () => {
    const response = await POST(
      apiCall("/api/contact", { name: "x".repeat(101), email: "a@b", company: "c".repeat(101), message: "   " }),
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual({
      name: "name_too_long",
      email: "email_invalid",
      company: "company_too_long",
      message: "message_required",
    });
    expect(await allRows(server.store.readAll("contact"))).toEqual([]);
  });

  it("accepts a 5000-character message and refuses 5001", async () => {
    const ok = await POST(apiCall("/api/contact", { name: "A", email: "a@b.co", message: "m".repeat(5000) }));
    expect(ok.status).toBe(201);
    const tooLong = await POST(apiCall("/api/contact", { name: "A", email: "a@b.co", message: "m".repeat(5001) }));
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).fields).toEqual({ message: "message_too_long" });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await POST(
      apiCall("/api/contact", { name: "Bot", email: "bot@spam.example", message: "Buy now", website: "x" }),
    );
    expect(response.status).toBe(201);
    expect((await readJson(response)).data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await allRows(server.store.readAll("contact"))).toEqual([]);
  });

  it("refuses GET with 405", async () => {
    expect(ALL(apiCall("/api/contact", undefined, { method: "GET" })).status).toBe(405);
  });
});
