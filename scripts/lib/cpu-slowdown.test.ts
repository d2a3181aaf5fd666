import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-slowdown";

describe("cpuSlowdownFor", () => {
  it("gives Lighthouse's default 4x on the fast desktop the default assumes", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it("slows a weaker host down less, and a stronger one more", () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(2233)).toBe(7);
  });

  it("never speeds a very slow host up", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it("refuses a missing benchmark", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/BenchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/BenchmarkIndex/);
  });
});
