import { isMarketplaceCategory } from "@/domain/catalog/module-kinds";
import type { DatasetKey } from "@/lib/dom-hooks";
import { formatCount } from "@/i18n/message-template";
import { readPageData } from "@/lib/page-data";
import { wireUrlFilter } from "@/lib/url-filter";
import { urlView } from "@/lib/url-view";
import { countByCategory, filterMarketplace } from "./filter-marketplace";
import type { MarketplaceViewData } from "./marketplace-view-data";
import type { MARKETPLACE_BROWSER, MarketplaceHooks as H, MarketplaceQueryField } from "./marketplace-hooks";
import { countGroups, groupSpan } from "./marketplace-groups";
import { defaultMarketplaceSearch, MAX_QUERY_LENGTH, marketplaceSearchString, parseMarketplaceSearch, type MarketplaceSearch } from "./search-params";

const loadDialog = () => import("./open-module-dialog");

const CHIP = "button[data-category]" satisfies `button[${H["category"]}]`;
const CATEGORY = "category" satisfies DatasetKey<H["category"]>;
const DETAILS = "[data-module-details]" satisfies `[${H["moduleDetails"]}]`;

/**
 * The marketplace browser's behaviour on the server-rendered cards (marketplace-browser.tsx): the
 * view follows the URL, the search box and the category chips filter at once, and "Details" opens
 * the module dialog, whose code is fetched when the visitor first reaches for a Details button.
 */
function initMarketplaceView(root: HTMLElement): void {
  // Each hook a literal checked against marketplace-hooks.ts: a rename there is a type error here.
  const data = readPageData<MarketplaceViewData>(root, "[data-marketplace-view]" satisfies `[${H["data"]}]`);
  const field = root.querySelector<HTMLInputElement>("input[name='q']" satisfies `input[name='${MarketplaceQueryField}']`)!;
  const chips = [...root.querySelectorAll<HTMLButtonElement>(CHIP)];
  const cards = new Map([...root.querySelectorAll<HTMLElement>("li[data-item-id]" satisfies `li[${H["item"]}]`)].map((card) => [card.dataset["itemId" satisfies DatasetKey<H["item"]>]!, card]));
  const status = root.querySelector<HTMLElement>("[data-result-count]" satisfies `[${H["resultCount"]}]`)!;
  const empty = root.querySelector<HTMLElement>("[data-empty]" satisfies `[${H["empty"]}]`)!;
  const byAttribute = (name: H[keyof H]) => {
    const elements = new Map<string, HTMLElement[]>();
    for (const element of root.querySelectorAll<HTMLElement>(`[${name}]`)) {
      const key = element.getAttribute(name)!;
      elements.set(key, [...(elements.get(key) ?? []), element]);
    }
    return (key: string) => elements.get(key) ?? [];
  };
  // A kind's or category's block, its entry in the contents, and its counts (heading and contents).
  const blocks = byAttribute("data-kind-section" satisfies H["kindSection"]);
  const groupBlocks = byAttribute("data-group" satisfies H["group"]);
  const indexEntries = byAttribute("data-index-of" satisfies H["indexOf"]);
  const countsOf = byAttribute("data-count-of" satisfies H["countOf"]);
  const url = urlView((search) => parseMarketplaceSearch(search, data.categories), marketplaceSearchString);

  const show = (view: MarketplaceSearch) => {
    const visible = new Set(filterMarketplace(data.items, view).map((item) => item.id));
    const counts = countByCategory(data.items, view.q);
    for (const [id, card] of cards) card.hidden = !visible.has(id);
    const shown = countGroups(data.kinds, visible);
    for (const kind of data.kinds) {
      for (const group of kind.groups) {
        for (const block of groupBlocks(group.id)) {
          block.hidden = shown[group.id] === 0;
          block.dataset["span" satisfies DatasetKey<H["span"]>] = String(groupSpan(shown[group.id]!));
        }
      }
      for (const block of blocks(kind.id)) block.hidden = shown[kind.id] === 0;
    }
    for (const [id, count] of Object.entries(shown)) {
      for (const entry of indexEntries(id)) entry.hidden = count === 0;
      for (const element of countsOf(id)) if (element.textContent !== String(count)) element.textContent = String(count);
    }
    for (const chip of chips) {
      const category = chip.dataset[CATEGORY] ?? "";
      if (!isMarketplaceCategory(category)) continue;
      chip.setAttribute("aria-pressed", String(category === view.category));
      chip.querySelector("span")!.textContent = String(counts[category]);
    }
    const text = formatCount(data.resultCount, visible.size);
    if (status.textContent !== text) status.textContent = text;
    empty.hidden = visible.size > 0;
  };

  const filter = wireUrlFilter({ field, url, maxLength: MAX_QUERY_LENGTH, show });
  // On a phone the chips scroll sideways: a view opened on a later chip (?category=template) shows it.
  const pressed = chips.find((chip) => chip.getAttribute("aria-pressed") === "true");
  const row = pressed?.parentElement;
  if (pressed && row) {
    const left = pressed.offsetLeft - row.offsetLeft;
    if (left + pressed.offsetWidth > row.clientWidth) row.scrollLeft = left - (row.clientWidth - pressed.offsetWidth) / 2;
  }

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>(CHIP);
    const category = chip?.dataset[CATEGORY] ?? "";
    if (chip && isMarketplaceCategory(category)) filter.change({ ...filter.current(), category });
    else if (target?.closest("[data-reset]" satisfies `[${H["reset"]}]`)) filter.reset(defaultMarketplaceSearch);
    else {
      const details = target?.closest<HTMLElement>(DETAILS);
      if (details) void loadDialog().then((dialog) => dialog.openModuleDialog(data, details.dataset["moduleDetails" satisfies DatasetKey<H["moduleDetails"]>]!, details));
    }
  });
  const prefetchDialog = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(DETAILS)) void loadDialog();
  };
  root.addEventListener("pointerover", prefetchDialog, { passive: true });
  root.addEventListener("focusin", prefetchDialog);
}

/** `<marketplace-browser>`: the server-rendered browser, wired as the page's script defines it. */
export class MarketplaceBrowserElement extends HTMLElement {
  #wired = false;

  connectedCallback() {
    if (this.#wired) return;
    this.#wired = true;
    initMarketplaceView(this);
  }
}

// Defined once, even if a page imported this module twice.
const tag = "marketplace-browser" satisfies typeof MARKETPLACE_BROWSER;
if (!customElements.get(tag)) customElements.define(tag, MarketplaceBrowserElement);
