import type { APIRoute } from "astro";
import { catalogJson } from "@/features/agents/catalog-json";

/** The public, read-only catalogue of modules and genomes (src/features/agents/catalog-json.ts). */
export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(catalogJson(), null, 2)}\n`, { headers: { "Content-Type": "application/json; charset=utf-8" } });
