import { marketplaceCategories, type MarketplaceCategory, type MarketplaceKind } from "@/domain/catalog/module-kinds";
import type { ModuleCategory } from "@/domain/catalog/catalog";
import type { MarketplaceSearch } from "./search-params";

/** What the filter needs of a marketplace entry (a module or a genome template): its name and description in the reader's language. */
export interface MarketplaceSearchItem {
  id: string;
  name: string;
  description: string;
  category: MarketplaceKind;
}

/** A module as the filter sees it. */
export interface ModuleSearchItem extends MarketplaceSearchItem {
  category: ModuleCategory;
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match on name or description. */
export function matchesQuery(item: MarketplaceSearchItem, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  return normalise(item.name).includes(needle) || normalise(item.description).includes(needle);
}

export function filterMarketplace<T extends MarketplaceSearchItem>(items: readonly T[], search: MarketplaceSearch): T[] {
  return items.filter((item) => (search.category === "all" || item.category === search.category) && matchesQuery(item, search.q));
}

/** How many entries each category chip would show for the current search text. */
export function countByCategory(items: readonly MarketplaceSearchItem[], query: string): Record<MarketplaceCategory, number> {
  const matching = items.filter((item) => matchesQuery(item, query));
  const counts = Object.fromEntries(marketplaceCategories.map((category) => [category, 0])) as Record<MarketplaceCategory, number>;
  counts.all = matching.length;
  for (const item of matching) counts[item.category] += 1;
  return counts;
}

/** The categories worth a chip: "all", and each kind the marketplace has at least one entry of. */
export function offeredCategories(items: readonly MarketplaceSearchItem[]): MarketplaceCategory[] {
  const counts = countByCategory(items, "");
  return marketplaceCategories.filter((category) => category === "all" || counts[category] > 0);
}
