import { tabIndexForKey } from "./tab-keys";
import type { DatasetKey } from "@/lib/dom-hooks";
import type { UiHooks as H } from "./ui-hooks";

/**
 * Server-rendered WAI-ARIA tabs (`[data-tabs]` holding a tablist, its tabs and their panels):
 * a click or the arrow, Home and End keys select a tab, move focus to it and show its panel.
 */
function selectTab(tabs: HTMLElement[], chosen: HTMLElement) {
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.dataset["state" satisfies DatasetKey<H["state"]>] = selected ? "active" : "inactive";
    const panel = tab.ownerDocument.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
}


export function wireTabs(doc: Document, signal?: AbortSignal) {
  for (const list of doc.querySelectorAll<HTMLElement>("[data-tabs] > [role=tablist]" satisfies `[${H["tabs"]}] > [role=tablist]`)) {
    const tabs = Array.from(list.querySelectorAll<HTMLElement>("[role=tab]"));
    const on = { signal };
    list.addEventListener(
      "click",
      (event) => {
        const tab = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=tab]") : null;
        if (tab && tabs.includes(tab)) selectTab(tabs, tab);
      },
      on,
    );
    list.addEventListener(
      "keydown",
      (event) => {
        const index = tabs.indexOf(event.target as HTMLElement);
        const next = index === -1 ? null : tabIndexForKey(event.key, index, tabs.length);
        const tab = next === null ? undefined : tabs[next];
        if (!tab) return;
        event.preventDefault();
        selectTab(tabs, tab);
        tab.focus();
      },
      on,
    );
  }
}
