import { astroEndpoint } from "@/server/http/astro-endpoint";
import * as route from "@/server/http/routes/feedback-answer";

export const prerender = false;

export const PATCH = astroEndpoint(route.PATCH);
export const ALL = astroEndpoint(route.ALL);
