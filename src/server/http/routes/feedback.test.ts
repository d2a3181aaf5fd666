import { afterEach, describe, expect, it } from "vitest";
import { allRows, installTestServer, TEST_ENGINES, type TestServer, type TestServerOptions } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { POST as contact } from "./contact";
import { ALL, POST } from "./feedback";

const answer = { path: "/docs/start/introduction", locale: "en", helpful: true };

describe.each(TEST_ENGINES)("POST /api/feedback on %s", (engine) => {
  let server: TestServer;
  const start = async (options?: TestServerOptions) => {
    server = await installTestServer(engine, options);
  };
  afterEach(async () => server.dispose());
  const stored = () => allRows(server.store.readAll("feedback"));

  it("stores the page, its language, the answer and the comment, and answers 201 with the row's id", async () => {
    await start();
    const response = await POST(
      apiCall("/api/feedback", { path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "  Il manque un exemple\u00a0: e\u0301crire le fichier.\n", website: "" }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await stored();
    expect(rows).toMatchObject([{ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "Il manque un exemple\u00a0: \u00e9crire le fichier." }]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(await readJson(response)).toEqual({ data: { id: rows[0]?.id } });
  });

  it("stores a yes without a comment, and drops any field it does not know", async () => {
    await start();
    const response = await POST(apiCall("/api/feedback", { ...answer, email: "ada@example.com", name: "Ada" }));
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([{ id: expect.any(String), ...answer, comment: null, createdAt: expect.any(Date) }]);
  });

  it("names each wrong field, and stores nothing", async () => {
    await start();
    const response = await POST(apiCall("/api/feedback", { path: "/docs/start?x=1", locale: "de", helpful: "yes", comment: 42 }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      error: "Some fields are invalid.",
      code: "validation_failed",
      fields: { path: "path_invalid", locale: "locale_invalid", helpful: "helpful_invalid", comment: "comment_invalid" },
    });
    const otherLanguage = await POST(apiCall("/api/feedback", { ...answer, locale: "fr" }));
    expect((await readJson(otherLanguage)).fields).toEqual({ path: "path_invalid" });
    const notDocs = await POST(apiCall("/api/feedback", { ...answer, path: "/privacy" }));
    expect((await readJson(notDocs)).fields).toEqual({ path: "path_invalid" });
    const madeUp = await POST(apiCall("/api/feedback", { ...answer, path: "/docs/start/made-up-page" }));
    expect((await readJson(madeUp)).fields).toEqual({ path: "path_invalid" });
    expect(await stored()).toEqual([]);
  });

  it("accepts a comment of 1,000 characters as a person counts them and refuses 1,001", async () => {
    await start();
    const thumbs = "\u{1F44D}".repeat(1000);
    expect((await POST(apiCall("/api/feedback", { ...answer, comment: thumbs }))).status).toBe(201);
    const tooLong = await POST(apiCall("/api/feedback", { ...answer, comment: `${"a".repeat(1000)}b` }));
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).fields).toEqual({ comment: "comment_too_long" });
    expect((await stored()).map((row) => row.comment)).toEqual([thumbs]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    await start();
    const response = await POST(apiCall("/api/feedback", { ...answer, comment: "Buy now", website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect((await readJson(response)).data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await stored()).toEqual([]);
  });

  it("goes through the forms' pipeline: another site, another media type and an oversized body are refused", async () => {
    await start({ production: true });
    const crossSite = await POST(apiCall("/api/feedback", answer, { headers: { origin: "https://evil.example" } }));
    expect(crossSite.status).toBe(403);
    expect((await readJson(crossSite)).code).toBe("forbidden_origin");
    const form = await POST(apiCall("/api/feedback", undefined, { raw: "path=/docs&locale=en&helpful=true", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.status).toBe(415);
    const huge = await POST(apiCall("/api/feedback", { ...answer, comment: "a".repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("limits answers per client on a budget of their own, apart from the contact form's", async () => {
    await start({ limits: { feedback: { perMinute: 2 }, contact: { perMinute: 1 } } });
    const send = () => POST(apiCall("/api/feedback", answer, { ip: "198.51.100.9" }));
    expect((await contact(apiCall("/api/contact", { name: "A", email: "a@b.co", message: "m" }, { ip: "198.51.100.9" }))).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toHaveLength(2);
  });

  it("refuses GET with 405", async () => {
    await start();
    const response = ALL(apiCall("/api/feedback", undefined, { method: "GET" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
