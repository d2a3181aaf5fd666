import type { ModuleCategory } from "@/domain/catalog/catalog";
import type { MarketplaceCategory } from "@/domain/catalog/module-kinds";
import type { ModuleSearchItem } from "./filter-modules";
import type { ModuleDetailsLabels, ModuleFeatureNames } from "./module-details";

/** What the marketplace page's script reads from the page (marketplace-browser.tsx writes it). */
export interface MarketplaceViewData {
  items: ModuleSearchItem[];
  /** Index = number of results. */
  resultCounts: string[];
  emptySearchTitle: string;
  emptySearchDescription: string;
  emptyCategoryTitle: Record<MarketplaceCategory, string>;
  emptyCategoryDescription: string;
  /** What the module dialog needs besides each module's description (in `items`). */
  dialog: { categoryLabels: Record<ModuleCategory, string>; labels: ModuleDetailsLabels; closeLabel: string; featureNames: ModuleFeatureNames };
}
