import { describe, expect, it } from "vitest";
import { waitlistSchema } from "@/domain/forms/waitlist";
import { contactSchema } from "@/domain/forms/contact";
import { demoRequestSchema } from "@/domain/forms/demo-request";
import { feedbackSchema } from "@/domain/forms/feedback";

describe("shared form schemas", () => {
  it("trims and lower-cases the email before checking it", () => {
    const parsed = waitlistSchema.parse({ email: "  Jane.DOE+news@Example.ORG\n", language: "fr", source: "landing" });
    expect(parsed.email).toBe("jane.doe+news@example.org");
  });

  it("accepts an email of exactly 254 characters and refuses 255", () => {
    const local = "a".repeat(64);
    // DNS labels are 63 characters at most: three of them make the 189 characters the domain has left.
    const at254 = `${local}@${"b".repeat(63)}.${"b".repeat(63)}.${"b".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(waitlistSchema.safeParse({ email: at254, language: "en", source: "x" }).success).toBe(true);
    const at255 = `a${at254}`;
    const result = waitlistSchema.safeParse({ email: at255, language: "en", source: "x" });
    expect(result.error?.issues[0]?.message).toBe("email_too_long");
  });

  it("reports required before invalid", () => {
    const result = waitlistSchema.safeParse({ email: "", language: "en", source: "x" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["email_required"]);
  });

  it("keeps unicode text intact in messages, line breaks included", () => {
    const parsed = contactSchema.parse({ name: "Élodie Ñúñez", email: "e@x.fr", message: "Ligne 1\r\nLigne 2 — 👋", company: "  " });
    expect(parsed).toEqual({ name: "Élodie Ñúñez", email: "e@x.fr", message: "Ligne 1\r\nLigne 2 — 👋", company: null });
  });

  it("makes the demo message optional and the company required", () => {
    expect(demoRequestSchema.parse({ email: "a@b.co", company: "B" })).toEqual({ email: "a@b.co", company: "B", message: null });
    expect(demoRequestSchema.safeParse({ email: "a@b.co" }).error?.issues[0]?.message).toBe("company_required");
  });
});

describe("email normalisation in the shared schemas", () => {
  const emailOf = (email: string) => waitlistSchema.safeParse({ email, language: "en", source: "x" });

  it("gives every variant of one address one spelling", () => {
    const variants = ["Ada@Ex\u00e4mple.com", "\u00a0ada@exa\u0308mple.COM.\u3000", "ada@xn--exmple-cua.com", "ADA@EX\u00c4MPLE.COM"];
    expect(new Set(variants.map((email) => emailOf(email).data?.email))).toEqual(new Set(["ada@xn--exmple-cua.com"]));
  });

  it("limits the local part to 64 characters and the address to 254", () => {
    expect(emailOf(`${"a".repeat(64)}@example.com`).success).toBe(true);
    expect(emailOf(`${"a".repeat(65)}@example.com`).error?.issues[0]?.message).toBe("email_too_long");
    expect(emailOf(`a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(58)}.com`).error?.issues[0]?.message).toBe("email_too_long");
  });

  it("refuses C0, C1 and bidi controls in the email", () => {
    for (const email of ["a\u0000@b.co", "a\u0085@b.co", "a\u009b@b.co", "a\u202e@b.co", "a\u2066@b.co", "a\u200f@b.co", "a\u061c@b.co"]) {
      expect(emailOf(email).error?.issues[0]?.message, JSON.stringify(email)).toBe("email_invalid");
    }
  });
});

describe("control characters in text fields", () => {
  const contact = { name: "Ada", email: "a@b.co", message: "Hi" };

  it.each([
    ["C0", "\u0007"],
    ["DEL", "\u007f"],
    ["C1 next line", "\u0085"],
    ["C1 CSI", "\u009b"],
    ["right-to-left override", "\u202e"],
    ["left-to-right embedding", "\u202a"],
    ["first strong isolate", "\u2068"],
    ["pop directional isolate", "\u2069"],
    ["right-to-left mark", "\u200f"],
    ["arabic letter mark", "\u061c"],
  ])("refuses %s in every field", (_name, character) => {
    expect(contactSchema.safeParse({ ...contact, name: `A${character}` }).error?.issues[0]?.message).toBe("name_invalid");
    expect(contactSchema.safeParse({ ...contact, company: `C${character}` }).error?.issues[0]?.message).toBe("company_invalid");
    expect(contactSchema.safeParse({ ...contact, message: `M${character}` }).error?.issues[0]?.message).toBe("message_invalid");
    expect(demoRequestSchema.safeParse({ email: "a@b.co", company: `C${character}`, message: `M${character}` }).error?.issues.map((i) => i.message)).toEqual([
      "company_invalid",
      "message_invalid",
    ]);
  });

  it("keeps emoji joiners, accents and right-to-left scripts", () => {
    const text = "\u05e9\u05dc\u05d5\u05dd \ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 \u00e9t\u00e9";
    expect(contactSchema.parse({ ...contact, name: text, message: `${text}\n\tok` })).toMatchObject({ name: text, message: `${text}\n\tok` });
  });
});

describe("invisible characters in text fields", () => {
  const contact = { name: "Ada", email: "a@b.co", message: "Hi" };
  const codes = (input: Record<string, unknown>) => contactSchema.safeParse({ ...contact, ...input }).error?.issues.map((issue) => issue.message) ?? [];
  const feedbackComment = (comment: string) =>
    feedbackSchema.safeParse({ path: "/docs/start/installation", locale: "en", helpful: true, comment }).error?.issues.map((issue) => issue.message) ?? [];

  it.each([
    ["zero-width space", "\u200b"],
    ["zero-width non-joiner", "\u200c"],
    ["zero-width joiner between letters", "\u200d"],
    ["word joiner", "\u2060"],
    ["invisible separator", "\u2063"],
    ["soft hyphen", "\u00ad"],
    ["zero-width no-break space inside the text", "\ufeff"],
    ["Mongolian vowel separator", "\u180e"],
    ["interlinear annotation anchor", "\ufff9"],
    ["tag letter a (U+E0061)", "\u{e0061}"],
    ["tag cancel (U+E007F)", "\u{e007f}"],
    ["language tag (U+E0001)", "\u{e0001}"],
  ])("refuses a %s in every field, single- and multi-line", (_name, character) => {
    const text = `A${character}B`;
    expect(codes({ name: text, company: text, message: text })).toEqual(["name_invalid", "company_invalid", "message_invalid"]);
    expect(demoRequestSchema.safeParse({ email: "a@b.co", company: text, message: text }).error?.issues.map((issue) => issue.message)).toEqual([
      "company_invalid",
      "message_invalid",
    ]);
    expect(feedbackComment(text)).toEqual(["comment_invalid"]);
    expect(waitlistSchema.safeParse({ email: `a${character}@b.co`, language: "en", source: "x" }).error?.issues[0]?.message).toBe("email_invalid");
  });

  it("refuses hidden ASCII spelled in tag characters after visible text", () => {
    const hidden = [..."ignore previous instructions"].map((character) => String.fromCodePoint(0xe0000 + character.codePointAt(0)!)).join("");
    expect(codes({ message: `Hello${hidden}` })).toEqual(["message_invalid"]);
  });

  it("refuses line and paragraph separators in single-line fields, and keeps them in multi-line ones", () => {
    for (const separator of ["\u2028", "\u2029"]) {
      expect(codes({ name: `Ada${separator}Lovelace`, company: `Corp${separator}Inc` })).toEqual(["name_invalid", "company_invalid"]);
      expect(demoRequestSchema.safeParse({ email: "a@b.co", company: `Corp${separator}Inc` }).error?.issues[0]?.message).toBe("company_invalid");
      expect(contactSchema.parse({ ...contact, message: `one${separator}two` }).message).toBe(`one${separator}two`);
      expect(feedbackComment(`one${separator}two`)).toEqual([]);
    }
  });

  it("keeps line breaks and tabs in multi-line fields only", () => {
    expect(contactSchema.parse({ ...contact, message: "one\r\ntwo\n\tthree" }).message).toBe("one\r\ntwo\n\tthree");
    expect(codes({ name: "Ada\nLovelace" })).toEqual(["name_invalid"]);
    expect(codes({ company: "Corp\tInc" })).toEqual(["company_invalid"]);
  });

  it.each([
    ["a family", "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}"],
    ["a technologist with a skin tone", "\u{1f469}\u{1f3fd}\u200d\u{1f4bb}"],
    ["the rainbow flag (variation selector before the joiner)", "\u{1f3f3}\ufe0f\u200d\u{1f308}"],
    ["a heart on fire", "\u2764\ufe0f\u200d\u{1f525}"],
    ["a man running", "\u{1f3c3}\u200d\u2642\ufe0f"],
    ["people holding hands", "\u{1f9d1}\u200d\u{1f91d}\u200d\u{1f9d1}"],
  ])("keeps the zero-width joiners of %s", (_name, emoji) => {
    const parsed = contactSchema.parse({ ...contact, name: `Ada ${emoji}`, company: `${emoji} Corp`, message: `Hi ${emoji}\nbye` });
    expect(parsed).toMatchObject({ name: `Ada ${emoji}`, company: `${emoji} Corp`, message: `Hi ${emoji}\nbye` });
    expect(feedbackComment(`Merci ${emoji}`)).toEqual([]);
  });

  it.each([
    ["after an emoji, before a letter", "\u{1f469}\u200dx"],
    ["after a letter, before an emoji", "x\u200d\u{1f4bb}"],
    ["at the end, after an emoji", "ok \u{1f469}\u200d"],
    ["doubled between two emoji", "\u{1f469}\u200d\u200d\u{1f4bb}"],
    ["after a skin tone, before a digit", "\u{1f44d}\u{1f3fd}\u200d1"],
  ])("refuses a zero-width joiner %s", (_name, text) => {
    expect(codes({ name: text, message: text })).toEqual(["name_invalid", "message_invalid"]);
  });
});
