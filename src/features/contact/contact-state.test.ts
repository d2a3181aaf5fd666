import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { contactSchema } from "./schema";
import { contactFieldErrors, interpretContactResponse, type ContactMessages } from "./contact-state";

const messages: ContactMessages = {
  ...en.ContactForm.validation,
  error: en.ContactForm.error,
  rateLimited: en.ContactForm.rateLimited,
};

describe("contact form outcomes", () => {
  it("treats 201 as success", () => {
    expect(interpretContactResponse(201, { data: { id: "x" } }, messages)).toEqual({ status: "success" });
  });

  it("shows the spec's generic error, with field messages for a 400", () => {
    expect(interpretContactResponse(500, { error: "boom" }, messages)).toEqual({
      status: "error",
      message: "Something went wrong. Please try again.",
      fields: {},
    });
    expect(
      interpretContactResponse(400, { code: "validation_failed", fields: { email: "email_invalid", message: "message_too_long" } }, messages),
    ).toEqual({
      status: "error",
      message: messages.error,
      fields: { email: "Please enter a valid email address", message: "This field is too long" },
    });
    expect(fr.ContactForm.error).toBe("Quelque chose s'est mal passé. Veuillez réessayer.");
  });

  it("maps the shared schema's codes for every required field", () => {
    const result = contactSchema.safeParse({ name: " ", email: "nope", company: "", message: "" });
    expect(result.success).toBe(false);
    const fields: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) fields[String(issue.path[0])] ??= issue.message;
    expect(contactFieldErrors(fields, messages)).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      message: "Please write a message",
    });
  });
});
