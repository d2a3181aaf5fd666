import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS } from "./feedback";
import { feedbackUpdateSchema, isFeedbackId } from "./feedback-update";
import { fieldErrors } from "./fields";

const codes = (value: unknown) => {
  const parsed = feedbackUpdateSchema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("isFeedbackId", () => {
  it("takes the ids the server hands out", () => {
    for (let i = 0; i < 20; i++) expect(isFeedbackId(randomUUID())).toBe(true);
  });

  it.each([
    "",
    "3f0c",
    "not-a-uuid",
    "3F2504E0-4F89-41D3-9A0C-0305E82C3301",
    "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    "3f2504e0-4f89-41d3-9a0c-0305e82c3301 ",
    "3f2504e0-4f89-41d3-9a0c-0305e82c3301/x",
    "3f2504e04f8941d39a0c0305e82c3301",
    "' or 1=1 --",
    "%33f2504e0-4f89-41d3-9a0c-0305e82c3301",
  ])("refuses %j", (candidate) => {
    expect(isFeedbackId(candidate)).toBe(false);
  });
});

describe("feedbackUpdateSchema", () => {
  it("keeps what changes, and only that", () => {
    expect(feedbackUpdateSchema.parse({ comment: "  The example works.\n" })).toEqual({ comment: "The example works." });
    expect(feedbackUpdateSchema.parse({ helpful: false })).toEqual({ helpful: false });
    expect(feedbackUpdateSchema.parse({ helpful: true, comment: "Clair.", path: "/docs/x", locale: "de", id: "other" })).toEqual({ helpful: true, comment: "Clair." });
  });

  it("turns a blank or null comment into removing it", () => {
    expect(feedbackUpdateSchema.parse({ comment: " \n " })).toEqual({ comment: null });
    expect(feedbackUpdateSchema.parse({ comment: null })).toEqual({ comment: null });
  });

  it("refuses a body that changes nothing", () => {
    expect(codes({})).toEqual({ body: "changes_required" });
    expect(codes({ path: "/docs/start/introduction" })).toEqual({ body: "changes_required" });
  });

  it("names each wrong field", () => {
    expect(codes({ helpful: "yes", comment: 42 })).toEqual({ helpful: "helpful_invalid", comment: "comment_invalid" });
    expect(codes({ helpful: null })).toEqual({ helpful: "helpful_invalid" });
    expect(codes({ comment: "a\u202eb" })).toEqual({ comment: "comment_invalid" });
  });

  it("counts the comment as the answer's own comment is counted", () => {
    expect(codes({ comment: "\u{1F44D}".repeat(FEEDBACK_LIMITS.comment) })).toEqual({});
    expect(codes({ comment: "a".repeat(FEEDBACK_LIMITS.comment + 1) })).toEqual({ comment: "comment_too_long" });
  });
});
