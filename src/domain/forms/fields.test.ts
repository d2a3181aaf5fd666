import { describe, expect, it } from "vitest";
import { waitlistSchema } from "@/domain/forms/waitlist";
import { contactSchema } from "@/domain/forms/contact";
import { demoRequestSchema } from "@/domain/forms/demo-request";

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
