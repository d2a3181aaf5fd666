import { marketplaceKinds, type MarketplaceKind } from "@/domain/catalog/module-kinds";

/** What grouping needs of an entry: its kind, and the category it is listed under within that kind. */
export interface GroupableEntry {
  id: string;
  category: MarketplaceKind;
  /** Its category's key; one key for a kind that is not split (the genome templates). */
  group: string;
}

/** A heading of the marketplace and the entries under it. `id` is its anchor in the page. */
export interface MarketplaceGroup {
  id: string;
  kind: MarketplaceKind;
  key: string;
  itemIds: string[];
}

/** One kind of entry, as a section: its anchor and its categories in order. */
export interface MarketplaceKindGroups {
  kind: MarketplaceKind;
  id: string;
  groups: MarketplaceGroup[];
}

/** The anchor of a kind's section: `#adapters`, `#integrators`, `#templates`. */
export const kindAnchor = (kind: MarketplaceKind) => `${kind}s`;
/** The anchor of a category within a kind: `#adapters-database`. */
export const groupAnchor = (kind: MarketplaceKind, key: string) => `${kindAnchor(kind)}-${key}`;

/**
 * The entries by kind (adapters, integrators, templates; a kind without entries is left out), then
 * by category in the order given (keys it does not list come after, in order of first appearance),
 * each keeping the entries' own order.
 */
export function groupMarketplace(entries: readonly GroupableEntry[], order: readonly string[]): MarketplaceKindGroups[] {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return marketplaceKinds.flatMap((kind) => {
    const groups = new Map<string, MarketplaceGroup>();
    for (const entry of entries) {
      if (entry.category !== kind) continue;
      const group = groups.get(entry.group) ?? { id: groupAnchor(kind, entry.group), kind, key: entry.group, itemIds: [] };
      group.itemIds.push(entry.id);
      groups.set(entry.group, group);
    }
    if (groups.size === 0) return [];
    // A stable sort: keys of equal rank keep their order of first appearance.
    return [{ kind, id: kindAnchor(kind), groups: [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key)) }];
  });
}

/** How many of each kind's and each category's entries are shown, keyed by their anchors. */
export function countGroups(kinds: readonly MarketplaceKindGroups[], shown: ReadonlySet<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { id, groups } of kinds) {
    let total = 0;
    for (const group of groups) {
      const count = group.itemIds.filter((itemId) => shown.has(itemId)).length;
      counts[group.id] = count;
      total += count;
    }
    counts[id] = total;
  }
  return counts;
}

/** The widest grid's columns (marketplace-kind-section.tsx): a category spans one per card, up to that. */
export const GROUP_COLUMNS = 3;
export const groupSpan = (cards: number) => Math.min(cards, GROUP_COLUMNS);
