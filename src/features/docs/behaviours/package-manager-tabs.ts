import { tabIndexForKey } from "@/components/ui/tab-keys";
import type { DatasetKey } from "@/lib/dom-hooks";
import type { PackageManagerHooks as H } from "../package-manager-hooks";
import { isPackageManager, type PackageManager } from "../package-managers";

// Each hook a literal checked against package-manager-hooks.ts: a rename there is a type error here.
const BLOCK = "[data-pm-tabs]" satisfies `[${H["tabs"]}]`;
const TAB = "[data-pm-tabs] [role=tab]" satisfies `${typeof BLOCK} [role=tab]`;
const MANAGER = "pm" satisfies DatasetKey<H["tab"]>;

/** Where the visitor's package manager is remembered, on this device only (no cookie: the server never sees it). */
export const PACKAGE_MANAGER_KEY = "architech:package-manager";

function show(doc: Document, manager: PackageManager) {
  for (const block of doc.querySelectorAll<HTMLElement>(BLOCK)) {
    for (const tab of block.querySelectorAll<HTMLElement>("[role=tab][data-pm]" satisfies `[role=tab][${H["tab"]}]`)) {
      const selected = tab.dataset[MANAGER] === manager;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.dataset["state" satisfies DatasetKey<H["state"]>] = selected ? "active" : "inactive";
    }
    for (const part of block.querySelectorAll<HTMLElement>("[data-pm-panel], [data-pm-copy]" satisfies `[${H["panel"]}], [${H["copy"]}]`)) {
      part.hidden = (part.dataset["pmPanel" satisfies DatasetKey<H["panel"]>] ?? part.dataset["pmCopy" satisfies DatasetKey<H["copy"]>]) !== manager;
    }
  }
}

function read(storage: Storage | null): PackageManager | null {
  try {
    const value = storage?.getItem(PACKAGE_MANAGER_KEY);
    return isPackageManager(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(storage: Storage | null, manager: PackageManager) {
  try {
    storage?.setItem(PACKAGE_MANAGER_KEY, manager);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

/**
 * The package-manager tabs of a docs page (src/features/docs/docs-code.tsx): choosing one, by
 * click or by the arrow, Home and End keys, shows that manager's command in every block of the
 * page and is remembered for the next pages and visits; the remembered choice is shown at once.
 */
export function wirePackageManagerTabs(doc: Document, storage: Storage | null, signal?: AbortSignal) {
  const remembered = read(storage);
  if (remembered && remembered !== "npm") show(doc, remembered);

  const choose = (manager: PackageManager) => {
    show(doc, manager);
    remember(storage, manager);
  };

  doc.addEventListener(
    "click",
    (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
      if (tab && isPackageManager(tab.dataset[MANAGER])) choose(tab.dataset[MANAGER]);
    },
    { signal },
  );
  doc.addEventListener(
    "keydown",
    (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
      const list = tab?.parentElement;
      if (!tab || !list) return;
      const tabs = Array.from(list.querySelectorAll<HTMLElement>("[role=tab]"));
      const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
      const target = next === null ? undefined : tabs[next];
      if (!target || !isPackageManager(target.dataset[MANAGER])) return;
      event.preventDefault();
      choose(target.dataset[MANAGER]);
      target.focus();
    },
    { signal },
  );
}
