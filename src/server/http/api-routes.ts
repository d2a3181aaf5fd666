import { API_ROUTES } from "@/domain/forms/api-routes";
import type { ApiHandler } from "./api-call";
import * as contact from "./routes/contact";
import * as demoRequests from "./routes/demo-requests";
import * as feedback from "./routes/feedback";
import * as feedbackAnswer from "./routes/feedback-answer";
import * as health from "./routes/health";
import * as unknown from "./routes/unknown";
import * as waitlist from "./routes/waitlist";

/** A route file's exports: a handler per method it serves, `ALL` for the others. */
type RouteModule = { ALL: ApiHandler } & Record<string, unknown>;

/** Each route's handlers, as src/pages/api/ exports them to Astro (api-routes.test.ts checks they agree). */
export const ROUTE_MODULES: Record<keyof typeof API_ROUTES, RouteModule> = { waitlist, contact, demoRequests, feedback, feedbackAnswer, health };

/** A `[name]` segment matches any one segment, as Astro routes it. */
const routes = (Object.keys(API_ROUTES) as (keyof typeof API_ROUTES)[]).map((name) => ({
  pattern: new RegExp(`^${API_ROUTES[name].path.replace(/[.*+?^${}()|\\]/g, "\\$&").replace(/\[\w+\]/g, "[^/]+")}$`),
  methods: API_ROUTES[name].methods,
  module: ROUTE_MODULES[name],
}));

/** The route an API path names, as written (no decoding), or undefined. */
export function apiRouteOf(path: string) {
  return routes.find((route) => route.pattern.test(path));
}

/**
 * The handler Astro would pick for a request: the route whose path matches the decoded pathname,
 * its export named by the method, else its `ALL`; a path with no route (or a malformed escape) gets
 * the JSON 404.
 */
export function apiHandlerFor(pathname: string, method: string): ApiHandler {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return unknown.ALL; // A malformed escape names no route.
  }
  const route = apiRouteOf(decoded);
  if (!route) return unknown.ALL;
  const handler = route.module[method];
  return typeof handler === "function" ? (handler as ApiHandler) : route.module.ALL;
}
