import { describe, expect, it } from "vitest";
import { envInteger } from "./env-integer";

const port = envInteger({ min: 1, max: 65535, fallback: 3000, tooSmall: "must be between 1 and 65535", tooLarge: "must be between 1 and 65535" });
const messages = (value: unknown) => port.safeParse(value).error?.issues.map((issue) => issue.message);

describe("envInteger", () => {
  it("reads decimal digits, with spaces around and an optional sign", () => {
    expect(port.parse("8080")).toBe(8080);
    expect(port.parse(" 8080 ")).toBe(8080);
    expect(port.parse("+8080")).toBe(8080);
    expect(port.parse("08080")).toBe(8080);
  });

  it("falls back when unset or blank", () => {
    expect(port.parse(undefined)).toBe(3000);
    expect(port.parse("")).toBe(3000);
    expect(port.parse("  ")).toBe(3000);
  });

  it.each(["0x10", "0X1F", "0b1010", "0o17", "1e3", "1E2", "2e0", "1_000"])("refuses %j: decimal digits only", (value) => {
    expect(messages(value)).toEqual([value === "1_000" ? "must be a number" : "must be written in decimal digits (such as 42)"]);
  });

  it("says a fraction is not whole and a word not a number", () => {
    expect(messages("1.5")).toEqual(["must be a whole number"]);
    expect(messages("1e-3")).toEqual(["must be a whole number"]);
    expect(messages("lots")).toEqual(["must be a number"]);
    expect(messages("Infinity")).toEqual(["must be a number"]);
    expect(messages("12abc")).toEqual(["must be a number"]);
  });

  it("checks the range after reading", () => {
    expect(messages("0")).toEqual(["must be between 1 and 65535"]);
    expect(messages("-5")).toEqual(["must be between 1 and 65535"]);
    expect(messages("65536")).toEqual(["must be between 1 and 65535"]);
    expect(messages("99999999999999999999999")).toEqual(["must be between 1 and 65535"]);
  });
});
