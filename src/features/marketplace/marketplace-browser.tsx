import { SearchIcon } from "lucide-react";
import { SearchField } from "@/components/ui/search-field";
import { Button } from "@/components/ui/button";
import { ModuleLogoSymbols } from "@/components/icons/module-logo-symbols";
import type { MarketplaceCategory } from "@/domain/catalog/module-kinds";
import { serializePageData } from "@/lib/page-data";
import { logoModuleIds } from "@/domain/catalog/module-logos";
import { countByCategory, offeredCategories } from "./filter-marketplace";
import { groupMarketplace } from "./marketplace-groups";
import { MarketplaceIndex } from "./marketplace-index";
import { MarketplaceKindSection } from "./marketplace-kind-section";
import { ModuleCard, type ModuleCardItem, type ModuleCardLabels } from "./module-card";
import { TemplateCard, type TemplateCardItem, type TemplateCardLabels } from "./template-card";
import type { ModuleDetailsLabels, ModuleFeatureNames } from "./module-details";
import type { MarketplaceViewData } from "./marketplace-view-data";
import { EmptyState, EmptyStateDescription, EmptyStateTitle } from "@/components/ui/empty-state";
import { hook } from "@/lib/dom-hooks";
import { formatCount, type CountMessage } from "@/i18n/message-template";
import { MARKETPLACE_BROWSER, MARKETPLACE_QUERY_FIELD, marketplaceHooks as hooks } from "./marketplace-hooks";

export interface MarketplaceBrowserLabels {
  search: string;
  searchPlaceholder: string;
  categories: string;
  category: Record<MarketplaceCategory, string>;
  /** "12 results": worded for any count by formatCount, here and by the page script. */
  resultCount: CountMessage;
  /** The name of the contents that jump to each kind and category. */
  groupsIndex: string;
  emptySearchTitle: string;
  emptySearchDescription: string;
  reset: string;
  close: string;
  card: ModuleCardLabels;
  template: TemplateCardLabels;
  details: ModuleDetailsLabels;
}

export interface MarketplaceBrowserProps {
  items: ModuleCardItem[];
  /** For the module dialog, which lists each module's features. */
  featureNames: ModuleFeatureNames;
  /** The genome templates, listed after the modules and filtered with them. */
  templates: TemplateCardItem[];
  /** The headings of the categories modules are listed under, by key (adapter groups). */
  groupLabels: Record<string, string>;
  /** The categories' order within a kind. */
  groupOrder: string[];
  labels: MarketplaceBrowserLabels;
}

/** A chip's look follows its `aria-pressed`, which the page script (marketplace-view.ts) sets. */
const chipClass =
  "group inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-border bg-surface px-3.5 text-sm font-medium text-muted transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary/60 aria-pressed:bg-primary/15 aria-pressed:text-foreground";
const chipCountClass =
  "min-w-6 rounded-full bg-surface-raised px-1.5 text-center font-mono text-xs text-subtle tabular-nums group-aria-pressed:bg-primary/30 group-aria-pressed:text-primary-text";

/**
 * The marketplace's search box, category chips, contents and every module and genome template card,
 * grouped by kind and category (marketplace-groups.ts), rendered at build time in the default view. A chip is offered only for a kind that has entries: a
 * category that would count 0 for lack of data is not shown. The page's own small script (marketplace-view.ts) applies the view in the URL
 * (`?q=&category=`), filters as the visitor types or picks a chip (hiding the groups left empty and
 * counting the others), and opens a module's details:
 * no framework runs before that dialog is wanted.
 */
export function MarketplaceBrowser({ items, templates, featureNames, groupLabels, groupOrder, labels }: MarketplaceBrowserProps) {
  const entries = [...items, ...templates].map(({ id, name, description, category }) => ({ id, name, description, category }));
  const counts = countByCategory(entries, "");
  const categories = offeredCategories(entries);
  const kinds = groupMarketplace([...items, ...templates], groupOrder);
  const groupLabel = (key: string) => groupLabels[key] ?? null;
  const modulesById = new Map(items.map((item) => [item.id as string, item]));
  const templatesById = new Map(templates.map((item) => [item.id, item]));
  const card = (id: string) => {
    const module = modulesById.get(id);
    if (module) return <ModuleCard item={module} labels={labels.card} />;
    const template = templatesById.get(id);
    return template ? <TemplateCard item={template} labels={labels.template} /> : null;
  };
  const data: MarketplaceViewData = {
    items: entries,
    kinds,
    categories,
    resultCount: labels.resultCount,
    dialog: { categoryLabels: labels.card.category, labels: labels.details, closeLabel: labels.close, featureNames },
  };

  return (
    <MARKETPLACE_BROWSER className="block">
      <script type="application/json" {...hook(hooks.data)} dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
      {/* Each mark once, for the cards and the module dialog to draw. */}
      <ModuleLogoSymbols moduleIds={items.flatMap((item) => logoModuleIds(item.id))} />
      {/* The filters, their count and their empty state are controls: the site search indexes the cards. */}
      <div data-pagefind-ignore="" className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SearchField className="w-full lg:max-w-sm" label={labels.search} placeholder={labels.searchPlaceholder} name={MARKETPLACE_QUERY_FIELD} />
        <div
          role="group"
          aria-label={labels.categories}
          className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {categories.map((category) => (
            <button key={category} type="button" aria-pressed={category === "all"} {...hook(hooks.category, category)} className={chipClass}>
              {labels.category[category]} <span className={chipCountClass}>{counts[category]}</span>
            </button>
          ))}
        </div>
      </div>

      <p role="status" aria-live="polite" data-pagefind-ignore="" className="mt-6 text-sm font-medium text-foreground" {...hook(hooks.resultCount)}>
        {formatCount(labels.resultCount, entries.length)}
      </p>
      <MarketplaceIndex kinds={kinds} label={labels.groupsIndex} kindLabel={(kind) => labels.category[kind]} groupLabel={groupLabel} />

      {kinds.map((kind) => (
        <MarketplaceKindSection key={kind.id} kind={kind} label={labels.category[kind.kind]} groupLabel={groupLabel} card={card} />
      ))}

      <EmptyState icon={SearchIcon} hidden {...hook(hooks.empty)} data-pagefind-ignore="" className="mt-6">
        <EmptyStateTitle>{labels.emptySearchTitle}</EmptyStateTitle>
        <EmptyStateDescription>{labels.emptySearchDescription}</EmptyStateDescription>
        <Button variant="outline" className="mt-6" {...hook(hooks.reset)}>
          {labels.reset}
        </Button>
      </EmptyState>
    </MARKETPLACE_BROWSER>
  );
}
