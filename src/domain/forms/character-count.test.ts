import { describe, expect, it } from "vitest";
import { characterCount } from "./character-count";

describe("characterCount", () => {
  it("counts plain text like String.length", () => {
    expect(characterCount("")).toBe(0);
    expect(characterCount("Hello, docs")).toBe(11);
  });

  it("counts an accented letter once, however it was composed", () => {
    expect(characterCount("\u00e9t\u00e9")).toBe(3);
    expect(characterCount("e\u0301te\u0301")).toBe(3);
  });

  it("counts an emoji outside the BMP once, not as two UTF-16 units", () => {
    expect("\u{1F44D}".length).toBe(2);
    expect(characterCount("\u{1F44D}")).toBe(1);
    expect(characterCount("\u{1F44D}".repeat(1000))).toBe(1000);
  });
});
