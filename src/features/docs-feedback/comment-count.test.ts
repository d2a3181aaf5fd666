import { describe, expect, it } from "vitest";
import { docsFeedbackProps } from "./docs-feedback-props";
import { charactersLeft, commentCountText } from "./comment-count";

const english = docsFeedbackProps("en", "/docs/start/introduction").script;
const french = docsFeedbackProps("fr", "/fr/docs/start/introduction").script;

describe("charactersLeft", () => {
  it("counts what the server will store: trimmed, an emoji or a composed accent as one", () => {
    expect(charactersLeft("", 1000)).toBe(1000);
    expect(charactersLeft("  ok \n", 1000)).toBe(998);
    expect(charactersLeft("\u{1F44D}e\u0301", 1000)).toBe(998);
    expect(charactersLeft("a".repeat(1003), 1000)).toBe(-3);
  });
});

describe("commentCountText", () => {
  it("says how many characters are left, with the locale's plurals and digit grouping", () => {
    expect(commentCountText(english, 1000)).toBe("1,000 characters left");
    expect(commentCountText(english, 1)).toBe("1 character left");
    expect(commentCountText(english, 0)).toBe("0 characters left");
    expect(commentCountText(french, 1000)).toBe("1\u202f000 caractères restants");
    expect(commentCountText(french, 0)).toBe("0 caractère restant");
  });

  it("says how many are too many once over", () => {
    expect(commentCountText(english, -1)).toBe("1 character too many");
    expect(commentCountText(english, -12)).toBe("12 characters too many");
    expect(commentCountText(french, -1)).toBe("1 caractère en trop");
    expect(commentCountText(french, -2)).toBe("2 caractères en trop");
  });
});
