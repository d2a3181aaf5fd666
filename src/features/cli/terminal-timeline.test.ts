import { describe, expect, it } from "vitest";
import { TERMINAL_LINE_DELAYS_MS, visibleLineCount } from "./terminal-timeline";

describe("terminal timeline", () => {
  it("reveals nine lines at the specified times", () => {
    expect(TERMINAL_LINE_DELAYS_MS).toEqual([0, 800, 1400, 2000, 2600, 3200, 3800, 4400, 5000]);
    expect(visibleLineCount(0)).toBe(1);
    expect(visibleLineCount(799)).toBe(1);
    expect(visibleLineCount(800)).toBe(2);
    expect(visibleLineCount(2599)).toBe(4);
    expect(visibleLineCount(3200)).toBe(6);
    expect(visibleLineCount(4999)).toBe(8);
    expect(visibleLineCount(10_000)).toBe(9);
  });
});
