/**
 * Response headers for every answer of the server (pages, assets, API, errors), applied by
 * scripts/start.ts.
 *
 * Scripts: every page is static, so the server hashes each page's inline scripts once at start
 * (Astro inlines the small island bootstrap) and allows exactly those, plus files from this
 * origin: no 'unsafe-inline', no eval, and no inline event-handler attributes.
 * Styles keep 'unsafe-inline': React renders `style` attributes (progress bars, sizes computed at
 * build time) and Astro adds a small <style> for its islands; CSS cannot run code, and a
 * hash-only style policy would fall back to blocking those attributes in browsers without
 * `style-src-attr`.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The headers as [name, value] pairs; `scriptHashes` are `sha256-…` sources for the page's inline scripts. */
export function securityHeaders(scriptHashes: readonly string[] = []): (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    // Older browsers ignore frame-ancestors; this says the same to them.
    ["X-Frame-Options", "DENY"],
    // Ignored over plain http (local runs); effective once served over https.
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ];
}
