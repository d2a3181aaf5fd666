import { API_ROUTES } from "@/domain/forms/api-routes";

/** Each route's path as a pattern: a `[name]` segment matches any one segment, as Astro routes it. */
const routes = Object.values(API_ROUTES).map((route) => ({
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|\\]/g, "\\$&").replace(/\[\w+\]/g, "[^/]+")}$`),
  methods: route.methods,
}));

/**
 * The `Allow` value of an API path, or undefined for a path with no route. The site handler
 * answers TRACE, which a Fetch `Request` cannot carry, from here before Astro would fail on it.
 */
export function allowedMethods(path: string): string | undefined {
  return routes.find((route) => route.pattern.test(path))?.methods;
}
