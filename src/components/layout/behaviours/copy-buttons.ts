import { COPY_FEEDBACK_MS, writeToClipboard, type CopyState } from "@/lib/clipboard";
import type { CopyButtonHooks as H } from "@/components/ui/copy-button-hooks";
import type { DatasetKey } from "@/lib/dom-hooks";

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Shows a state on a CopyButton: its look (data-state), its name and the status line after it. */
function show(button: HTMLElement, state: CopyState) {
  const label = button.getAttribute(`data-label-${state}` satisfies `${H["label"]}${CopyState}`) ?? "";
  button.dataset["state" satisfies DatasetKey<H["state"]>] = state;
  button.setAttribute("aria-label", label);
  const status = button.nextElementSibling;
  if (status instanceof HTMLElement && status.hasAttribute("data-copy-status" satisfies H["status"])) {
    status.textContent = state === "idle" ? "" : label;
  }
}

/** Shows how a copy went for two seconds, then returns the button to idle; also used by copy-source-buttons.ts. */
export function showCopyResult(button: HTMLElement, ok: boolean) {
  show(button, ok ? "copied" : "failed");
  clearTimeout(timers.get(button));
  timers.set(button, setTimeout(() => show(button, "idle"), COPY_FEEDBACK_MS));
}

async function copy(button: HTMLElement) {
  showCopyResult(button, await writeToClipboard(button.dataset["copyValue" satisfies DatasetKey<H["value"]>] ?? ""));
}

/**
 * One listener for every copy button, present or future: buttons rendered later by an island
 * (the demo, the marketplace dialog) work without wiring of their own.
 */
export function wireCopyButtons(doc: Document, signal?: AbortSignal) {
  doc.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-copy-button]" satisfies `[${H["button"]}]`) : null;
      if (button) void copy(button);
    },
    { signal },
  );
}
