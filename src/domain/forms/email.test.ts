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

describe("addresses mail cannot be delivered to", () => {
  const label = (length: number) => "d".repeat(length);

  it.each([
    ["x@-.-", "labels that are only hyphens"],
    ["x@-example.com", "a label starting with a hyphen"],
    ["x@example-.com", "a label ending with a hyphen"],
    ["x@example.-com", "a top-level label starting with a hyphen"],
    ["x@example.com-", "a top-level label ending with a hyphen"],
    ["x@1.2", "a numeric top-level label"],
    ["x@example.123", "a numeric top-level label after a name"],
    ["x@192.168.0.1", "an IPv4 address"],
    [`x@${label(64)}.com`, "a label of 64 characters"],
    [`x@example.${label(64)}`, "a top-level label of 64 characters"],
    ["..x..@example.com", "dots around the local part"],
    [".x@example.com", "a leading dot in the local part"],
    ["x.@example.com", "a trailing dot in the local part"],
    ["x..y@example.com", "doubled dots in the local part"],
    ["x@example..com", "an empty label"],
  ])("refuses %j (%s)", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    [`x@${label(63)}.com`, "a label of exactly 63 characters"],
    [`x@${label(63)}.${label(63)}.${label(63)}.${label(57)}.io`, "several long labels"],
    ["x@a.io", "a label of one character"],
    ["x@my-host.example.com", "a hyphen inside a label"],
    ["x@xn--exmple-cua.com", "a punycode label"],
    ["x@xn--caf-dma.xn--p1ai", "a punycode top-level label"],
    ["x@example.xn--vermgensberater-ctb", "a long punycode top-level label"],
    ["x@123.example.com", "a numeric label that is not the last"],
    ["x@example.c0m", "a top-level label mixing letters and digits"],
    ["first.last@example.com", "a dot inside the local part"],
    ["o'brien+tag@example.com", "an apostrophe and a plus in the local part"],
    ["jos\u00e9@xn--caf-dma.fr", "a non-ASCII local part at an IDN domain"],
  ])("accepts %j (%s)", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it("accepts Unicode domains once the forms have put them in punycode", () => {
    for (const raw of ["zo\u00e9@caf\u00e9.fr", "ada@\u2603.net", "user@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", "user@\u4f8b\u3048.\u30c6\u30b9\u30c8"]) {
      const normalised = normalizeEmail(raw);
      expect(normalised, raw).toMatch(/@(?:[a-z0-9-]+\.)+(?:xn--)?[a-z0-9-]+$/);
      expect(isValidEmail(normalised), raw).toBe(true);
    }
  });
});
