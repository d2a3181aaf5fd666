import { useId, useMemo } from "react";
import type { ChromeHooks } from "@/components/layout/chrome-hooks";
import { SearchField } from "@/components/ui/search-field";
import { useUrlSearchState } from "@/hooks/use-url-search-state";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { SearchExcerpt } from "./search-excerpt";
import { groupHits } from "./search-hits";
import { SearchKindIcon } from "./search-kind-icon";
import type { SearchLabels } from "./search-labels";
import { MAX_SEARCH_LENGTH, parseSiteSearch, siteSearchString } from "./search-params";
import { SearchStatus } from "./search-status";
import { sectionOfText } from "./search-text";
import { useSiteSearch } from "./use-site-search";
import { cardVariants } from "@/components/ui/card";

/** Pages loaded and listed on the search page. */
const PAGE_LIMIT = 30;

const linkClass = "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export interface SearchPageProps {
  labels: SearchLabels;
}

/**
 * The search page's island: the same search as the dialog, with the query in the URL (`?q=`) so a
 * search can be linked, bookmarked and reloaded. Results are links, grouped by kind under headings.
 */
export function SearchPage({ labels }: SearchPageProps) {
  const committed = useIslandCommitted<HTMLDivElement>();
  const idPrefix = useId();
  const [params, setParams] = useUrlSearchState(parseSiteSearch, siteSearchString);
  const search = useSiteSearch(params.q, PAGE_LIMIT);
  const groups = useMemo(() => (search.results && !search.failed ? groupHits(search.results.hits) : []), [search.results, search.failed]);

  return (
    <div ref={committed} className="flex flex-col gap-6">
      {/* The site's search shortcuts focus this field on this page, instead of opening the dialog. */}
      {/* A literal checked against chrome-hooks.ts: this island's code carries no hooks module. */}
      <div role="search" {...({ "data-search-page-field": "" } satisfies Record<ChromeHooks["searchPageField"], string>)}>
        <SearchField
          label={labels.fieldLabel}
          placeholder={labels.placeholder}
          value={params.q}
          onValueChange={(q) => setParams({ q: q.slice(0, MAX_SEARCH_LENGTH) })}
        />
      </div>
      <SearchStatus search={search} labels={labels} showCount />
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.kind}`;
        return (
          <section key={group.kind} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-xs font-semibold tracking-wider text-subtle uppercase">
              {labels.groups[group.kind]}
            </h2>
            <ul className="flex flex-col gap-3">
              {group.hits.map((hit) => (
                <li key={hit.id} className={cardVariants({ padding: "fluid" })}>
                  <a href={hit.url} className={`${linkClass} flex items-center gap-2 font-medium text-foreground`}>
                    <SearchKindIcon kind={hit.kind} />
                    {hit.title}
                  </a>
                  <SearchExcerpt html={hit.excerpt} className="mt-1.5 pl-6" />
                  {hit.sections.length > 0 ? (
                    <ul className="mt-3 flex flex-col gap-2.5 border-l border-border pl-4 sm:ml-6">
                      {hit.sections.map((section) => (
                        <li key={section.url}>
                          <a href={section.url} className={`${linkClass} flex items-center gap-2 text-sm font-medium text-foreground`}>
                            <SearchKindIcon kind={hit.kind} section />
                            {section.title}
                            <span className="sr-only">, {sectionOfText(labels, hit.title)}</span>
                          </a>
                          <SearchExcerpt html={section.excerpt} className="mt-1 pl-6" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
