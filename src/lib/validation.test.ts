import { describe, expect, it } from "vitest";
import { waitlistSchema } from "@/features/waitlist/schema";
import { contactSchema } from "@/features/contact/schema";
import { demoRequestSchema } from "@/features/demo-request/schema";

describe("shared form schemas", () => {
  it("trims and lower-cases the email before checking it", () => {
    const parsed = waitlistSchema.parse({ email: "  Jane.DOE+news@Example.ORG\n", language: "fr", source: "landing" });
    expect(parsed.email).toBe("jane.doe+news@example.org");
  });

  it("accepts an email of exactly 254 characters and refuses 255", () => {
    const local = "a".repeat(64);
    const at254 = `${local}@${"b".repeat(254 - 64 - 1 - 4)}.com`;
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
