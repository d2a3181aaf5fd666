import type { Locale } from "@/i18n/routing";
import { findPage } from "@/lib/pages";

/**
 * The attributes of a page's `<main>` that put it in the site search's index
 * (integrations/pagefind-integration.mjs): only pages open to search engines are indexed, and only
 * their main content, never the header or the footer. Each page carries its kind as a filter, so
 * results can be grouped by it, and its meta description, which a result shows when the query is
 * only in its title (src/features/search/search-hits.ts). A catalogue page or a page of the
 * documentation is found by its name, its `<h1>` (Pagefind's default title); another page's `<h1>`
 * is a headline, so it is titled as in the browser tab. Pagefind reads both from attributes, where
 * a comma in the text is safe.
 */
export function searchIndexAttributes(locale: Locale, path: string): Record<string, string> {
  const page = findPage(path);
  if (!page?.indexable) return {};
  const kind = page.kind ?? "page";
  const { title, description } = page.meta(locale);
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `kind:${kind}`,
    ...(kind === "page"
      ? { "data-pagefind-meta": "title[data-search-title], description[data-search-description]", "data-search-title": title }
      : { "data-pagefind-meta": "description[data-search-description]" }),
    "data-search-description": description,
  };
}
