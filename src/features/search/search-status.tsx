import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { SearchLabels } from "./search-labels";
import { noResultsText, resultCountText } from "./search-text";
import type { SiteSearch } from "./use-site-search";

type StatusLabels = Pick<SearchLabels, "locale" | "resultCount" | "empty" | "loading" | "noResults" | "noResultsHint" | "error" | "retry">;

/** What a screen reader hears once a search settles: the number of results, no result, or the failure. */
export function searchAnnouncement(search: Pick<SiteSearch, "query" | "results" | "pending" | "failed">, labels: StatusLabels): string {
  if (!search.query || search.pending) return "";
  if (search.failed) return labels.error;
  if (!search.results) return "";
  return search.results.total === 0 ? noResultsText(labels, search.results.query) : resultCountText(labels, search.results.total);
}

/**
 * The search's states in words: nothing typed yet, searching, no result, failure (with a retry),
 * and, when asked, the number of results. A polite live region announces each settled search.
 */
export function SearchStatus({
  search,
  labels,
  showCount = false,
  className,
}: {
  search: SiteSearch;
  labels: StatusLabels;
  showCount?: boolean;
  className?: string;
}) {
  const total = search.results?.total ?? 0;
  let message: ReactNode = null;
  if (!search.query) message = <p>{labels.empty}</p>;
  else if (search.failed)
    message = (
      <div className="flex flex-col items-center gap-3">
        <p>{labels.error}</p>
        <Button variant="outline" size="sm" onClick={search.retry}>
          {labels.retry}
        </Button>
      </div>
    );
  else if (search.pending && total === 0) message = <p>{labels.loading}</p>;
  else if (search.results && total === 0)
    message = (
      <>
        <p className="font-medium text-foreground">{noResultsText(labels, search.results.query)}</p>
        <p className="mt-1">{labels.noResultsHint}</p>
      </>
    );
  else if (showCount && search.results) message = <p>{resultCountText(labels, total)}</p>;

  return (
    <>
      {message ? <div className={cn("text-sm text-muted", className)}>{message}</div> : null}
      <p role="status" className="sr-only">
        {searchAnnouncement(search, labels)}
      </p>
    </>
  );
}
