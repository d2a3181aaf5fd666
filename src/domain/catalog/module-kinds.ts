/**
 * What the marketplace lists and filters by: the catalogue's two kinds of module and its genome
 * templates. Kept apart from the catalogue so client code can import it without the catalogue's JSON.
 */
export const marketplaceKinds = ["adapter", "integrator", "template"] as const;
export type MarketplaceKind = (typeof marketplaceKinds)[number];

export const marketplaceCategories = ["all", ...marketplaceKinds] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

export function isMarketplaceCategory(value: string): value is MarketplaceCategory {
  return (marketplaceCategories as readonly string[]).includes(value);
}
