import { describe, expect, it } from "vitest";
import { formatMessage } from "./translator";

describe("formatMessage", () => {
  it("formats an ICU message with its values, plural rules included", () => {
    expect(formatMessage("en", "{count} modules across {groups} groups", { count: 38, groups: 12 })).toBe("38 modules across 12 groups");
    expect(formatMessage("fr", "{count, plural, one {# module} other {# modules}}", { count: 1 })).toBe("1 module");
    expect(formatMessage("en", "{count, plural, one {# module} other {# modules}}", { count: 2 })).toBe("2 modules");
  });

  it("keeps text without placeholders as it is, apostrophes included", () => {
    expect(formatMessage("fr", "La taxe sur l'innovation")).toBe("La taxe sur l'innovation");
  });

  it("throws on a missing value or a malformed message instead of printing a fallback", () => {
    expect(() => formatMessage("en", "{moduleCount} modules")).toThrow();
    expect(() => formatMessage("en", "{moduleCount modules", { moduleCount: 1 })).toThrow();
  });
});
