/**
 * Response headers for every answer of the server (pages, assets, API, errors), applied by
 * scripts/start.ts; Strict-Transport-Security on those sent over https only.
 *
 * Scripts: every page is static, so the server hashes each page's inline scripts once at start
 * (Astro inlines the small island bootstrap) and allows exactly those, plus files from this
 * origin: no 'unsafe-inline', no eval, and no inline event-handler attributes.
 * Styles keep 'unsafe-inline': React renders `style` attributes (progress bars, sizes computed at
 * build time) and Astro adds a small <style> for its islands; CSS cannot run code, and a
 * hash-only style policy would fall back to blocking those attributes in browsers without
 * `style-src-attr`.
 */
export interface PolicyOptions {
  /**
   * Allow compiling WebAssembly ('wasm-unsafe-eval'): only the site search's worker script needs it
   * (src/lib/search-bundle.ts), and a worker obeys its own response's policy, not its page's.
   */
  wasm?: boolean;
  /** SITE_URL is https: a leftover http:// subresource is fetched over https instead of being blocked. */
  upgradeInsecureRequests?: boolean;
}

/**
 * Every browser feature the site does not use, denied to the page and anything it could embed.
 * Only names browsers have long recognised: an unknown name is logged as a console error. The
 * copy buttons write to the clipboard; clipboard reads keep the browser's default (this origin
 * only, after a permission prompt).
 */
export const DENIED_FEATURES = [
  "accelerometer", "autoplay", "browsing-topics", "camera", "cross-origin-isolated", "display-capture",
  "encrypted-media", "fullscreen", "gamepad", "geolocation", "gyroscope", "hid", "identity-credentials-get",
  "idle-detection", "keyboard-map", "local-fonts", "magnetometer", "microphone", "midi", "otp-credentials",
  "payment", "picture-in-picture", "publickey-credentials-create", "publickey-credentials-get",
  "screen-wake-lock", "serial", "storage-access", "sync-xhr", "usb", "window-management", "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((feature) => `${feature}=()`), "clipboard-write=(self)"].join(", ");

function contentSecurityPolicy(scriptHashes: readonly string[] = [], { wasm = false, upgradeInsecureRequests = false }: PolicyOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes.map((hash) => `'${hash}'`)],
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
    ...(upgradeInsecureRequests ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** The headers as [name, value] pairs; `scriptHashes` are `sha256-…` sources for the page's inline scripts. */
export function securityHeaders(scriptHashes: readonly string[] = [], options: PolicyOptions = {}): (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes, options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // Adobe Flash and Acrobat: no cross-domain policy file on this site may grant anything.
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    // Older browsers ignore frame-ancestors; this says the same to them.
    ["X-Frame-Options", "DENY"],
  ];
}

/**
 * Sent only on answers that reach the browser over https (RFC 6797 section 7.2: never over
 * plain http): the server decides per request (src/server/site/request-protocol.ts).
 */
export const STRICT_TRANSPORT_SECURITY = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;
