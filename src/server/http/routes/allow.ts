import { apiRouteOf } from "../api-routes";

/**
 * The `Allow` value of an API path, or undefined for a path with no route. The site handler
 * answers TRACE, which a Fetch `Request` cannot carry, from here before a handler would get it.
 */
export function allowedMethods(path: string): string | undefined {
  return apiRouteOf(path)?.methods;
}
