import type { DatasetKey } from "@/lib/dom-hooks";
import type { DemoHooks as H } from "./demo-hooks";

/**
 * The demo is an island that hydrates when it scrolls into view; until then its form is server
 * HTML with no handler. Typing needs no help (the island reads the field on mount), but a submit
 * or an example chosen in that window would be lost, or reload the page. This keeps such a request
 * on the form, and the island runs it once it has hydrated. Imports nothing: it is on every
 * landing page load.
 */

/** Set on the demo's form while a request made before hydration waits for the island. */
export const QUEUED_ATTRIBUTE = "data-demo-queued" satisfies H["queued"];

/** Astro removes `ssr` from an island once its framework has taken over the markup. */
function waitingForIsland(element: Element): boolean {
  return element.closest("astro-island")?.hasAttribute("ssr") ?? false;
}

export function holdDemoRequests(doc: Document, signal?: AbortSignal) {
  const form = doc.querySelector<HTMLFormElement>("form[data-demo-form]" satisfies `form[${H["form"]}]`);
  const demo = form?.closest<HTMLElement>("[data-demo]" satisfies `[${H["demo"]}]`);
  if (!form || !demo) return;
  const on = { signal };

  form.addEventListener(
    "submit",
    (event) => {
      if (!waitingForIsland(form)) return;
      event.preventDefault();
      form.setAttribute(QUEUED_ATTRIBUTE, "");
    },
    on,
  );
  demo.addEventListener(
    "click",
    (event) => {
      const example = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-example]" satisfies `[${H["example"]}]`) : null;
      const input = form.elements.namedItem("prompt");
      if (!example || !(input instanceof HTMLInputElement) || !waitingForIsland(form)) return;
      input.value = example.dataset["example" satisfies DatasetKey<H["example"]>] ?? "";
      form.setAttribute(QUEUED_ATTRIBUTE, "");
    },
    on,
  );
}

/** True once if a request was queued on this form before hydration; the mark is removed. */
export function takeQueuedRequest(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(QUEUED_ATTRIBUTE)) return false;
  form.removeAttribute(QUEUED_ATTRIBUTE);
  return true;
}
