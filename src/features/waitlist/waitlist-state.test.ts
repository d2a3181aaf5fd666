import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { waitlistSchema } from "./schema";
import {
  emailCodeMessage,
  initialWaitlistState,
  interpretWaitlistResponse,
  normalizeEmail,
  waitlistReducer,
  type WaitlistMessages,
} from "./waitlist-state";

const messages: WaitlistMessages = {
  emailRequired: en.Waitlist.validation.emailRequired,
  emailInvalid: en.Waitlist.validation.emailInvalid,
  emailTooLong: en.Waitlist.codes.emailTooLong,
  alreadyExists: en.Waitlist.alreadyExists,
  failed: en.Waitlist.failed,
  error: en.Waitlist.error,
  rateLimited: en.Waitlist.codes.rateLimited,
  unavailable: en.Waitlist.codes.unavailable,
};

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
    expect(waitlistReducer(initialWaitlistState, { type: "invalid", message: messages.emailRequired })).toEqual({
      status: "error",
      message: "Email is required",
      invalidEmail: true,
    });
  });
});

describe("interpretWaitlistResponse", () => {
  it("reads the position of a sign-up and of a duplicate", () => {
    expect(interpretWaitlistResponse(201, { data: { position: 42 } }, messages)).toEqual({ type: "joined", position: 42, alreadyListed: false });
    expect(interpretWaitlistResponse(409, { error: "x", code: "already_listed", data: { position: 3 } }, messages)).toEqual({
      type: "joined",
      position: 3,
      alreadyListed: true,
    });
    expect(interpretWaitlistResponse(201, {}, messages)).toEqual({ type: "joined", position: null, alreadyListed: false });
  });

  it("translates known server codes and keeps unknown server text", () => {
    expect(interpretWaitlistResponse(400, { code: "validation_failed", fields: { email: "email_invalid" } }, messages)).toEqual({
      type: "failed",
      message: "Please enter a valid email address",
    });
    expect(interpretWaitlistResponse(429, { error: "Too many", code: "rate_limited" }, messages).type).toBe("failed");
    expect(interpretWaitlistResponse(429, { error: "Too many", code: "rate_limited" }, messages)).toMatchObject({ message: messages.rateLimited });
    expect(interpretWaitlistResponse(500, { error: "Disk full" }, messages)).toEqual({ type: "failed", message: "Disk full" });
    expect(interpretWaitlistResponse(502, null, messages)).toEqual({ type: "failed", message: "Failed to join waitlist" });
  });
});

describe("email validation with the shared schema", () => {
  const check = (email: string) => {
    const result = waitlistSchema.safeParse({ email, language: "en", source: "landing-cta" });
    return result.success ? null : emailCodeMessage(result.error.issues.find((issue) => issue.path[0] === "email")?.message, messages);
  };

  it("requires an address and the simple text@text.text pattern", () => {
    expect(check("")).toBe("Email is required");
    expect(check("   ")).toBe("Email is required");
    expect(check("not-an-email")).toBe("Please enter a valid email address");
    expect(check("a b@c.io")).toBe("Please enter a valid email address");
    expect(check("a@b")).toBe("Please enter a valid email address");
    expect(check("  Ada@Example.COM ")).toBeNull();
  });

  it("normalises like the server", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("has the spec's messages in both languages", () => {
    expect(fr.Waitlist.validation.emailRequired).toBe("L'email est requis");
    expect(fr.Waitlist.validation.emailInvalid).toBe("Veuillez entrer une adresse email valide");
    expect(en.Waitlist.alreadyExists).toBe("You're already on our waitlist!");
    expect(fr.Waitlist.alreadyExists).toBe("Vous êtes déjà sur notre liste d'attente !");
    expect(fr.Waitlist.error).toBe("Échec de l'inscription à la liste d'attente. Veuillez réessayer.");
  });
});
