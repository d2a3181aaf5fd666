import { fillTemplate, formatCount } from "@/i18n/message-template";
import type { SearchLabels } from "./search-labels";

/** "3 results": the ICU plural, with the locale's plural rules (in French, 0 and 1 take the singular). */
export function resultCountText(labels: Pick<SearchLabels, "resultCount">, count: number): string {
  return formatCount(labels.resultCount, count);
}

export function noResultsText(labels: Pick<SearchLabels, "noResults">, query: string): string {
  return fillTemplate(labels.noResults, { query });
}

export function sectionOfText(labels: Pick<SearchLabels, "sectionOf">, page: string): string {
  return fillTemplate(labels.sectionOf, { page });
}
