import type { CustomElementProps } from "@/lib/dom-hooks";

/** The marketplace browser's element: marketplace-browser.tsx renders it, marketplace-view.ts defines it. */
export const MARKETPLACE_BROWSER = "marketplace-browser";

/** The hooks marketplace-browser.tsx (and the cards, groups and contents it renders) writes and marketplace-view.ts reads. */
export const marketplaceHooks = {
  /** The page data (MarketplaceViewData) in a JSON script. */
  data: "data-marketplace-view",
  /** A category chip: its category. */
  category: "data-category",
  /** A card's list item: its module's or template's id. */
  item: "data-item-id",
  /** The live result count. */
  resultCount: "data-result-count",
  /** The empty state, and its reset button. */
  empty: "data-empty",
  reset: "data-reset",
  /** A kind's block, a category's block (with its width), an entry of the contents, and a count: each by the group's id. */
  kindSection: "data-kind-section",
  group: "data-group",
  span: "data-span",
  indexOf: "data-index-of",
  countOf: "data-count-of",
  /** A "Details" button: the module it opens. */
  moduleDetails: "data-module-details",
} as const;

export type MarketplaceHooks = typeof marketplaceHooks;

/** The search box's field name (also the URL's parameter). */
export const MARKETPLACE_QUERY_FIELD = "q";
export type MarketplaceQueryField = typeof MARKETPLACE_QUERY_FIELD;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its intrinsic elements in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      [MARKETPLACE_BROWSER]: CustomElementProps;
    }
  }
}
