/** The search page's query string: `?q=<text>`, the one thing a search link carries. */
export interface SiteSearchParams {
  q: string;
}

export const MAX_SEARCH_LENGTH = 100;

/** The parameters that change what the search page shows: with one in the URL its island loads at once. */
export const siteSearchParams: readonly (keyof SiteSearchParams)[] = ["q"];

export function parseSiteSearch(search: string | URLSearchParams): SiteSearchParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return { q: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH) };
}

/** `?q=…` for a query, "" when there is nothing to search: the bare page. */
export function siteSearchString({ q }: SiteSearchParams): string {
  return q.trim() ? `?${new URLSearchParams({ q })}` : "";
}

/** The search page's URL for a query, from the page's own path (`/fr/search`). */
export function searchPageUrl(pagePath: string, q: string): string {
  return `${pagePath}${siteSearchString({ q })}`;
}
