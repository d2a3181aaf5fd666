import type { DatasetKey } from "@/lib/dom-hooks";
import { formatCount } from "@/i18n/message-template";
import { readPageData } from "@/lib/page-data";
import { wireUrlFilter } from "@/lib/url-filter";
import { urlView } from "@/lib/url-view";
import { filterGenomes } from "./filter-genomes";
import { defaultSolutionsSearch, MAX_QUERY_LENGTH, parseSolutionsSearch, solutionsSearchString, type SolutionsSearch } from "./search-params";
import type { SolutionsViewData } from "./solutions-view-data";
import type { SOLUTIONS_BROWSER, SolutionsHooks as H, SolutionsQueryField } from "./solutions-hooks";

const CHIP = "button[data-tag]" satisfies `button[${H["tag"]}]`;
const TAG = "tag" satisfies DatasetKey<H["tag"]>;

/**
 * The solutions browser's behaviour on the server-rendered cards (solutions-browser.tsx): the view
 * follows the URL, and the search box and the tag chips filter at once.
 */
function initSolutionsView(root: HTMLElement): void {
  // Each hook a literal checked against solutions-hooks.ts: a rename there is a type error here.
  const data = readPageData<SolutionsViewData>(root, "[data-solutions-view]" satisfies `[${H["data"]}]`);
  const field = root.querySelector<HTMLInputElement>("input[name='q']" satisfies `input[name='${SolutionsQueryField}']`)!;
  const chips = [...root.querySelectorAll<HTMLButtonElement>(CHIP)];
  const cards = new Map([...root.querySelectorAll<HTMLElement>("li[data-genome-id]" satisfies `li[${H["genome"]}]`)].map((card) => [card.dataset["genomeId" satisfies DatasetKey<H["genome"]>]!, card]));
  const status = root.querySelector<HTMLElement>("[data-result-count]" satisfies `[${H["resultCount"]}]`)!;
  const empty = root.querySelector<HTMLElement>("[data-empty]" satisfies `[${H["empty"]}]`)!;
  const url = urlView((search) => parseSolutionsSearch(search, data.tagIds), solutionsSearchString);

  const show = (view: SolutionsSearch) => {
    const visible = new Set(filterGenomes(data.items, view).map((item) => item.id));
    for (const [id, card] of cards) card.hidden = !visible.has(id);
    for (const chip of chips) chip.setAttribute("aria-pressed", String((chip.dataset[TAG] || null) === view.tag));
    const text = formatCount(data.resultCount, visible.size);
    if (status.textContent !== text) status.textContent = text;
    empty.hidden = visible.size > 0;
  };

  const filter = wireUrlFilter({ field, url, maxLength: MAX_QUERY_LENGTH, show });

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>(CHIP);
    if (chip) filter.change({ ...filter.current(), tag: chip.dataset[TAG] || null });
    else if (target?.closest("[data-reset]" satisfies `[${H["reset"]}]`)) filter.reset(defaultSolutionsSearch);
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
const tag = "solutions-browser" satisfies typeof SOLUTIONS_BROWSER;
if (!customElements.get(tag)) customElements.define(tag, SolutionsBrowserElement);
