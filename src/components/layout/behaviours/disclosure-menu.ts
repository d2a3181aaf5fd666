import type { DatasetKey } from "@/lib/dom-hooks";
import type { MenuHooks as H } from "../menu-hooks";

/**
 * The keyboard and pointer behaviour of every DisclosureMenu (ui/disclosure-menu.tsx): the
 * trigger toggles the panel, arrows move through its entries, and Escape, an outside pointer,
 * focus leaving or a chosen entry close it.
 */
function wireMenu(root: HTMLElement, signal?: AbortSignal) {
  const button = root.querySelector<HTMLButtonElement>("[data-disclosure-trigger]" satisfies `[${H["disclosureTrigger"]}]`);
  const panel = root.querySelector<HTMLElement>("[data-disclosure-panel]" satisfies `[${H["disclosurePanel"]}]`);
  if (!button || !panel) return;
  const on = { signal };

  const isOpen = () => !panel.hidden;
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.dataset["state" satisfies DatasetKey<H["state"]>] = open ? "open" : "closed";
  };
  const entries = () => Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
  const focusEntry = (index: number) => {
    const items = entries();
    if (items.length > 0) items[(index + items.length) % items.length]?.focus();
  };

  button.addEventListener("click", () => setOpen(!isOpen()), on);
  button.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      setOpen(true);
      focusEntry(event.key === "ArrowUp" ? -1 : 0);
    },
    on,
  );
  panel.addEventListener(
    "keydown",
    (event) => {
      const current = entries().indexOf(document.activeElement as HTMLElement);
      if (event.key === "ArrowDown") focusEntry(current + 1);
      else if (event.key === "ArrowUp") focusEntry(current - 1);
      else if (event.key === "Home") focusEntry(0);
      else if (event.key === "End") focusEntry(-1);
      else return;
      event.preventDefault();
    },
    on,
  );
  panel.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a[href], button")) setOpen(false);
    },
    on,
  );
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !isOpen()) return;
      event.stopPropagation();
      setOpen(false);
      // The button sits in the sticky header: focusing it must not scroll the page (see mobile-menu.ts).
      button.focus({ preventScroll: true });
    },
    on,
  );
  root.addEventListener(
    "focusout",
    (event) => {
      if (isOpen() && !root.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    on,
  );
  root.ownerDocument.addEventListener(
    "pointerdown",
    (event) => {
      if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
    },
    on,
  );
}

export function wireDisclosureMenus(doc: Document, signal?: AbortSignal) {
  doc.querySelectorAll<HTMLElement>("[data-disclosure]" satisfies `[${H["disclosure"]}]`).forEach((root) => wireMenu(root, signal));
}
