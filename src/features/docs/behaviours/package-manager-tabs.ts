import { tabIndexForKey } from "@/components/ui/tab-keys";
import { isPackageManager, type PackageManager } from "../package-managers";
import { packageManagerHooks as hooks } from "../package-manager-hooks";

/** Where the visitor's package manager is remembered, on this device only (no cookie: the server never sees it). */
export const PACKAGE_MANAGER_KEY = "architech:package-manager";

const TAB = `[${hooks.tabs}] [role=tab]`;

function show(doc: Document, manager: PackageManager) {
  for (const block of doc.querySelectorAll<HTMLElement>(`[${hooks.tabs}]`)) {
    for (const tab of block.querySelectorAll<HTMLElement>(`[role=tab][${hooks.tab}]`)) {
      const selected = tab.getAttribute(hooks.tab) === manager;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.setAttribute(hooks.state, selected ? "active" : "inactive");
    }
    for (const part of block.querySelectorAll<HTMLElement>(`[${hooks.panel}], [${hooks.copy}]`)) {
      part.hidden = (part.getAttribute(hooks.panel) ?? part.getAttribute(hooks.copy)) !== manager;
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
      const manager = tab?.getAttribute(hooks.tab);
      if (isPackageManager(manager)) choose(manager);
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
      const manager = target?.getAttribute(hooks.tab);
      if (!target || !isPackageManager(manager)) return;
      event.preventDefault();
      choose(manager);
      target.focus();
    },
    { signal },
  );
}
