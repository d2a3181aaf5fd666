import { PRINT_BUTTON } from "../document-hooks";

/** `<print-button>` (../print-button.tsx): its button opens the browser's print dialog, where the reader can also save a PDF. */
export class PrintButtonElement extends HTMLElement {
  #wired = false;

  connectedCallback() {
    if (this.#wired) return;
    this.#wired = true;
    this.addEventListener("click", () => window.print());
  }
}

if (!customElements.get(PRINT_BUTTON)) customElements.define(PRINT_BUTTON, PrintButtonElement);
