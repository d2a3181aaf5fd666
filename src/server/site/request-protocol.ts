import type { IncomingHttpHeaders } from "node:http";

export interface ProtocolOptions {
  /** SITE_URL is https: visitors reach the site through a TLS front end. */
  siteHttps: boolean;
  /** TRUST_PROXY: the proxy in front says how each request arrived. */
  trustProxy: boolean;
}

/**
 * Whether the visitor's request arrived over https. The server speaks plain http, so only what
 * is in front of it can say: behind a trusted proxy, its X-Forwarded-Proto (the last value: the
 * one it set, whatever a client sent before it); without one, or when the proxy sends none,
 * SITE_URL's scheme.
 */
export function isHttpsRequest(headers: IncomingHttpHeaders, { siteHttps, trustProxy }: ProtocolOptions): boolean {
  if (trustProxy) {
    const forwarded = headers["x-forwarded-proto"];
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").at(-1)?.trim().toLowerCase();
    if (last) return last === "https";
  }
  return siteHttps;
}
