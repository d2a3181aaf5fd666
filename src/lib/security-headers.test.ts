import { describe, expect, it } from "vitest";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers";

/** The Content-Security-Policy the server sends with these arguments. */
const contentSecurityPolicy = (...args: Parameters<typeof securityHeaders>) => Object.fromEntries(securityHeaders(...args))["Content-Security-Policy"]!;

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
    expect(byName["Content-Security-Policy"]).toContain("default-src 'self'");
  });

  it("leave Strict-Transport-Security to the answers sent over https", () => {
    expect(Object.fromEntries(securityHeaders())).not.toHaveProperty("Strict-Transport-Security");
    expect(STRICT_TRANSPORT_SECURITY).toEqual(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  });
});

describe("hardening beyond the classic headers", () => {
  it("forbid cross-domain policy files", () => {
    expect(Object.fromEntries(securityHeaders())["X-Permitted-Cross-Domain-Policies"]).toBe("none");
  });

  it("deny every browser feature the site does not use, and let the copy buttons write to the clipboard", () => {
    const policy = Object.fromEntries(securityHeaders())["Permissions-Policy"] ?? "";
    const entries = policy.split(", ");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics", "fullscreen", "autoplay", "serial", "hid", "midi", "display-capture", "screen-wake-lock", "sync-xhr", "xr-spatial-tracking"]) {
      expect(entries, feature).toContain(`${feature}=()`);
    }
    expect(entries).toContain("clipboard-write=(self)");
    expect(entries.filter((entry) => !entry.endsWith("=()"))).toEqual(["clipboard-write=(self)"]);
  });

  it("upgrade insecure requests only when the site is served over https", () => {
    expect(contentSecurityPolicy()).not.toContain("upgrade-insecure-requests");
    const https = contentSecurityPolicy([], { upgradeInsecureRequests: true });
    expect(https.split("; ")).toContain("upgrade-insecure-requests");
  });
});

describe("the site search's worker", () => {
  it("alone may compile WebAssembly, and still runs no eval and no inline script", () => {
    expect(contentSecurityPolicy()).not.toContain("wasm-unsafe-eval");
    const worker = contentSecurityPolicy([], { wasm: true });
    expect(worker).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(worker).not.toMatch(/'unsafe-eval'|'unsafe-inline'; script|script-src[^;]*'unsafe-inline'/);
  });
});
