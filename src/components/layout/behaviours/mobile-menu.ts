import type { MenuHooks as H } from "../menu-hooks";

/**
 * The mobile menu (layout/mobile-nav.tsx): a native modal <dialog> gives focus containment,
 * Escape, an inert page and (by src/styles/globals.css) a still page behind; this adds what it
 * lacks. A click on the backdrop, the close button or a chosen link or language closes it, and
 * focus returns to the button that opened it.
 */
export function wireMobileMenu(doc: Document, signal?: AbortSignal) {
  const opener = doc.querySelector<HTMLButtonElement>("[data-mobile-menu-open]" satisfies `[${H["mobileMenuOpen"]}]`);
  const dialog = doc.querySelector<HTMLDialogElement>("[data-mobile-menu]" satisfies `[${H["mobileMenu"]}]`);
  if (!opener || !dialog) return;
  const on = { signal };

  opener.addEventListener(
    "click",
    () => {
      if (dialog.open) return;
      dialog.showModal();
      opener.setAttribute("aria-expanded", "true");
    },
    on,
  );
  dialog.addEventListener(
    "close",
    () => {
      opener.setAttribute("aria-expanded", "false");
      // Without preventScroll, Chromium scrolls the page to bring the sticky button "into view",
      // which also cancels the jump to a section the visitor just chose in the menu.
      opener.focus({ preventScroll: true });
    },
    on,
  );
  dialog.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      // A click on the backdrop lands on the <dialog> element itself.
      if (target === dialog || target.closest("a[href], [data-mobile-menu-close], [data-locale-option]" satisfies `a[href], [${H["mobileMenuClose"]}], [${H["localeOption"]}]`)) dialog.close();
    },
    on,
  );
}
