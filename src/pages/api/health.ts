import { astroEndpoint } from "@/server/http/astro-endpoint";
import * as route from "@/server/http/routes/health";

export const prerender = false;

export const GET = astroEndpoint(route.GET);
export const HEAD = astroEndpoint(route.HEAD);
export const ALL = astroEndpoint(route.ALL);
