export interface SameSiteOptions {
  /** The canonical origin (SITE_URL). */
  siteUrl: string;
  /** In production only SITE_URL's origin counts; elsewhere the Host header's origin too. */
  production: boolean;
}

/**
 * True unless the browser says the request comes from another site. A request without Origin
 * (curl, server-to-server) is allowed: the check exists to stop other sites' pages posting with
 * a visitor's browser, and browsers always send Origin on a cross-site POST.
 *
 * The Origin must be SITE_URL's exactly: scheme, host and port. In production nothing else is
 * trusted: Host and X-Forwarded-Host are whatever the client (or a proxy passing them through)
 * says. Outside production (astro dev, tests) the Host header's origin is accepted too, so a
 * development server works on any port.
 */
export function isSameSite(headers: Headers, { siteUrl, production }: SameSiteOptions): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin === new URL(siteUrl).origin) return true;
  if (production) return false;
  const host = headers.get("host")?.trim().toLowerCase();
  return Boolean(host) && url.host === host;
}
