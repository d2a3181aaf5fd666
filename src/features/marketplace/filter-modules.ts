import { marketplaceCategories, type MarketplaceCategory } from "@/domain/catalog/module-kinds";
import type { ModuleCategory } from "@/domain/catalog/catalog";
import type { MarketplaceSearch } from "./search-params";

/** What the filter needs of a module: its name and its description in the reader's language. */
export interface ModuleSearchItem {
  id: string;
  name: string;
  description: string;
  category: ModuleCategory;
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match on name or description. */
export function matchesModuleQuery(item: ModuleSearchItem, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  return normalise(item.name).includes(needle) || normalise(item.description).includes(needle);
}

export function filterModules<T extends ModuleSearchItem>(items: readonly T[], search: MarketplaceSearch): T[] {
  return items.filter(
    (item) => (search.category === "all" || item.category === search.category) && matchesModuleQuery(item, search.q),
  );
}

/** How many modules each category chip would show for the current search text. */
export function countModulesByCategory(items: readonly ModuleSearchItem[], query: string): Record<MarketplaceCategory, number> {
  const matching = items.filter((item) => matchesModuleQuery(item, query));
  const counts = Object.fromEntries(marketplaceCategories.map((category) => [category, 0])) as Record<MarketplaceCategory, number>;
  counts.all = matching.length;
  for (const item of matching) counts[item.category] += 1;
  return counts;
}
