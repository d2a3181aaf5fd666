import { describe, expect, it } from "vitest";
import { describeFailure } from "@/features/forms/form-errors";
import { locales } from "@/i18n/routing";
import { DEMO_REQUEST_FIELDS } from "./demo-request-form";
import { demoRequestFormProps } from "./demo-request-props";
import { demoRequestSchema } from "@/domain/forms/demo-request";

const DEMO_FIELD_CODES = ["email_required", "email_invalid", "email_too_long", "company_required", "company_invalid", "company_too_long", "message_invalid", "message_too_long"];

describe("demoRequestFormProps", () => {
  it.each(locales)("gives the island a text for every field code and failure in %s", (locale) => {
    const { messages, honeypot, errors } = demoRequestFormProps(locale);
    expect(Object.keys(errors.fields).sort()).toEqual([...DEMO_FIELD_CODES].sort());
    expect(Object.keys(errors.codes).sort()).toEqual(["body_incomplete", "payload_too_large", "rate_limited", "request_timeout", "unavailable"]);
    const texts = [...Object.values(messages), honeypot, ...Object.values(errors.fields), ...Object.values(errors.codes), errors.failed, errors.network];
    expect(texts.every((text) => typeof text === "string" && text.trim() !== "")).toBe(true);
    expect(errors.fields.company_too_long).toContain("100");
  });

  it("is plain serialisable data in the visitor's language", () => {
    const en = demoRequestFormProps("en");
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    expect(en.messages.successTitle).toBe("Request received!");
    expect(demoRequestFormProps("fr").messages.successTitle).toBe("Demande reçue\u00a0!");
  });

  it("has a text for every field code the shared schema can produce", () => {
    const { errors } = demoRequestFormProps("fr");
    const samples = [
      { email: "", company: "", message: "" },
      { email: "nope", company: "C\u0007", message: "m\u202e" },
      { email: `${"a".repeat(65)}@b.co`, company: "c".repeat(101), message: "m".repeat(2001) },
    ];
    for (const sample of samples) {
      for (const issue of demoRequestSchema.safeParse(sample).error?.issues ?? []) expect(errors.fields, issue.message).toHaveProperty(issue.message);
    }
  });

  it("maps the server's answers to what the form shows", () => {
    const { errors } = demoRequestFormProps("en");
    expect(describeFailure({ kind: "fields", status: 400, fields: { company: "company_too_long" } }, DEMO_REQUEST_FIELDS, errors)).toEqual({
      message: null,
      fields: { company: "Please keep the company name under 100 characters" },
    });
    expect(describeFailure({ kind: "fields", status: 400, fields: { language: "language_invalid" } }, DEMO_REQUEST_FIELDS, errors).message).toBe("Something went wrong. Please try again.");
    expect(describeFailure({ kind: "refused", status: 403, code: "forbidden_origin", data: null }, DEMO_REQUEST_FIELDS, errors).message).toBe(
      "Something went wrong. Please try again.",
    );
    expect(describeFailure({ kind: "network" }, DEMO_REQUEST_FIELDS, errors).message).toBe("We could not reach our server. Check your connection and try again.");
  });
});
