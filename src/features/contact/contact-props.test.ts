import { describe, expect, it } from "vitest";
import { describeFailure, fieldTexts } from "@/features/forms/form-errors";
import { locales } from "@/i18n/routing";
import fr from "../../../messages/fr.json";
import { CONTACT_FIELDS } from "./contact-dialog";
import { contactDialogProps } from "./contact-props";
import { contactSchema } from "@/domain/forms/contact";

describe("contactDialogProps", () => {
  it.each(locales)("gives the island a non-empty text for every label and error in %s", (locale) => {
    const props = contactDialogProps(locale);
    const { fields, codes, failed, network } = props.errors;
    const texts = [props.label, props.closeLabel, props.honeypot, ...Object.values(props.messages), ...Object.values(fields), ...Object.values(codes), failed, network];
    expect(texts.every((text) => typeof text === "string" && text.trim() !== "")).toBe(true);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    expect(Object.keys(fields).sort()).toEqual(
      ["company_invalid", "company_too_long", "email_invalid", "email_required", "email_too_long", "message_invalid", "message_required", "message_too_long", "name_invalid", "name_required", "name_too_long"],
    );
  });

  it("is in the page's language", () => {
    expect(contactDialogProps("en").errors.failed).toBe("Something went wrong. Please try again.");
    expect(contactDialogProps("fr").errors.failed).toBe("Quelque chose s’est mal passé. Veuillez réessayer.");
    expect(contactDialogProps("en").errors.fields.message_too_long).toBe("Please keep your message under 5,000 characters");
  });
});

describe("contact form outcomes", () => {
  const texts = contactDialogProps("en").errors;

  it("shows the spec's generic error for an answer it cannot read, with field messages for a 400", () => {
    expect(describeFailure({ kind: "unreadable", status: 500, serverText: "boom" }, CONTACT_FIELDS, texts)).toEqual({
      message: "Something went wrong. Please try again.",
      fields: {},
    });
    expect(describeFailure({ kind: "fields", status: 400, fields: { email: "email_invalid", message: "message_too_long" } }, CONTACT_FIELDS, texts)).toEqual({
      message: null,
      fields: { email: "Please enter a valid email address", message: "Please keep your message under 5,000 characters" },
    });
    expect(fr.FormErrors.generic).toBe("Quelque chose s’est mal passé. Veuillez réessayer.");
  });

  it("says a 503 is temporary and a 429 is a limit, in French too", () => {
    const french = contactDialogProps("fr").errors;
    expect(describeFailure({ kind: "refused", status: 503, code: "unavailable", data: null }, CONTACT_FIELDS, french).message).toBe(fr.FormErrors.codes.unavailable);
    expect(describeFailure({ kind: "refused", status: 429, code: "rate_limited", data: null }, CONTACT_FIELDS, french).message).toBe(fr.FormErrors.codes.rate_limited);
    expect(describeFailure({ kind: "refused", status: 413, code: "payload_too_large", data: null }, CONTACT_FIELDS, french).message).toBe(fr.FormErrors.codes.payload_too_large);
    expect(describeFailure({ kind: "refused", status: 415, code: "unsupported_media_type", data: null }, CONTACT_FIELDS, french).message).toBe(fr.FormErrors.generic);
    expect(describeFailure({ kind: "network" }, CONTACT_FIELDS, french).message).toBe(fr.FormErrors.network);
  });

  it("maps the shared schema's codes for every required field", () => {
    const result = contactSchema.safeParse({ name: " ", email: "nope", company: "", message: "" });
    expect(result.success).toBe(false);
    const codes: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) codes[String(issue.path[0])] ??= issue.message;
    expect(fieldTexts(CONTACT_FIELDS, codes, texts)).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      message: "Please write a message",
    });
  });
});
