import { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { loadDocsFeedbackOnInteraction, type DocsFeedbackChunk, type DocsFeedbackModule } from "./load-on-interaction";

/**
 * Defines `<docs-feedback>`, the widget's root (./docs-feedback-form.tsx renders it): each one in
 * the page loads the widget's code when the visitor reaches for it, and runs it on itself.
 */
export function defineDocsFeedback(chunk: DocsFeedbackChunk, importModule?: (url: string) => Promise<DocsFeedbackModule>): void {
  if (customElements.get(DOCS_FEEDBACK_TAG)) return;
  customElements.define(
    DOCS_FEEDBACK_TAG,
    class DocsFeedbackElement extends HTMLElement {
      #started = false;
      connectedCallback() {
        // Connected again when moved: its listeners are already there.
        if (this.#started) return;
        this.#started = true;
        loadDocsFeedbackOnInteraction(this, chunk, importModule);
      }
    },
  );
}
