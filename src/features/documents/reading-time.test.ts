import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("counts the words of nested text at 220 a minute, rounding up", () => {
    expect(readingMinutes({ a: "one two", b: ["three", { c: "four" }], d: 5 })).toBe(1);
    expect(readingMinutes({ text: Array.from({ length: 441 }, () => "word").join(" ") })).toBe(3);
  });
});
