import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, retentionDaysAtBuild } from "./data-retention";

describe("retentionDaysAtBuild", () => {
  it("uses the default when RETENTION_DAYS is unset or empty", () => {
    expect(retentionDaysAtBuild({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDaysAtBuild({ RETENTION_DAYS: " " })).toBe(DEFAULT_RETENTION_DAYS);
  });

  it("reads a whole number of days", () => {
    expect(retentionDaysAtBuild({ RETENTION_DAYS: "90" })).toBe(90);
  });

  it("refuses what is not a whole number of days", () => {
    for (const value of ["0", "-3", "1.5", "soon", "40000", "0x10", "1e3"]) expect(() => retentionDaysAtBuild({ RETENTION_DAYS: value }), value).toThrow();
  });
});
