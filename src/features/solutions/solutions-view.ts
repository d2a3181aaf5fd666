import { readPageData } from "@/lib/page-data";
import { wireUrlFilter } from "@/lib/url-filter";
import { urlView } from "@/lib/url-view";
import { filterGenomes } from "./filter-genomes";
import { defaultSolutionsSearch, MAX_QUERY_LENGTH, parseSolutionsSearch, solutionsSearchString, type SolutionsSearch } from "./search-params";
import type { SolutionsViewData } from "./solutions-view-data";
import { SOLUTIONS_BROWSER, SOLUTIONS_QUERY_FIELD, solutionsHooks as hooks } from "./solutions-hooks";

/**
 * The solutions browser's behaviour on the server-rendered cards (solutions-browser.tsx): the view
 * follows the URL, and the search box and the tag chips filter at once.
 */
function initSolutionsView(root: HTMLElement): void {
  const data = readPageData<SolutionsViewData>(root, `[${hooks.data}]`);
  const field = root.querySelector<HTMLInputElement>(`input[name='${SOLUTIONS_QUERY_FIELD}']`)!;
  const chips = [...root.querySelectorAll<HTMLButtonElement>(`button[${hooks.tag}]`)];
  const cards = new Map([...root.querySelectorAll<HTMLElement>(`li[${hooks.genome}]`)].map((card) => [card.getAttribute(hooks.genome)!, card]));
  const status = root.querySelector<HTMLElement>(`[${hooks.resultCount}]`)!;
  const empty = root.querySelector<HTMLElement>(`[${hooks.empty}]`)!;
  const url = urlView((search) => parseSolutionsSearch(search, data.tagIds), solutionsSearchString);

  const show = (view: SolutionsSearch) => {
    const visible = new Set(filterGenomes(data.items, view).map((item) => item.id));
    for (const [id, card] of cards) card.hidden = !visible.has(id);
    for (const chip of chips) chip.setAttribute("aria-pressed", String((chip.getAttribute(hooks.tag) || null) === view.tag));
    const text = data.resultCounts[visible.size] ?? "";
    if (status.textContent !== text) status.textContent = text;
    empty.hidden = visible.size > 0;
  };

  const filter = wireUrlFilter({ field, url, maxLength: MAX_QUERY_LENGTH, show });

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>(`button[${hooks.tag}]`);
    if (chip) filter.change({ ...filter.current(), tag: chip.getAttribute(hooks.tag) || null });
    else if (target?.closest(`[${hooks.reset}]`)) filter.reset(defaultSolutionsSearch);
  });
}

/** `<solutions-browser>`: the server-rendered browser, wired as the page's script defines it. */
export class SolutionsBrowserElement extends HTMLElement {
  #wired = false;

  connectedCallback() {
    if (this.#wired) return;
    this.#wired = true;
    initSolutionsView(this);
  }
}

// Defined once, even if a page imported this module twice.
if (!customElements.get(SOLUTIONS_BROWSER)) customElements.define(SOLUTIONS_BROWSER, SolutionsBrowserElement);
