import type { UiHooks as H } from "./ui-hooks";

/**
 * Keeps an Accordion's ARIA attributes in step with its native <details>: the summary's
 * aria-expanded and the answer's data-state follow `open`, whether the visitor, the exclusive
 * `name` group or the browser's find-in-page opened or closed the item.
 */
function sync(details: HTMLDetailsElement) {
  const state = details.open ? "open" : "closed";
  details.querySelector(":scope > summary")?.setAttribute("aria-expanded", String(details.open));
  details.querySelector<HTMLElement>(":scope > [role=region]")?.setAttribute("data-state" satisfies H["state"], state);
}

export function wireAccordions(doc: Document, signal?: AbortSignal) {
  for (const accordion of doc.querySelectorAll<HTMLElement>("[data-accordion]" satisfies `[${H["accordion"]}]`)) {
    for (const details of accordion.querySelectorAll("details")) sync(details);
    // `toggle` does not bubble: listen in the capture phase to hear every item.
    accordion.addEventListener(
      "toggle",
      (event) => {
        if (event.target instanceof HTMLDetailsElement) sync(event.target);
      },
      { capture: true, signal },
    );
  }
}
