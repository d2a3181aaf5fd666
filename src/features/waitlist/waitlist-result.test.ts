import { describe, expect, it } from "vitest";
import { describeFailure, fieldTexts } from "@/features/forms/form-errors";
import type { SubmitOutcome } from "@/features/forms/submit-json";
import { normalizeEmail } from "@/domain/forms/email";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { waitlistSchema } from "@/domain/forms/waitlist";
import { waitlistFormProps } from "./waitlist-props";
import { WAITLIST_FIELDS } from "./waitlist-form";
import { waitlistResult } from "./waitlist-result";

const texts = waitlistFormProps("en").errors;
const french = waitlistFormProps("fr").errors;

/** The form's red box for an answer: the email's text, else the answer's (see waitlist-form.tsx). */
function shown(outcome: Exclude<SubmitOutcome, { kind: "ok" }>, errorTexts = texts) {
  const failure = describeFailure(outcome, WAITLIST_FIELDS, errorTexts, { serverText: true });
  return { message: failure.fields.email ?? failure.message, invalidEmail: Boolean(failure.fields.email) };
}

describe("waitlistResult", () => {
  it("reads the position of a sign-up and of a duplicate, and nothing else as a success", () => {
    expect(waitlistResult({ kind: "ok", status: 201, data: { position: 42 } })).toEqual({ position: 42, alreadyListed: false });
    expect(waitlistResult({ kind: "refused", status: 409, code: "already_listed", data: { position: 3 } })).toEqual({ position: 3, alreadyListed: true });
    expect(waitlistResult({ kind: "ok", status: 201, data: null })).toEqual({ position: null, alreadyListed: false });
    expect(waitlistResult({ kind: "ok", status: 201, data: { position: -1 } })).toEqual({ position: null, alreadyListed: false });
    expect(waitlistResult({ kind: "refused", status: 429, code: "rate_limited", data: null })).toBeUndefined();
    expect(waitlistResult({ kind: "network" })).toBeUndefined();
  });
});

describe("waitlist failures", () => {
  it("translates the API's codes, marks the email field, and keeps an unknown server's own text", () => {
    expect(shown({ kind: "fields", status: 400, fields: { email: "email_invalid" } })).toEqual({ message: "Please enter a valid email address", invalidEmail: true });
    expect(shown({ kind: "refused", status: 429, code: "rate_limited", data: null })).toMatchObject({ message: en.FormErrors.codes.rate_limited });
    expect(shown({ kind: "unreadable", status: 500, serverText: "Disk full" })).toEqual({ message: "Disk full", invalidEmail: false });
    expect(shown({ kind: "unreadable", status: 502, serverText: null })).toMatchObject({ message: "Failed to join waitlist" });
    expect(shown({ kind: "network" })).toMatchObject({ message: "Failed to join the waitlist. Please try again." });
  });

  it("says when to try again after the daily cap, in the visitor's language, as Retry-After says", () => {
    const dailyCap = { kind: "refused", status: 429, code: "rate_limited", data: null, retryAfterSeconds: 25_200 } as const;
    expect(shown(dailyCap)).toEqual({ message: "Too many attempts from your network. Please try again in 7 hours.", invalidEmail: false });
    expect(shown(dailyCap, french)).toEqual({ message: "Trop de tentatives depuis votre réseau. Réessayez dans 7 heures.", invalidEmail: false });
    expect(shown({ ...dailyCap, retryAfterSeconds: 42 })).toMatchObject({ message: "Too many attempts from your network. Please try again in 42 seconds." });
    // No Retry-After: "later", never a guess.
    expect(shown({ kind: "refused", status: 429, code: "rate_limited", data: null }, french)).toMatchObject({ message: fr.FormErrors.codes.rate_limited });
  });

  it("never shows the API's English text to a French visitor", () => {
    for (const [status, code] of [[403, "forbidden_origin"], [413, "payload_too_large"], [415, "unsupported_media_type"], [503, "unavailable"], [400, "invalid_json"]] as const) {
      const { message } = shown({ kind: "refused", status, code, data: null }, french);
      expect(Object.values(fr.FormErrors.codes).concat(fr.Waitlist.failed), code).toContain(message);
    }
    expect(shown({ kind: "refused", status: 503, code: "unavailable", data: null }, french)).toMatchObject({ message: fr.FormErrors.codes.unavailable });
    // A field the visitor cannot fix (the page sets the language) is not shown as a field error.
    expect(shown({ kind: "fields", status: 400, fields: { language: "language_invalid" } }, french)).toEqual({ message: fr.Waitlist.failed, invalidEmail: false });
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
    expect(fr.FormErrors.fields.email_required).toBe("L’email est requis");
    expect(fr.FormErrors.fields.email_invalid).toBe("Veuillez entrer une adresse email valide");
    expect(en.FormErrors.fields.email_required).toBe("Email is required");
    expect(en.FormErrors.fields.email_invalid).toBe("Please enter a valid email address");
    expect(en.Waitlist.alreadyExists).toBe("You're already on our waitlist!");
    expect(fr.Waitlist.alreadyExists).toBe("Vous êtes déjà sur notre liste d’attente\u00a0!");
    expect(fr.Waitlist.error).toBe("Échec de l’inscription à la liste d’attente. Veuillez réessayer.");
  });
});
