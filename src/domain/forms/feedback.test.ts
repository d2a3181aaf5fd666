import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS, feedbackSchema } from "./feedback";

const answer = { path: "/docs/start/introduction", locale: "en", helpful: true } as const;
const codes = (value: unknown) => Object.fromEntries((feedbackSchema.safeParse(value).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("feedbackSchema", () => {
  it("keeps the page, its language, the answer and a trimmed comment; nothing else", () => {
    expect(feedbackSchema.parse({ ...answer, comment: "  Clear example.\n", email: "ada@example.com" })).toEqual({ ...answer, comment: "Clear example." });
    expect(feedbackSchema.parse({ path: "/fr/docs/guides/generation-in-ci", locale: "fr", helpful: false })).toEqual({
      path: "/fr/docs/guides/generation-in-ci",
      locale: "fr",
      helpful: false,
      comment: null,
    });
  });

  it("turns a blank or null comment into none", () => {
    expect(feedbackSchema.parse({ ...answer, comment: " \n\t " }).comment).toBeNull();
    expect(feedbackSchema.parse({ ...answer, comment: null }).comment).toBeNull();
  });

  it("names each missing or wrong field", () => {
    expect(codes({})).toEqual({ path: "path_required", locale: "locale_required", helpful: "helpful_required" });
    expect(codes({ path: 7, locale: "de", helpful: "yes", comment: 3 })).toEqual({
      path: "path_invalid",
      locale: "locale_invalid",
      helpful: "helpful_invalid",
      comment: "comment_invalid",
    });
    expect(codes({ ...answer, path: "" })).toEqual({ path: "path_required" });
    expect(codes({ ...answer, path: `/docs/${"a".repeat(FEEDBACK_LIMITS.path)}` })).toEqual({ path: "path_too_long" });
  });

  it("takes a real docs page of the build in the answer's language", () => {
    expect(codes(answer)).toEqual({});
    expect(codes({ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: true })).toEqual({});
  });

  it("refuses a made-up docs page, however docs-like its path", () => {
    expect(codes({ ...answer, path: "/docs/start/made-up-page" })).toEqual({ path: "path_invalid" });
    expect(codes({ ...answer, path: "/docs" })).toEqual({ path: "path_invalid" });
    expect(codes({ ...answer, path: "/docs/start/introduction/" })).toEqual({ path: "path_invalid" });
    expect(codes({ ...answer, path: "/privacy" })).toEqual({ path: "path_invalid" });
    expect(codes({ path: "/fr/docs/start/page-inventee", locale: "fr", helpful: false })).toEqual({ path: "path_invalid" });
  });

  it("refuses a real page in the other language than the answer's", () => {
    expect(codes({ ...answer, locale: "fr" })).toEqual({ path: "path_invalid" });
    expect(codes({ ...answer, path: "/fr/docs/start/introduction" })).toEqual({ path: "path_invalid" });
  });

  it("counts the comment's characters as a person does: 1,000 emoji or composed accents pass, one more does not", () => {
    const emoji = "\u{1F44D}".repeat(FEEDBACK_LIMITS.comment);
    expect(feedbackSchema.parse({ ...answer, comment: emoji }).comment).toBe(emoji);
    expect(codes({ ...answer, comment: `${emoji}!` })).toEqual({ comment: "comment_too_long" });
    const decomposed = "e\u0301".repeat(FEEDBACK_LIMITS.comment);
    expect(feedbackSchema.parse({ ...answer, comment: decomposed }).comment).toBe("\u00e9".repeat(FEEDBACK_LIMITS.comment));
    expect(codes({ ...answer, comment: `  ${"a".repeat(FEEDBACK_LIMITS.comment)}  ` })).toEqual({});
  });

  it("keeps line breaks in the comment and refuses control and bidi characters", () => {
    expect(feedbackSchema.parse({ ...answer, comment: "Line 1\r\nLine 2\tok" }).comment).toBe("Line 1\r\nLine 2\tok");
    for (const character of ["\u0000", "\u0007", "\u009b", "\u202e", "\ud800"]) {
      expect(codes({ ...answer, comment: `x${character}y` }), JSON.stringify(character)).toEqual({ comment: "comment_invalid" });
    }
  });
});
