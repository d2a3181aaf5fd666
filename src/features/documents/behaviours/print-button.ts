/** Every PrintButton (../print-button.tsx) opens the browser's print dialog, where the reader can also save a PDF. */
export function wirePrintButtons(doc: Document, signal?: AbortSignal) {
  doc.querySelectorAll<HTMLButtonElement>("button[data-print-button]").forEach((button) => {
    button.addEventListener("click", () => doc.defaultView?.print(), { signal });
  });
}
