import type { APIRoute } from "astro";
import { renderAppleIcon } from "@/lib/seo/apple-icon";

export const GET: APIRoute = async () => new Response(await renderAppleIcon(), { headers: { "Content-Type": "image/png" } });
