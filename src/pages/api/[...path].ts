import { astroEndpoint } from "@/server/http/astro-endpoint";
import * as route from "@/server/http/routes/unknown";

export const prerender = false;

export const ALL = astroEndpoint(route.ALL);
