import type { APIRoute } from "astro";
import { webManifest } from "@/lib/seo/web-manifest";

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest()), { headers: { "Content-Type": "application/manifest+json" } });
