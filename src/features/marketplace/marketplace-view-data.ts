import type { ModuleCategory } from "@/domain/catalog/catalog";
import type { CountMessage } from "@/i18n/message-template";
import type { MarketplaceCategory } from "@/domain/catalog/module-kinds";
import type { MarketplaceSearchItem } from "./filter-marketplace";
import type { MarketplaceKindGroups } from "./marketplace-groups";
import type { ModuleDetailsLabels, ModuleFeatureNames } from "./module-details";

/** What the marketplace page's script reads from the page (marketplace-browser.tsx writes it). */
export interface MarketplaceViewData {
  /** Every module, then every genome template. */
  items: MarketplaceSearchItem[];
  /** The kinds and categories the cards are grouped in, each holding its entries' ids. */
  kinds: MarketplaceKindGroups[];
  /** The categories the page has a chip for; a URL naming another shows everything. */
  categories: MarketplaceCategory[];
  /** "12 results", for any number of results (formatCount). */
  resultCount: CountMessage;
  /** What the module dialog needs besides each module's description (in `items`). */
  dialog: { categoryLabels: Record<ModuleCategory, string>; labels: ModuleDetailsLabels; closeLabel: string; featureNames: ModuleFeatureNames };
}
