import { describe, expect, it } from "vitest";
import { contrastRatio, markColourOn, NON_TEXT_CONTRAST, relativeLuminance } from "./mark-colour";

const surface = "#1c2028";
const foreground = "#f3f4f6";

describe("contrast", () => {
  it("follows WCAG's luminance and ratio", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#000000")).toBe(21);
    // WebAIM's checker gives 4.48:1 for #777 on white.
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("refuses what is not a #rrggbb colour", () => {
    expect(() => relativeLuminance("red")).toThrow("red");
    expect(() => relativeLuminance("#fff")).toThrow("#fff");
  });
});

describe("a brand colour on a dark surface", () => {
  it("keeps a colour that already contrasts enough, written as #rrggbb", () => {
    expect(markColourOn("635BFF", surface, foreground)).toBe("#635bff");
    expect(markColourOn("#C5F74F", surface, foreground)).toBe("#c5f74f");
    expect(markColourOn("FFFFFF", surface, foreground)).toBe("#ffffff");
  });

  it("draws a black or grey mark in the foreground colour", () => {
    expect(markColourOn("000000", surface, foreground)).toBe(foreground);
    // Prisma's slate and Ethereum's grey have no hue worth keeping.
    expect(markColourOn("2D3748", surface, foreground)).toBe(foreground);
    expect(markColourOn("3C3C3D", surface, foreground)).toBe(foreground);
  });

  it("lightens a dark hue just enough, keeping the hue", () => {
    const sentry = markColourOn("362D59", surface, foreground);
    expect(sentry).not.toBe(foreground);
    const ratio = contrastRatio(sentry, surface);
    expect(ratio).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(ratio).toBeLessThan(NON_TEXT_CONTRAST + 0.2);
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(sentry.slice(start, start + 2), 16)) as [number, number, number];
    // Still a purple: blue leads, then red, then green, as in #362D59.
    expect(b).toBeGreaterThan(r);
    expect(r).toBeGreaterThan(g);
  });

  it("reaches the ratio asked for", () => {
    for (const hex of ["8B0000", "003366", "4B0082", "2E1A47", "7F1D1D"]) {
      expect(contrastRatio(markColourOn(hex, surface, foreground, 4.5), surface), hex).toBeGreaterThanOrEqual(4.5);
    }
  });
});
