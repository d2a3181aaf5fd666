import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { serializePageData } from "@/lib/page-data";
import type { GenomeSearchItem } from "./filter-genomes";
import { GenomeCard, type GenomeCardCopy } from "./genome-card";
import type { SolutionsViewData } from "./solutions-view-data";
import { EmptyState, EmptyStateDescription, EmptyStateTitle } from "@/components/ui/empty-state";
import { hook } from "@/lib/dom-hooks";
import { formatCount, type CountMessage } from "@/i18n/message-template";
import { SOLUTIONS_BROWSER, SOLUTIONS_QUERY_FIELD, solutionsHooks as hooks } from "./solutions-hooks";

export interface SolutionsBrowserLabels {
  search: string;
  searchPlaceholder: string;
  tags: string;
  allTags: string;
  /** "3 templates": worded for any count by formatCount, here and by the page script. */
  resultCount: CountMessage;
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

/** A chip's look follows its `aria-pressed`, which the page script (solutions-view.ts) sets. */
const chipClass =
  "inline-flex h-8 items-center rounded-full border border-border bg-surface px-3 text-[13px] font-medium text-muted transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary/60 aria-pressed:bg-primary/15 aria-pressed:text-foreground";

/**
 * The solutions catalogue's search box, tag filter and genome cards, rendered at build time in the
 * default view. The page's own small script (solutions-view.ts) applies the view in the URL
 * (`?q=&tag=`) and filters as the visitor types or picks a tag.
 */
export function SolutionsBrowser({ items, tags, labels }: SolutionsBrowserProps) {
  const data: SolutionsViewData = {
    items: items.map(({ id, name, description, tags: itemTags }) => ({ id, name, description, tags: itemTags })),
    tagIds: tags.map((tag) => tag.id),
    resultCount: labels.resultCount,
  };

  return (
    <SOLUTIONS_BROWSER className="block">
      <script type="application/json" {...hook(hooks.data)} dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
      {/* The filters, their count and their empty state are controls: the site search indexes the cards. */}
      <div data-pagefind-ignore="">
        <SearchField className="max-w-xl" label={labels.search} placeholder={labels.searchPlaceholder} name={SOLUTIONS_QUERY_FIELD} />
        <div role="group" aria-label={labels.tags} className="mt-5 flex flex-wrap gap-2">
          <button type="button" aria-pressed="true" {...hook(hooks.tag)} className={chipClass}>
            {labels.allTags}
          </button>
          {tags.map((tag) => (
            <button key={tag.id} type="button" aria-pressed="false" {...hook(hooks.tag, tag.id)} className={chipClass}>
              {tag.label}
            </button>
          ))}
        </div>

        <p role="status" aria-live="polite" className="mt-8 text-sm font-medium text-foreground" {...hook(hooks.resultCount)}>
          {formatCount(labels.resultCount, items.length)}
        </p>
      </div>

      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} {...hook(hooks.genome, item.id)} className="flex">
            <GenomeCard id={item.id} copy={item.card} />
          </li>
        ))}
      </ul>

      <EmptyState icon={SearchX} hidden {...hook(hooks.empty)} data-pagefind-ignore="">
        <EmptyStateTitle>{labels.emptyTitle}</EmptyStateTitle>
        <EmptyStateDescription>{labels.emptyDescription}</EmptyStateDescription>
        <Button variant="outline" className="mt-6" {...hook(hooks.reset)}>
          {labels.reset}
        </Button>
      </EmptyState>
    </SOLUTIONS_BROWSER>
  );
}
