import type { APIRoute } from "astro";
import { renderFavicon } from "@/lib/seo/favicon";

export const GET: APIRoute = () => new Response(renderFavicon(), { headers: { "Content-Type": "image/png" } });
