import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { SearchIcon } from "lucide-react";
import { SearchField } from "@/components/ui/search-field";
import { Button } from "@/components/ui/button";
import { marketplaceCategories, type MarketplaceCategory } from "@/data/module-kinds";
import { useUrlSearchState } from "@/hooks/use-url-search-state";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { cn } from "@/lib/utils";
import { countModulesByCategory, filterModules } from "./filter-modules";
import { defaultMarketplaceSearch, marketplaceSearchString, parseMarketplaceSearch } from "./search-params";
import { ModuleCard, type ModuleCardItem, type ModuleCardLabels } from "./module-card";
import type { ModuleDetailsLabels } from "./module-details";
import { ModuleDialogProvider } from "./module-dialog-context";

const ModuleDialog = lazy(() => import("./module-dialog").then((loaded) => ({ default: loaded.ModuleDialog })));

export interface MarketplaceBrowserLabels {
  search: string;
  searchPlaceholder: string;
  categories: string;
  category: Record<MarketplaceCategory, string>;
  /** The result count for every possible number of results, index = count (ICU plurals resolved on the server). */
  resultCounts: string[];
  usageNote: string;
  emptySearchTitle: string;
  emptySearchDescription: string;
  /** Empty-state title when a category holds no module at all. */
  emptyCategoryTitle: Record<MarketplaceCategory, string>;
  emptyCategoryDescription: string;
  reset: string;
  close: string;
  card: ModuleCardLabels;
  details: ModuleDetailsLabels;
}

export interface MarketplaceBrowserProps {
  items: ModuleCardItem[];
  labels: MarketplaceBrowserLabels;
}

/**
 * The marketplace's island: search box, category chips and every module card. The server HTML is
 * the full, unfiltered list; once hydrated it applies the view in the URL (`?q=&category=`),
 * keeps it there as the visitor filters, and opens a module's detail dialog.
 */
export function MarketplaceBrowser({ items, labels }: MarketplaceBrowserProps) {
  const committed = useIslandCommitted<HTMLDivElement>();
  const [search, setSearch] = useUrlSearchState(parseMarketplaceSearch, marketplaceSearchString);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const openIdRef = useRef<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const visible = useMemo(() => new Set(filterModules(items, search).map((item) => item.id)), [items, search]);
  const counts = useMemo(() => countModulesByCategory(items, search.q), [items, search.q]);
  const categoryTotals = useMemo(() => countModulesByCategory(items, ""), [items]);
  const descriptions = useMemo(() => new Map(items.map((item) => [item.id, item.description])), [items]);
  const categoryIsEmpty = categoryTotals[search.category] === 0;

  const openModule = useCallback((id: string) => {
    // Only the first dialog of a chain (card, then a dependency...) remembers where focus returns.
    if (openIdRef.current === null && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    openIdRef.current = id;
    setDialogLoaded(true);
    setOpenId(id);
  }, []);

  const closeModule = useCallback(() => {
    openIdRef.current = null;
    setOpenId(null);
  }, []);

  return (
    <ModuleDialogProvider value={openModule}>
      <div ref={committed} className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          className="w-full lg:max-w-sm"
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          value={search.q}
          onValueChange={(q) => setSearch((current) => ({ ...current, q }))}
        />
        <div
          role="group"
          aria-label={labels.categories}
          className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {marketplaceCategories.map((category) => {
            const selected = search.category === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={selected}
                onClick={() => setSearch((current) => ({ ...current, category }))}
                className={cn(
                  "inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  selected
                    ? "border-primary/60 bg-primary/15 text-foreground"
                    : "border-border bg-surface text-muted hover:border-border-strong hover:text-foreground",
                )}
              >
                {labels.category[category]}{" "}
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 text-center font-mono text-xs tabular-nums",
                    selected ? "bg-primary/30 text-primary-text" : "bg-surface-raised text-subtle",
                  )}
                >
                  {counts[category]}
                </span>
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-1 text-sm sm:flex-row sm:items-baseline sm:justify-between">
        <p role="status" aria-live="polite" className="font-medium text-foreground">
          {labels.resultCounts[visible.size]}
        </p>
        <p className="text-subtle">{labels.usageNote}</p>
      </div>

      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} hidden={!visible.has(item.id)} data-module-id={item.id} className="flex">
            <ModuleCard item={item} labels={labels.card} />
          </li>
        ))}
      </ul>

      {visible.size === 0 ? (
        <div className="mt-2 flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-16 text-center">
          <SearchIcon aria-hidden className="size-6 text-subtle" />
          <h3 className="mt-4 text-lg font-semibold text-foreground">
            {categoryIsEmpty ? labels.emptyCategoryTitle[search.category] : labels.emptySearchTitle}
          </h3>
          <p className="mt-2 max-w-md text-sm text-pretty text-muted">
            {categoryIsEmpty ? labels.emptyCategoryDescription : labels.emptySearchDescription}
          </p>
          <Button variant="outline" className="mt-6" onClick={() => setSearch(defaultMarketplaceSearch)}>
            {labels.reset}
          </Button>
        </div>
      ) : null}

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ModuleDialog
            openId={openId}
            descriptions={descriptions}
            categoryLabels={labels.card.category}
            labels={labels.details}
            closeLabel={labels.close}
            onClose={closeModule}
            returnFocusRef={returnFocus}
          />
        </Suspense>
      ) : null}
    </ModuleDialogProvider>
  );
}
