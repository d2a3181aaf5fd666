import { afterEach, describe, expect, it, vi } from "vitest";
import { demoRequestSchema } from "@/domain/forms/demo-request";
import { checkWith } from "./validate";

afterEach(() => vi.restoreAllMocks());

describe("checkWith", () => {
  it("returns the schema's normalised values", async () => {
    await expect(checkWith(async () => demoRequestSchema, { email: " Ada@Example.COM ", company: " Acme ", message: "" })).resolves.toEqual({
      status: "valid",
      data: { email: "ada@example.com", company: "Acme", message: null },
    });
  });

  it("returns the first code of each field", async () => {
    await expect(checkWith(async () => demoRequestSchema, { email: "", company: "", message: "m".repeat(2001) })).resolves.toEqual({
      status: "invalid",
      fields: { email: "email_required", company: "company_required", message: "message_too_long" },
    });
  });

  it("lets the form send unchecked when the schema cannot load (offline): the server checks anyway", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(checkWith(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")), {})).resolves.toEqual({ status: "unchecked" });
  });
});
