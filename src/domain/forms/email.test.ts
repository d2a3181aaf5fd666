import { describe, expect, it } from "vitest";
import { isValidEmail, normalizeEmail } from "./email";

describe("normalizeEmail", () => {
  it.each([
    ["Ada@Example.COM", "ada@example.com"],
    ["  ada@example.com\t\n", "ada@example.com"],
    ["\u00a0ada@example.com\u00a0", "ada@example.com"],
    ["\u3000ada@example.com\u3000", "ada@example.com"],
    ["\ufeffada@example.com", "ada@example.com"],
    ["ada@example.com.", "ada@example.com"],
    ["jose\u0301@example.com", "jos\u00e9@example.com"],
    ["ada@ex\u00e4mple.com", "ada@xn--exmple-cua.com"],
    ["ada@EXA\u0308MPLE.com.", "ada@xn--exmple-cua.com"],
    ["ada@xn--exmple-cua.com", "ada@xn--exmple-cua.com"],
    ["ada@\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\u3002com", "ada@example.com"],
    ["ada@\u2603.net", "ada@xn--n3h.net"],
    ["\uff46\uff571@example.com", "fw1@example.com"],
    ["\uff26\uff37\uff11\uff20\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\uff0e\uff43\uff4f\uff4d", "fw1@example.com"],
    ["\u{1d41f}\u{1d430}\u{1d7cf}@example.com", "fw1@example.com"],
    ["\u{1d487}\u{1d498}1@\u{1d5be}\u{1d5d1}\u{1d5ba}\u{1d5c6}\u{1d5c9}\u{1d5c5}\u{1d5be}.com", "fw1@example.com"],
    ["\ufb01nn@example.com", "finn@example.com"],
    ["o\ufb03ce@\ufb01rm.example", "office@firm.example"],
    ["\u2460@example.com", "1@example.com"],
  ])("%j -> %j", (raw, normalised) => {
    expect(normalizeEmail(raw)).toBe(normalised);
    expect(normalizeEmail(normalised)).toBe(normalised);
    expect(isValidEmail(normalised)).toBe(true);
  });

  it("folds compatibility forms into addresses the checks still judge", () => {
    expect(normalizeEmail("a\ufe6bb@example.com")).toBe("a@b@example.com");
    expect(isValidEmail(normalizeEmail("a\ufe6bb@example.com"))).toBe(false);
    expect(isValidEmail(normalizeEmail("\uff1ca\uff1e@example.com"))).toBe(false);
  });

  it("leaves what it cannot map as it is, for the checks to refuse", () => {
    for (const raw of ["ada@ex%41mple.com", "ada@ex\u00e4mple.com:80", "ada@ex\u00adample.com", "ada@ex\u00e4mple\u200b.com"]) {
      const normalised = normalizeEmail(raw);
      expect(isValidEmail(normalised), raw).toBe(false);
    }
  });
});

describe("isValidEmail", () => {
  it("keeps the text@text.text pattern and refuses what an address never holds", () => {
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("x'--drop@evil.io")).toBe(true);
    for (const email of ["a@b", "a@@b.co", "a b@c.io", "a@b..co", "a@.b.co", "a@b.co.", "<a>@b.co", "a\u202e@b.co", "a@b_c.co", "a@1.2.3:80"]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});
