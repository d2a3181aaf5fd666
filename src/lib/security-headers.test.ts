import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("forbid framing, plugins, inline scripts and foreign scripts", () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/\*|https?:/);
  });

  it("allow exactly the inline scripts of a page by hash", () => {
    const csp = contentSecurityPolicy(["sha256-abc=", "sha256-def="]);
    expect(csp).toMatch(/script-src 'self' 'sha256-abc=' 'sha256-def=';/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("set the classic hardening headers", () => {
    const byName = Object.fromEntries(securityHeaders());
    expect(byName["X-Content-Type-Options"]).toBe("nosniff");
    expect(byName["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(byName["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(byName["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byName["Permissions-Policy"]).toContain("camera=()");
    expect(byName["X-Frame-Options"]).toBe("DENY");
    expect(byName["Strict-Transport-Security"]).toContain("max-age=");
    expect(byName["Content-Security-Policy"]).toBe(contentSecurityPolicy());
  });
});
