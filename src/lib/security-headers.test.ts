import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("forbid framing, plugins and foreign scripts in production", () => {
    const csp = contentSecurityPolicy(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/\*|https?:/);
  });

  it("allow eval only for the development build", () => {
    expect(contentSecurityPolicy(true)).toContain("'unsafe-eval'");
  });

  it("set the classic hardening headers", () => {
    const byName = Object.fromEntries(securityHeaders(false).map((h) => [h.key, h.value]));
    expect(byName["X-Content-Type-Options"]).toBe("nosniff");
    expect(byName["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(byName["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byName["Permissions-Policy"]).toContain("camera=()");
  });
});
