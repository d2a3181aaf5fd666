import { absoluteUrl } from "@/lib/site-config";

/** Crawlers may read every page, never the API, and find the sitemap on the canonical origin. */
export function robotsTxt(): string {
  return ["User-Agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}
