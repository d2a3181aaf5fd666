import { astroEndpoint } from "@/server/http/astro-endpoint";
import * as route from "@/server/http/routes/feedback";

export const prerender = false;

export const POST = astroEndpoint(route.POST);
export const ALL = astroEndpoint(route.ALL);
