import { describe, expect, it } from "vitest";
import { formErrorTexts } from "./form-error-texts";
import { retryAfterSeconds, retryDelay, retryText, type RetryTexts } from "./retry-after";

const english = formErrorTexts("en", {}).retry as RetryTexts;
const french = formErrorTexts("fr", {}).retry as RetryTexts;

describe("retryAfterSeconds", () => {
  it("reads delta-seconds, and nothing else", () => {
    expect(retryAfterSeconds("25200")).toBe(25200);
    expect(retryAfterSeconds(" 30 ")).toBe(30);
    expect(retryAfterSeconds("0")).toBe(0);
    for (const value of [null, "", "soon", "-5", "1.5", "Wed, 21 Oct 2026 07:28:00 GMT"]) expect(retryAfterSeconds(value), String(value)).toBeNull();
  });
});

describe("retryDelay", () => {
  it.each([
    [1, "seconds", 1],
    [30, "seconds", 30],
    [59, "seconds", 59],
    [60, "minutes", 1],
    [61, "minutes", 2],
    [3_540, "minutes", 59],
    [3_541, "hours", 1],
    [3_600, "hours", 1],
    [25_200, "hours", 7],
    [25_920, "hours", 8],
    [86_400, "hours", 24],
  ])("%i s → %s: %i", (seconds, unit, count) => {
    expect(retryDelay(seconds)).toEqual({ unit, count });
  });
});

describe("retryText", () => {
  it("says when, in English", () => {
    expect(retryText(english, 25_200)).toBe("Too many attempts from your network. Please try again in 7 hours.");
    expect(retryText(english, 3_600)).toBe("Too many attempts from your network. Please try again in 1 hour.");
    expect(retryText(english, 90)).toBe("Too many attempts from your network. Please try again in 2 minutes.");
    expect(retryText(english, 1)).toBe("Too many attempts from your network. Please try again in 1 second.");
  });

  it("says when, in French", () => {
    expect(retryText(french, 25_200)).toBe("Trop de tentatives depuis votre réseau. Réessayez dans 7 heures.");
    expect(retryText(french, 3_000)).toBe("Trop de tentatives depuis votre réseau. Réessayez dans 50 minutes.");
    expect(retryText(french, 60)).toBe("Trop de tentatives depuis votre réseau. Réessayez dans 1 minute.");
    expect(retryText(french, 45)).toBe("Trop de tentatives depuis votre réseau. Réessayez dans 45 secondes.");
  });
});
