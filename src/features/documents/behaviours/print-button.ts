import type { PRINT_BUTTON } from "../document-hooks";

/** `<print-button>` (../print-button.tsx): its button opens the browser's print dialog, where the reader can also save a PDF. */
export class PrintButtonElement extends HTMLElement {
  #wired = false;

  connectedCallback() {
    if (this.#wired) return;
    this.#wired = true;
    this.addEventListener("click", () => window.print());
  }
}

const tag = "print-button" satisfies typeof PRINT_BUTTON;
if (!customElements.get(tag)) customElements.define(tag, PrintButtonElement);
