/**
 * The methods each API route serves (its `Allow` header). The site handler answers TRACE, which a
 * Fetch `Request` cannot carry, from here before Astro would fail on it.
 */
export const API_ROUTE_METHODS = {
  "/api/waitlist": "POST",
  "/api/contact": "POST",
  "/api/demo-requests": "POST",
  "/api/health": "GET, HEAD",
} as const;

/** The `Allow` value of an API path, or undefined for a path with no route. */
export function allowedMethods(path: string): string | undefined {
  return (API_ROUTE_METHODS as Record<string, string | undefined>)[path];
}
