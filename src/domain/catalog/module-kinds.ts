/**
 * Module kinds the marketplace filters by; the catalogue itself holds only the first
 * two. Kept apart from the catalogue so client code can import it without the catalogue's JSON.
 */
export const moduleKinds = ["adapter", "integrator", "feature", "template"] as const;
export type ModuleKind = (typeof moduleKinds)[number];

export const marketplaceCategories = ["all", ...moduleKinds] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

export function isMarketplaceCategory(value: string): value is MarketplaceCategory {
  return (marketplaceCategories as readonly string[]).includes(value);
}
