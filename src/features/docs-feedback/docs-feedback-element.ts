import type { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { loadDocsFeedbackOnInteraction, type DocsFeedbackChunk, type DocsFeedbackModule } from "./load-on-interaction";

// With the hooks' literal type, not imported from them (see docs-feedback-hooks.ts).
const TAG: typeof DOCS_FEEDBACK_TAG = "docs-feedback";

/**
 * Defines `<docs-feedback>`, the widget's root (./docs-feedback-form.tsx renders it): each one in
 * the page loads the widget's code when the visitor reaches for it, and runs it on itself.
 */
export function defineDocsFeedback(chunk: DocsFeedbackChunk, importModule?: (url: string) => Promise<DocsFeedbackModule>): void {
  if (customElements.get(TAG)) return;
  customElements.define(
    TAG,
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
