import { afterEach, describe, expect, it } from "vitest";
import { feedbackAnswerPath } from "@/domain/forms/api-routes";
import { FEEDBACK_EDIT_WINDOW_MS } from "@/domain/forms/feedback-update";
import { allRows, installTestServer, TEST_ENGINES, type TestServer, type TestServerOptions } from "@/test/server/test-database";
import { apiCall, readJson } from "@/test/server/requests";
import { POST } from "./feedback";
import { ALL, PATCH } from "./feedback-answer";

const answer = { path: "/docs/start/introduction", locale: "en", helpful: true };
const UNKNOWN = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe.each(TEST_ENGINES)("PATCH /api/feedback/<id> on %s", (engine) => {
  let server: TestServer;
  const clock = { now: Date.parse("2026-05-04T10:00:00Z") };
  const start = async (options?: TestServerOptions) => {
    clock.now = Date.parse("2026-05-04T10:00:00Z");
    server = await installTestServer(engine, { now: () => clock.now, ...options });
  };
  afterEach(async () => server.dispose());
  const stored = () => allRows(server.store.readAll("feedback"));
  /** Stores a vote as the widget does at Yes or No, and gives its id. */
  const vote = async (body: Record<string, unknown> = answer) => {
    const response = await POST(apiCall("/api/feedback", body));
    expect(response.status).toBe(201);
    return ((await readJson(response)).data as { id: string }).id;
  };
  const patch = (id: string, body: unknown, options?: Parameters<typeof apiCall>[2]) => PATCH(apiCall(feedbackAnswerPath(id), body, { method: "PATCH", ...options }));

  it("adds the comment to the answer the vote stored, and answers 200 with its id: still one row", async () => {
    await start();
    const id = await vote({ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, website: "" });
    const response = await patch(id, { comment: "  Il manque un exemple\u00a0: e\u0301crire le fichier.\n", website: "" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await readJson(response)).toEqual({ data: { id } });
    expect(await stored()).toEqual([
      { id, path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "Il manque un exemple\u00a0: \u00e9crire le fichier.", createdAt: new Date(clock.now) },
    ]);
    expect(server.logs.at(-1)).toMatchObject({ route: "feedback-update", method: "PATCH", status: 200, outcome: "updated", changed: "comment" });
  });

  it("changes the answer when the reader changes their mind, and touches nothing it is not sent", async () => {
    await start();
    const id = await vote();
    const other = await vote({ ...answer, path: "/docs/start/installation" });
    expect((await patch(id, { comment: "Clear." })).status).toBe(200);
    expect((await patch(id, { helpful: false })).status).toBe(200);
    expect((await patch(id, { path: "/docs/concepts/genomes", locale: "fr", createdAt: "2020-01-01", id: other, helpful: false })).status).toBe(200);
    const rows = await stored();
    expect(rows.find((row) => row.id === id)).toMatchObject({ path: answer.path, locale: "en", helpful: false, comment: "Clear." });
    expect(rows.find((row) => row.id === other)).toMatchObject({ helpful: true, comment: null });
    expect(rows).toHaveLength(2);
  });

  it("answers the same when a comment is sent again (a retry after a lost answer), and removes it when sent blank", async () => {
    await start();
    const id = await vote();
    expect((await patch(id, { comment: "Twice" })).status).toBe(200);
    expect((await patch(id, { comment: "Twice" })).status).toBe(200);
    expect((await stored()).map((row) => row.comment)).toEqual(["Twice"]);
    expect((await patch(id, { comment: "  " })).status).toBe(200);
    expect((await stored()).map((row) => row.comment)).toEqual([null]);
  });

  it("answers 404 for an id that names no answer, however it is written, and stores nothing", async () => {
    await start();
    const id = await vote();
    for (const candidate of [UNKNOWN, "x", id.toUpperCase(), `${id}%20`, encodeURIComponent(`${id}'--`), "%33f2504e0-4f89-41d3-9a0c-0305e82c3301"]) {
      const response = await PATCH(apiCall(`/api/feedback/${candidate}`, { comment: "Hi" }, { method: "PATCH" }));
      expect(response.status, candidate).toBe(404);
      expect(await readJson(response)).toEqual({ error: "There is no answer with this id that can still be changed.", code: "feedback_not_found" });
    }
    expect((await stored()).map((row) => row.comment)).toEqual([null]);
  });

  it("lets an answer be completed for a day after it was given, then answers 404", async () => {
    await start();
    const id = await vote();
    clock.now += FEEDBACK_EDIT_WINDOW_MS;
    expect((await patch(id, { comment: "Just in time" })).status).toBe(200);
    clock.now += 1;
    const late = await patch(id, { comment: "Too late" });
    expect(late.status).toBe(404);
    expect((await readJson(late)).code).toBe("feedback_not_found");
    expect((await stored()).map((row) => row.comment)).toEqual(["Just in time"]);
  });

  it("names each wrong field, and a body that changes nothing, before looking the answer up", async () => {
    await start();
    const id = await vote();
    const wrong = await patch(id, { helpful: "no", comment: 42 });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toEqual({ error: "Some fields are invalid.", code: "validation_failed", fields: { helpful: "helpful_invalid", comment: "comment_invalid" } });
    const empty = await patch(UNKNOWN, {});
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).fields).toEqual({ body: "changes_required" });
    const tooLong = await patch(id, { comment: "a".repeat(1001) });
    expect((await readJson(tooLong)).fields).toEqual({ comment: "comment_too_long" });
    expect((await stored()).map((row) => row.comment)).toEqual([null]);
  });

  it("answers a filled honeypot like a success and changes nothing, the bot's decoy id included", async () => {
    await start();
    const id = await vote();
    const decoy = await POST(apiCall("/api/feedback", { ...answer, website: "https://spam.example" }));
    const decoyId = ((await readJson(decoy)).data as { id: string }).id;
    for (const target of [id, decoyId]) {
      const response = await patch(target, { comment: "Buy now", website: "https://spam.example" });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ data: { id: target } });
    }
    expect((await patch("x", { comment: "Buy now", website: "https://spam.example" })).status).toBe(404);
    expect(await stored()).toEqual([expect.objectContaining({ id, comment: null })]);
  });

  it("goes through the forms' pipeline: another site, another media type and an oversized body are refused", async () => {
    await start({ production: true });
    const id = await vote();
    const crossSite = await patch(id, { comment: "x" }, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await readJson(crossSite)).code).toBe("forbidden_origin");
    const form = await PATCH(apiCall(feedbackAnswerPath(id), undefined, { method: "PATCH", raw: "comment=x", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.status).toBe(415);
    expect((await patch(id, { comment: "a".repeat(17 * 1024) })).status).toBe(413);
    expect((await patch(id, undefined, { raw: '{"comment":"a","comment":"b"}' })).status).toBe(400);
    expect((await stored()).map((row) => row.comment)).toEqual([null]);
  });

  it("limits changes per client on a budget of their own, apart from the answers'", async () => {
    await start({ limits: { feedback: { perMinute: 1 }, "feedback-update": { perMinute: 2 } } });
    const ip = "198.51.100.9";
    const id = await vote();
    expect((await POST(apiCall("/api/feedback", answer, { ip }))).status).toBe(201);
    expect((await POST(apiCall("/api/feedback", answer, { ip }))).status).toBe(429);
    expect((await patch(id, { comment: "one" }, { ip })).status).toBe(200);
    expect((await patch(UNKNOWN, { comment: "two" }, { ip })).status).toBe(404);
    const limited = await patch(id, { comment: "three" }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await stored()).find((row) => row.id === id)?.comment).toBe("one");
  });

  it("refuses every other method with 405 and Allow: PATCH", async () => {
    await start();
    for (const method of ["GET", "POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = ALL(apiCall(feedbackAnswerPath(UNKNOWN), undefined, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("PATCH");
    }
  });
});
