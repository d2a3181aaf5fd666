import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", null, 7])).toBe('plain,"a,b","say ""hi""","two\nlines",,7\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes dates as ISO 8601 and leaves numbers alone", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05.006Z"))).toBe("2026-01-02T03:04:05.006Z");
    expect(csvCell(-5)).toBe("-5");
  });
});
