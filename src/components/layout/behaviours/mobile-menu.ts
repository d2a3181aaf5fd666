/**
 * The mobile menu (layout/mobile-nav.tsx): a native modal <dialog> gives focus containment,
 * Escape and an inert page; this adds what it lacks. The page behind stops scrolling while it is
 * open, a click on the backdrop, the close button or a chosen link or language closes it, and
 * focus returns to the button that opened it.
 */
export function wireMobileMenu(doc: Document, signal?: AbortSignal) {
  const opener = doc.querySelector<HTMLButtonElement>("[data-mobile-menu-open]");
  const dialog = doc.querySelector<HTMLDialogElement>("[data-mobile-menu]");
  if (!opener || !dialog) return;
  const on = { signal };

  opener.addEventListener(
    "click",
    () => {
      if (dialog.open) return;
      dialog.showModal();
      opener.setAttribute("aria-expanded", "true");
      doc.body.style.overflow = "hidden";
    },
    on,
  );
  dialog.addEventListener(
    "close",
    () => {
      opener.setAttribute("aria-expanded", "false");
      doc.body.style.overflow = "";
      opener.focus();
    },
    on,
  );
  dialog.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      // A click on the backdrop lands on the <dialog> element itself.
      if (target === dialog || target.closest("a[href], [data-mobile-menu-close], [data-locale-option]")) dialog.close();
    },
    on,
  );
}
