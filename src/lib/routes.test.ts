import { describe, expect, it } from "vitest";
import { isKnownPagePath, normalizePath } from "./routes";

describe("known pages", () => {
  it("knows every page and nothing else", () => {
    expect(isKnownPagePath("/philosophy")).toBe(true);
    expect(isKnownPagePath("/philosophy/")).toBe(true);
    expect(isKnownPagePath("/solutions/saas-starter")).toBe(true);
    expect(isKnownPagePath("/solutions/unknown-genome")).toBe(false);
    expect(isKnownPagePath("/nope")).toBe(false);
    expect(isKnownPagePath("/not-found")).toBe(false);
  });

  it("normalises trailing slashes", () => {
    expect(normalizePath("/cli/")).toBe("/cli");
    expect(normalizePath("/")).toBe("/");
  });
});
