import { SearchX } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { useUrlSearchState } from "@/hooks/use-url-search-state";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { cn } from "@/lib/utils";
import { filterGenomes, type GenomeSearchItem } from "./filter-genomes";
import { GenomeCard, type GenomeCardCopy } from "./genome-card";
import { defaultSolutionsSearch, parseSolutionsSearch, solutionsSearchString } from "./search-params";

export interface SolutionsBrowserLabels {
  search: string;
  searchPlaceholder: string;
  tags: string;
  allTags: string;
  /** Index = number of results (plurals resolved on the server). */
  resultCounts: string[];
  emptyTitle: string;
  emptyDescription: string;
  reset: string;
}

export interface SolutionsBrowserItem extends GenomeSearchItem {
  card: GenomeCardCopy;
}

export interface SolutionsBrowserProps {
  items: SolutionsBrowserItem[];
  /** Every distinct tag, already sorted for the reader's language. */
  tags: { id: string; label: string }[];
  labels: SolutionsBrowserLabels;
}

/**
 * The solutions catalogue's island: search box, tag filter and the genome cards. The server HTML
 * is the full list; once hydrated it applies the view in the URL (`?q=&tag=`) and keeps it there.
 */
export function SolutionsBrowser({ items, tags, labels }: SolutionsBrowserProps) {
  const committed = useIslandCommitted<HTMLDivElement>();
  const tagIds = useMemo(() => tags.map((tag) => tag.id), [tags]);
  const parse = useCallback((query: string) => parseSolutionsSearch(query, tagIds), [tagIds]);
  const [search, setSearch] = useUrlSearchState(parse, solutionsSearchString);
  const visible = useMemo(() => new Set(filterGenomes(items, search).map((item) => item.id)), [items, search]);

  const tagButton = (id: string | null, label: string) => {
    const selected = search.tag === id;
    return (
      <button
        key={id ?? "all"}
        type="button"
        aria-pressed={selected}
        onClick={() => setSearch((current) => ({ ...current, tag: id }))}
        className={cn(
          "inline-flex h-8 items-center rounded-full border px-3 text-[13px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          selected
            ? "border-primary/60 bg-primary/15 text-foreground"
            : "border-border bg-surface text-muted hover:border-border-strong hover:text-foreground",
        )}
      >
        {label}
      </button>
    );
  };

  return (
    <>
      <SearchField
        className="max-w-xl"
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={search.q}
        onValueChange={(q) => setSearch((current) => ({ ...current, q }))}
      />
      <div ref={committed} role="group" aria-label={labels.tags} className="mt-5 flex flex-wrap gap-2">
        {tagButton(null, labels.allTags)}
        {tags.map((tag) => tagButton(tag.id, tag.label))}
      </div>

      <p role="status" aria-live="polite" className="mt-8 text-sm font-medium text-foreground">
        {labels.resultCounts[visible.size]}
      </p>

      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} hidden={!visible.has(item.id)} data-genome-id={item.id} className="flex">
            <GenomeCard id={item.id} copy={item.card} />
          </li>
        ))}
      </ul>

      {visible.size === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-16 text-center">
          <SearchX aria-hidden className="size-6 text-subtle" />
          <h3 className="mt-4 text-lg font-semibold text-foreground">{labels.emptyTitle}</h3>
          <p className="mt-2 max-w-md text-sm text-pretty text-muted">{labels.emptyDescription}</p>
          <Button variant="outline" className="mt-6" onClick={() => setSearch(defaultSolutionsSearch)}>
            {labels.reset}
          </Button>
        </div>
      ) : null}
    </>
  );
}
