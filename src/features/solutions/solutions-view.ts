import { readPageData } from "@/lib/page-data";
import { wireUrlFilter } from "@/lib/url-filter";
import { urlView } from "@/lib/url-view";
import { filterGenomes } from "./filter-genomes";
import { defaultSolutionsSearch, MAX_QUERY_LENGTH, parseSolutionsSearch, solutionsSearchString, type SolutionsSearch } from "./search-params";
import type { SolutionsViewData } from "./solutions-view-data";

/**
 * The solutions browser's behaviour on the server-rendered cards (solutions-browser.tsx): the view
 * follows the URL, and the search box and the tag chips filter at once.
 */
export function initSolutionsView(root: HTMLElement): void {
  const data = readPageData<SolutionsViewData>(root, "[data-solutions-view]");
  const field = root.querySelector<HTMLInputElement>("input[name='q']")!;
  const chips = [...root.querySelectorAll<HTMLButtonElement>("button[data-tag]")];
  const cards = new Map([...root.querySelectorAll<HTMLElement>("li[data-genome-id]")].map((card) => [card.dataset.genomeId!, card]));
  const status = root.querySelector<HTMLElement>("[data-result-count]")!;
  const empty = root.querySelector<HTMLElement>("[data-empty]")!;
  const url = urlView((search) => parseSolutionsSearch(search, data.tagIds), solutionsSearchString);

  const show = (view: SolutionsSearch) => {
    const visible = new Set(filterGenomes(data.items, view).map((item) => item.id));
    for (const [id, card] of cards) card.hidden = !visible.has(id);
    for (const chip of chips) chip.setAttribute("aria-pressed", String((chip.dataset.tag || null) === view.tag));
    const text = data.resultCounts[visible.size] ?? "";
    if (status.textContent !== text) status.textContent = text;
    empty.hidden = visible.size > 0;
  };

  const filter = wireUrlFilter({ field, url, maxLength: MAX_QUERY_LENGTH, show });

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>("button[data-tag]");
    if (chip) filter.change({ ...filter.current(), tag: chip.dataset.tag || null });
    else if (target?.closest("[data-reset]")) filter.reset(defaultSolutionsSearch);
  });
}
