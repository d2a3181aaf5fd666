
/**
 * True unless the browser says the request comes from another site. A request without Origin
 * (curl, server-to-server) is allowed: the check exists to stop other sites' pages posting with
 * a visitor's browser, and browsers always send Origin on a cross-site POST.
 */
export function isSameSite(headers: Headers, siteUrl: string, trustProxy: boolean): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    originHost = url.host;
  } catch {
    return false; // includes the opaque origin "null"
  }
  const allowed = new Set([new URL(siteUrl).host]);
  const host = headers.get("host");
  if (host) allowed.add(host.toLowerCase());
  const forwardedHost = trustProxy ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  if (forwardedHost) allowed.add(forwardedHost.toLowerCase());
  return allowed.has(originHost.toLowerCase());
}
