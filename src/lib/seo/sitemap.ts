import { locales } from "@/i18n/routing";
import { localizePath } from "@/i18n/locale-path";
import { sitePages } from "@/lib/pages";
import { absoluteUrl } from "@/lib/site-config";
import { languageAlternates } from "./head-tags";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function urlEntry(path: string, url: string): string {
  const alternates = Object.entries(languageAlternates(path)).map(
    ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`,
  );
  return [
    "<url>",
    `<loc>${escapeXml(url)}</loc>`,
    ...alternates,
    "<changefreq>weekly</changefreq>",
    `<priority>${path === "/" ? "1" : "0.7"}</priority>`,
    "</url>",
  ].join("\n");
}

/** Every indexable page in every locale, each with its hreflang alternates (en, fr, x-default). */
export function sitemapXml(): string {
  const entries = sitePages
    .filter((page) => page.indexable)
    .flatMap((page) => locales.map((locale) => urlEntry(page.path, absoluteUrl(localizePath(page.path, locale)))));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
