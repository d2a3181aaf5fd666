import { describe, expect, it } from "vitest";
import { fieldTexts } from "@/features/forms/form-errors";
import { normalizeEmail } from "@/domain/forms/email";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { waitlistSchema } from "@/domain/forms/waitlist";
import { waitlistFormProps } from "./waitlist-props";
import { initialWaitlistState, WAITLIST_FIELDS, waitlistAction, waitlistReducer } from "./waitlist-state";

const texts = waitlistFormProps("en").errors;
const french = waitlistFormProps("fr").errors;

describe("waitlist state", () => {
  it("goes idle -> submitting -> success", () => {
    const submitting = waitlistReducer(initialWaitlistState, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting" });
    expect(waitlistReducer(submitting, { type: "joined", position: 7, alreadyListed: false })).toEqual({
      status: "success",
      position: 7,
      alreadyListed: false,
    });
  });

  it("goes submitting -> error, and a new submit leaves the error", () => {
    const failed = waitlistReducer({ status: "submitting" }, { type: "failed", message: "Nope" });
    expect(failed).toEqual({ status: "error", message: "Nope", invalidEmail: false });
    expect(waitlistReducer(failed, { type: "submit" })).toEqual({ status: "submitting" });
  });

  it("ignores a second submit while one is in flight, and anything after success", () => {
    expect(waitlistReducer({ status: "submitting" }, { type: "submit" })).toEqual({ status: "submitting" });
    const success = { status: "success", position: 1, alreadyListed: false } as const;
    expect(waitlistReducer(success, { type: "submit" })).toBe(success);
    expect(waitlistReducer(success, { type: "failed", message: "x" })).toBe(success);
  });

  it("shows validation errors without submitting", () => {
    expect(waitlistReducer(initialWaitlistState, { type: "invalid", message: texts.fields.email_required! })).toEqual({
      status: "error",
      message: "Email is required",
      invalidEmail: true,
    });
  });
});

describe("waitlistAction", () => {
  it("reads the position of a sign-up and of a duplicate", () => {
    expect(waitlistAction({ kind: "ok", status: 201, data: { position: 42 } }, texts)).toEqual({ type: "joined", position: 42, alreadyListed: false });
    expect(waitlistAction({ kind: "refused", status: 409, code: "already_listed", data: { position: 3 } }, texts)).toEqual({
      type: "joined",
      position: 3,
      alreadyListed: true,
    });
    expect(waitlistAction({ kind: "ok", status: 201, data: null }, texts)).toEqual({ type: "joined", position: null, alreadyListed: false });
  });

  it("translates the API's codes, marks the email field, and keeps an unknown server's own text", () => {
    expect(waitlistAction({ kind: "fields", status: 400, fields: { email: "email_invalid" } }, texts)).toEqual({
      type: "failed",
      message: "Please enter a valid email address",
      invalidEmail: true,
    });
    expect(waitlistAction({ kind: "refused", status: 429, code: "rate_limited", data: null }, texts)).toMatchObject({
      type: "failed",
      message: en.FormErrors.codes.rate_limited,
    });
    expect(waitlistAction({ kind: "unreadable", status: 500, serverText: "Disk full" }, texts)).toEqual({ type: "failed", message: "Disk full", invalidEmail: false });
    expect(waitlistAction({ kind: "unreadable", status: 502, serverText: null }, texts)).toMatchObject({ message: "Failed to join waitlist" });
    expect(waitlistAction({ kind: "network" }, texts)).toMatchObject({ message: "Failed to join the waitlist. Please try again." });
  });

  it("never shows the API's English text to a French visitor", () => {
    for (const [status, code] of [[403, "forbidden_origin"], [413, "payload_too_large"], [415, "unsupported_media_type"], [503, "unavailable"], [400, "invalid_json"]] as const) {
      const action = waitlistAction({ kind: "refused", status, code, data: null }, french);
      expect(action.type).toBe("failed");
      const message = action.type === "failed" ? action.message : "";
      expect(Object.values(fr.FormErrors.codes).concat(fr.Waitlist.failed), code).toContain(message);
    }
    expect(waitlistAction({ kind: "refused", status: 503, code: "unavailable", data: null }, french)).toMatchObject({ message: fr.FormErrors.codes.unavailable });
    // A field the visitor cannot fix (the page sets the language) is not shown as a field error.
    expect(waitlistAction({ kind: "fields", status: 400, fields: { language: "language_invalid" } }, french)).toMatchObject({
      message: fr.Waitlist.failed,
      invalidEmail: false,
    });
  });
});

describe("email validation with the shared schema", () => {
  const check = (email: string) => {
    const result = waitlistSchema.safeParse({ email, language: "en", source: "landing-cta" });
    if (result.success) return null;
    const codes = Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return fieldTexts(WAITLIST_FIELDS, codes, texts).email;
  };

  it("requires an address and the simple text@text.text pattern", () => {
    expect(check("")).toBe("Email is required");
    expect(check("   ")).toBe("Email is required");
    expect(check("not-an-email")).toBe("Please enter a valid email address");
    expect(check("a b@c.io")).toBe("Please enter a valid email address");
    expect(check("a@b")).toBe("Please enter a valid email address");
    expect(check(`${"a".repeat(65)}@example.com`)).toBe("This email address is too long");
    expect(check("  Ada@Example.COM ")).toBeNull();
  });

  it("normalises like the server", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(waitlistSchema.parse({ email: "\u00a0Ada@Ex\u00e4mple.COM.", language: "en", source: "x" }).email).toBe("ada@xn--exmple-cua.com");
  });

  it("has the spec's messages in both languages", () => {
    expect(fr.FormErrors.fields.email_required).toBe("L'email est requis");
    expect(fr.FormErrors.fields.email_invalid).toBe("Veuillez entrer une adresse email valide");
    expect(en.FormErrors.fields.email_required).toBe("Email is required");
    expect(en.FormErrors.fields.email_invalid).toBe("Please enter a valid email address");
    expect(en.Waitlist.alreadyExists).toBe("You're already on our waitlist!");
    expect(fr.Waitlist.alreadyExists).toBe("Vous êtes déjà sur notre liste d'attente !");
    expect(fr.Waitlist.error).toBe("Échec de l'inscription à la liste d'attente. Veuillez réessayer.");
  });
});
