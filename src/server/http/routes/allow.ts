import { API_ROUTES } from "@/domain/forms/api-routes";

const methodsByPath = new Map<string, string>(Object.values(API_ROUTES).map((route) => [route.path, route.methods]));

/**
 * The `Allow` value of an API path, or undefined for a path with no route. The site handler
 * answers TRACE, which a Fetch `Request` cannot carry, from here before Astro would fail on it.
 */
export function allowedMethods(path: string): string | undefined {
  return methodsByPath.get(path);
}
