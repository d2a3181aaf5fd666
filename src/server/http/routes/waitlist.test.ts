import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allRows, installTestServer, TEST_ENGINES, type TestServer } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { ALL, POST } from "./waitlist";

const join = (email: string, extra: Record<string, unknown> = {}) =>
  POST(apiCall("/api/waitlist", { email, language: "en", source: "landing", ...extra }));

describe.each(TEST_ENGINES)("POST /api/waitlist on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await installTestServer(engine);
  });
  afterEach(async () => server.dispose());

  it("answers 201 with the position and stores the normalised email", async () => {
    const response = await join("  Ada.Lovelace@Example.COM ", { language: "fr", source: "hero_cta-2" });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ data: { position: 1 } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await allRows(server.store.readAll("waitlist"));
    expect(rows).toMatchObject([{ position: 1, email: "ada.lovelace@example.com", language: "fr", source: "hero_cta-2" }]);
  });

  it("answers a case or whitespace variant with 409 and the existing position", async () => {
    await join("first@example.com");
    await join("ada@example.com");
    const response = await join(" ADA@example.com\t");
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({
      error: "You're already on our waitlist!",
      code: "already_listed",
      data: { position: 2 },
    });
    expect(await allRows(server.store.readAll("waitlist"))).toHaveLength(2);
  });

  it("lands fullwidth, mathematical and ligature look-alikes on the plain address's entry (NFKC)", async () => {
    await join("first@example.com");
    expect((await join("fw1@example.com")).status).toBe(201);
    expect((await join("finn@example.com")).status).toBe(201);
    const lookAlikes = [
      "\uff46\uff571@example.com", // fullwidth ｆｗ1
      "\u{1d41f}\u{1d430}1@example.com", // mathematical bold 𝐟𝐰1
      "\u{1d627}\u{1d638}\u{1d7ed}@example.com", // mathematical sans-serif italic and sans-serif bold digit
      "\ufb01nn@example.com", // the ﬁ ligature
    ];
    for (const email of lookAlikes) {
      const response = await join(email);
      expect(response.status, email).toBe(409);
      expect((await readJson(response)).data, email).toEqual({ position: email.includes("\ufb01") ? 3 : 2 });
    }
    const rows = await allRows(server.store.readAll("waitlist"));
    expect(rows.map((row) => row.email)).toEqual(["first@example.com", "fw1@example.com", "finn@example.com"]);
  });

  it("turns 20 concurrent sign-ups of one new email into 1 row, 1 success and 19 × 409 with the same position", async () => {
    await join("someone-else@example.com");
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => join(i % 2 ? "RACE@example.com" : "race@example.com ")));
    const bodies = await Promise.all(responses.map((r) => readJson(r)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
    expect(new Set(bodies.map((b) => (b.data as { position: number }).position))).toEqual(new Set([2]));
    const rows = await allRows(server.store.readAll("waitlist"));
    expect(rows.filter((r) => r.email === "race@example.com")).toHaveLength(1);
  });

  it("gives 500 concurrent distinct sign-ups exactly the positions 1..500", async () => {
    const responses = await Promise.all(Array.from({ length: 500 }, (_, i) => join(`user${i}@example.com`)));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([201]));
    const positions = await Promise.all(responses.map(async (r) => ((await r.json()) as { data: { position: number } }).data.position));
    const expected = Array.from({ length: 500 }, (_, i) => i + 1);
    expect([...positions].sort((a, b) => a - b)).toEqual(expected);
    const rows = await allRows(server.store.readAll("waitlist"));
    expect(rows.map((r) => r.position)).toEqual(expected);
  }, 60_000);

  it("names each invalid field with a code", async () => {
    const response = await POST(apiCall("/api/waitlist", { email: "not-an-email", language: "de", source: "has space" }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      error: "Some fields are invalid.",
      code: "validation_failed",
      fields: { email: "email_invalid", language: "language_invalid", source: "source_invalid" },
    });
    const missing = await readJson(await POST(apiCall("/api/waitlist", {})));
    expect(missing.fields).toEqual({ email: "email_required", language: "language_required", source: "source_required" });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    await join("real@example.com");
    const response = await join("bot@example.com", { website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ data: { position: 2 } });
    const rows = await allRows(server.store.readAll("waitlist"));
    expect(rows.map((r) => r.email)).toEqual(["real@example.com"]);
    expect(server.logs.some((l) => l.honeypot === true)).toBe(true);
  });

  it("logs one JSON line per request with its id and never the email", async () => {
    const response = await POST(
      apiCall("/api/waitlist", { email: "secret.person@example.com", language: "en", source: "landing" }, { headers: { "x-request-id": "req-12345678" } }),
    );
    expect(response.headers.get("x-request-id")).toBe("req-12345678");
    const line = server.logs.find((l) => l.msg === "request");
    expect(line).toMatchObject({ requestId: "req-12345678", route: "waitlist", status: 201, level: "info" });
    expect(JSON.stringify(server.logs)).not.toContain("secret.person");
    const generated = await join("x@example.com");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    const response = ALL(apiCall("/api/waitlist", undefined, { method: "GET" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await readJson(response)).toMatchObject({ code: "method_not_allowed" });
  });
});
