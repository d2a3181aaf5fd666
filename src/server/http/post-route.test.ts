import { afterEach, describe, expect, it } from "vitest";
import { POST as joinWaitlist } from "./routes/waitlist";
import { allRows, installTestServer, TEST_ENGINES, TEST_SITE_URL, type TestServer } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";

const valid = { email: "visitor@example.com", language: "en", source: "landing" };

describe.each(TEST_ENGINES)("POST hardening on %s", (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.dispose());

  it("refuses a cross-site Origin with 403 and stores nothing", async () => {
    server = await installTestServer(engine);
    for (const origin of ["https://evil.example", "null", "https://thearchitech.test.evil.example", "file://x"]) {
      const response = await joinWaitlist(apiCall("/api/waitlist", valid, { headers: { origin } }));
      expect(response.status, origin).toBe(403);
      expect(await readJson(response)).toMatchObject({ code: "forbidden_origin" });
    }
    const fetchSite = await joinWaitlist(apiCall("/api/waitlist", valid, { headers: { "sec-fetch-site": "cross-site" } }));
    expect(fetchSite.status).toBe(403);
    expect(await allRows(server.store.readAll("waitlist"))).toEqual([]);
  });

  it("accepts the site's own origin, the Host's origin and requests without Origin", async () => {
    server = await installTestServer(engine);
    const own = await joinWaitlist(apiCall("/api/waitlist", valid));
    expect(own.status).toBe(201);
    const viaHost = await joinWaitlist(
      apiCall("/api/waitlist", { ...valid, email: "b@example.com" }, { headers: { origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" } }),
    );
    expect(viaHost.status).toBe(201);
    const noOrigin = await joinWaitlist(apiCall("/api/waitlist", { ...valid, email: "c@example.com" }, { headers: { origin: "" } }));
    expect(noOrigin.status).toBe(201);
  });

  it("limits each client IP per minute with 429 and Retry-After", async () => {
    server = await installTestServer(engine, { rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await joinWaitlist(apiCall("/api/waitlist", { ...valid, email: `u${i}@example.com` }, { ip: "198.51.100.1" }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await joinWaitlist(apiCall("/api/waitlist", { ...valid, email: "late@example.com" }, { ip: "198.51.100.1" }));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await readJson(limited)).toMatchObject({ code: "rate_limited" });
    // Another client is not affected, and the refused sign-ups were not stored.
    expect((await joinWaitlist(apiCall("/api/waitlist", { ...valid, email: "other@example.com" }, { ip: "198.51.100.2" }))).status).toBe(201);
    expect((await allRows(server.store.readAll("waitlist"))).map((r) => r.email)).not.toContain("late@example.com");
  });

  it("answers a refused client 429 whatever its body, and counts an allowed client's invalid body", async () => {
    server = await installTestServer(engine, { rateLimitPerMinute: 1 });
    const invalid = { ...valid, email: "not-an-address" };
    // Arriving together, the verdicts come from the database while the bodies are read.
    const together = await Promise.all(
      [valid, invalid, { ...valid, email: "third@example.com" }].map((body) => joinWaitlist(apiCall("/api/waitlist", body, { ip: "198.51.100.7" }))),
    );
    expect(together.map((response) => response.status)).toEqual([201, 429, 429]);
    expect(await readJson(together[1]!)).toMatchObject({ code: "rate_limited" });
    const first = await joinWaitlist(apiCall("/api/waitlist", invalid, { ip: "198.51.100.8" }));
    expect(first.status).toBe(400);
    expect((await joinWaitlist(apiCall("/api/waitlist", valid, { ip: "198.51.100.8" }))).status).toBe(429);
    expect((await allRows(server.store.readAll("waitlist"))).map((row) => row.email)).toEqual([valid.email]);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is on", async () => {
    server = await installTestServer(engine, { rateLimitPerMinute: 1 });
    const first = await joinWaitlist(apiCall("/api/waitlist", valid, { headers: { "x-forwarded-for": "192.0.2.1" } }));
    const spoofed = await joinWaitlist(
      apiCall("/api/waitlist", { ...valid, email: "b@example.com" }, { headers: { "x-forwarded-for": "192.0.2.2" } }),
    );
    expect([first.status, spoofed.status]).toEqual([201, 429]);
  });

  it("keys on the proxy-appended X-Forwarded-For entry when TRUST_PROXY is on", async () => {
    server = await installTestServer(engine, { rateLimitPerMinute: 1, trustProxy: true });
    const send = (xff: string, email: string) =>
      joinWaitlist(apiCall("/api/waitlist", { ...valid, email }, { headers: { "x-forwarded-for": xff } }));
    expect((await send("192.0.2.1", "a@example.com")).status).toBe(201);
    expect((await send("192.0.2.2", "b@example.com")).status).toBe(201);
    // A client-forged first entry does not buy a fresh budget: the last one is the proxy's.
    expect((await send("10.9.9.9, 192.0.2.2", "c@example.com")).status).toBe(429);
  });

  it("turns a database failure into 503 without a stack and logs no email", async () => {
    server = await installTestServer(engine);
    await server.store.close();
    const response = await joinWaitlist(apiCall("/api/waitlist", valid));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "unavailable" });
    expect(text).not.toMatch(/stack|\bat .*\.(ts|js)/i);
    expect(server.logs.find((l) => l.msg === "request failed")).toMatchObject({ route: "waitlist" });
    expect(JSON.stringify(server.logs)).not.toContain("visitor@example.com");
  });
});

describe("same-site check", () => {
  it("uses the configured SITE_URL", () => {
    expect(new URL(TEST_SITE_URL).host).toBe("thearchitech.test");
  });
});
