import { isMarketplaceCategory, marketplaceCategories, type MarketplaceCategory } from "@/domain/catalog/module-kinds";

/** The marketplace view a URL describes: `?q=<text>&category=<kind>`. */
export interface MarketplaceSearch {
  q: string;
  category: MarketplaceCategory;
}

export const MAX_QUERY_LENGTH = 100;
export const defaultMarketplaceSearch: MarketplaceSearch = { q: "", category: "all" };

/**
 * Reads the view from a query string; an unknown category, one the page offers no chip for
 * (`offered`), and empty values fall back to the defaults.
 */
export function parseMarketplaceSearch(search: string | URLSearchParams, offered: readonly MarketplaceCategory[] = marketplaceCategories): MarketplaceSearch {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const category = params.get("category") ?? "";
  return { q, category: isMarketplaceCategory(category) && offered.includes(category) ? category : defaultMarketplaceSearch.category };
}

/** The query string for a view (`?q=…&category=…`), or "" for the default view; defaults are left out. */
export function marketplaceSearchString(state: MarketplaceSearch): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.category !== defaultMarketplaceSearch.category) params.set("category", state.category);
  const query = params.toString();
  return query ? `?${query}` : "";
}
