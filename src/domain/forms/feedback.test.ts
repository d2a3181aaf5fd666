import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS, feedbackSchema, isDocsPath } from "./feedback";

const answer = { path: "/docs/start/introduction", locale: "en", helpful: true } as const;
const codes = (value: unknown) => Object.fromEntries((feedbackSchema.safeParse(value).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("isDocsPath", () => {
  it("takes a docs page's path in the answer's language only", () => {
    expect(isDocsPath("/docs", "en")).toBe(true);
    expect(isDocsPath("/docs/reference/cli/new", "en")).toBe(true);
    expect(isDocsPath("/fr/docs/reference/cli/new", "fr")).toBe(true);
    expect(isDocsPath("/fr/docs/start/introduction", "en")).toBe(false);
    expect(isDocsPath("/docs/start/introduction", "fr")).toBe(false);
    expect(isDocsPath("/en/docs/start/introduction", "en")).toBe(false);
  });

  it.each([
    "/documentation",
    "/docs/",
    "/docs//start",
    "/docs/start/introduction?ref=x",
    "/docs/start/introduction#contents",
    "/docs/../privacy",
    "/docs/start/introduction.md",
    "/docs/Start",
    "https://thearchitech.dev/docs/start",
    "//evil.example/docs",
    "docs/start",
    "/marketplace/database/drizzle",
    "/docs/start/-intro",
  ])("refuses %j", (candidate) => {
    expect(isDocsPath(candidate, "en")).toBe(false);
    expect(isDocsPath(`/fr${candidate}`, "fr")).toBe(false);
  });

  it("takes the path of every docs page of the content, in its own language", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/docs");
    const pages = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `/${file.split(path.sep).join("/").replace(/\.mdx?$/, "").replace(/\/index$/, "")}`);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(isDocsPath(page, page.startsWith("/fr/") ? "fr" : "en"), page).toBe(true);
  });
});

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

  it("refuses a path in the other language than the answer's", () => {
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
