import { describe, expect, it } from "vitest";
import { splitByWindow } from "./pg-rate-limiter";
import { DAY_MS, MINUTE_MS } from "./rate-limit";

const minute = Math.floor(1_700_000_000_000 / MINUTE_MS) * MINUTE_MS;
const pending = (key: string, now: number) => ({
  rules: [
    { key, limit: 5, windowMs: MINUTE_MS },
    { key, limit: 50, windowMs: DAY_MS },
  ],
  now,
  resolve() {},
  reject() {},
});

describe("splitByWindow", () => {
  it("keeps a batch whole while every key has one window", () => {
    const batch = [pending("a", minute + 1), pending("b", minute + 2), pending("a", minute + 59_000)];
    expect(splitByWindow(batch)).toEqual([batch]);
  });

  it("cuts where a key would be counted in a second minute, and only there", () => {
    const batch = [pending("a", minute - 10), pending("b", minute + 10), pending("a", minute + 20), pending("b", minute + 30)];
    expect(splitByWindow(batch).map((part) => part.map((item) => item.now))).toEqual([
      [minute - 10, minute + 10],
      [minute + 20, minute + 30],
    ]);
  });

  it("returns no part for an empty batch", () => {
    expect(splitByWindow([])).toEqual([]);
  });
});
