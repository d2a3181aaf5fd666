import { describe, expect, it, vi } from "vitest";
import { DEMO_REQUEST_LIMITS, normalizeDemoRequest, validateDemoRequest } from "./client-validation";
import { submitDemoRequest } from "./submit-demo-request";

const valid = { email: "  Ada@Example.COM ", company: " Acme ", message: "" };

describe("validateDemoRequest", () => {
  it("accepts a work email and a company, the message being optional", () => {
    expect(validateDemoRequest(valid)).toEqual({});
    expect(normalizeDemoRequest(valid)).toEqual({ email: "ada@example.com", company: "Acme" });
  });

  it("requires the email and the company", () => {
    expect(validateDemoRequest({ email: " ", company: "", message: "" })).toEqual({ email: "email_required", company: "company_required" });
  });

  it("rejects malformed emails with the server's codes", () => {
    for (const email of ["ada", "ada@example", "ada @example.com", "@example.com"]) {
      expect(validateDemoRequest({ ...valid, email }).email).toBe("email_invalid");
    }
    expect(validateDemoRequest({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBe("email_too_long");
  });

  it("bounds the company and the message", () => {
    expect(validateDemoRequest({ ...valid, company: "x".repeat(DEMO_REQUEST_LIMITS.company + 1) }).company).toBe("company_too_long");
    expect(validateDemoRequest({ ...valid, message: "x".repeat(DEMO_REQUEST_LIMITS.message + 1) }).message).toBe("message_too_long");
    expect(validateDemoRequest({ ...valid, company: "Acme\u0007" }).company).toBe("company_invalid");
    expect(validateDemoRequest({ ...valid, message: "line one\nline two" })).toEqual({});
  });
});

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

describe("submitDemoRequest", () => {
  it("posts the normalised request with the honeypot", async () => {
    const fetchMock = reply(201, { data: { id: "1" } });
    await expect(submitDemoRequest(valid, "", fetchMock)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/demo-requests");
    expect(JSON.parse(init.body as string)).toEqual({ email: "ada@example.com", company: "Acme", website: "" });
  });

  it("maps the server's answers to what the form shows", async () => {
    await expect(submitDemoRequest(valid, "", reply(400, { error: "x", code: "validation_failed", fields: { company: "company_too_long" } }))).resolves.toEqual({
      ok: false,
      kind: "fields",
      fields: { company: "company_too_long" },
    });
    await expect(submitDemoRequest(valid, "", reply(429, { error: "x", code: "rate_limited" }))).resolves.toMatchObject({ kind: "rate_limited" });
    await expect(submitDemoRequest(valid, "", reply(503, { error: "x", code: "unavailable" }))).resolves.toMatchObject({ kind: "unavailable" });
    await expect(submitDemoRequest(valid, "", reply(403, { error: "x", code: "forbidden_origin" }))).resolves.toMatchObject({ kind: "generic" });
    await expect(submitDemoRequest(valid, "", reply(400, { error: "x", code: "validation_failed", fields: { body: "weird" } }))).resolves.toMatchObject({
      kind: "generic",
    });
  });

  it("reports a network failure", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(submitDemoRequest(valid, "", failing)).resolves.toEqual({ ok: false, kind: "network" });
  });
});
