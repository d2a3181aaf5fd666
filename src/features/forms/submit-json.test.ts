import { describe, expect, it, vi } from "vitest";
import { API_ERROR_CODES, API_ERROR_MESSAGES } from "@/domain/forms/api-errors";
import { submitJson } from "./submit-json";

function reply(status: number, body: unknown, contentType = "application/json") {
  return vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": contentType } }));
}

describe("submitJson", () => {
  it("posts the body as JSON and returns the answer's data", async () => {
    const fetchMock = reply(201, { data: { id: "1" } });
    await expect(submitJson("/api/demo-requests", { email: "ada@example.com", website: "" }, fetchMock)).resolves.toEqual({ kind: "ok", status: 201, data: { id: "1" } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/demo-requests");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ email: "ada@example.com", website: "" });
  });

  it("sends a PATCH when told, and asks for keepalive only when told", async () => {
    const fetchMock = reply(200, { data: { id: "1" } });
    await submitJson("/api/feedback/1", { comment: "x" }, fetchMock, { method: "PATCH", keepalive: true });
    await submitJson("/api/feedback", {}, fetchMock);
    const [[, patch], [, post]] = fetchMock.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect([patch.method, patch.keepalive]).toEqual(["PATCH", true]);
    expect([post.method, post.keepalive]).toEqual(["POST", undefined]);
  });

  it("turns every code of the API into a typed outcome, never into the server's English", async () => {
    for (const code of API_ERROR_CODES.filter((c) => c !== "validation_failed")) {
      const outcome = await submitJson("/x", {}, reply(400, { error: API_ERROR_MESSAGES[code], code, data: { position: 2 } }));
      expect(outcome, code).toEqual({ kind: "refused", status: 400, code, data: { position: 2 } });
    }
  });

  it("hands a refusal's Retry-After on, in seconds", async () => {
    const limited = vi.fn(async () => new Response(JSON.stringify({ error: API_ERROR_MESSAGES.rate_limited, code: "rate_limited" }), { status: 429, headers: { "Retry-After": "25200" } }));
    await expect(submitJson("/x", {}, limited)).resolves.toEqual({ kind: "refused", status: 429, code: "rate_limited", data: null, retryAfterSeconds: 25200 });
    const dated = vi.fn(async () => new Response(JSON.stringify({ code: "rate_limited" }), { status: 429, headers: { "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" } }));
    await expect(submitJson("/x", {}, dated)).resolves.toEqual({ kind: "refused", status: 429, code: "rate_limited", data: null });
  });

  it("hands field codes on, and treats a validation answer without fields as a refusal", async () => {
    await expect(submitJson("/x", {}, reply(400, { code: "validation_failed", fields: { company: "company_too_long", bad: 3 } }))).resolves.toEqual({
      kind: "fields",
      status: 400,
      fields: { company: "company_too_long" },
    });
    await expect(submitJson("/x", {}, reply(400, { code: "validation_failed" }))).resolves.toMatchObject({ kind: "refused", code: "validation_failed" });
  });

  it("keeps the text of an answer that is not the API's, and copes with HTML or no body", async () => {
    await expect(submitJson("/x", {}, reply(500, { error: "Waitlist storage is full" }))).resolves.toEqual({ kind: "unreadable", status: 500, serverText: "Waitlist storage is full" });
    await expect(submitJson("/x", {}, reply(502, "<html>Bad gateway</html>", "text/html"))).resolves.toEqual({ kind: "unreadable", status: 502, serverText: null });
    await expect(submitJson("/x", {}, reply(418, { code: "teapot", error: "  " }))).resolves.toEqual({ kind: "unreadable", status: 418, serverText: null });
  });

  it("reports a network failure", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(submitJson("/x", {}, failing)).resolves.toEqual({ kind: "network" });
  });
});
