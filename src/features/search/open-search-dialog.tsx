import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { showModal } from "@/components/ui/modal";
import { loadPagefind } from "./pagefind-client";
import { SearchDialog } from "./search-dialog";
import { SEARCH_DIALOG_ID, readSearchLabels } from "./search-dom";

let dialog: HTMLDialogElement | null = null;
/** Where the focus was when the dialog opened; null when it was on the page itself. */
let returnTo: HTMLElement | null = null;

function mount(doc: Document): HTMLDialogElement {
  const container = doc.createElement("div");
  doc.body.append(container);
  // Rendered at once, so the dialog element exists when this call returns.
  flushSync(() => createRoot(container).render(<SearchDialog labels={readSearchLabels(doc)} />));
  const mounted = doc.getElementById(SEARCH_DIALOG_ID);
  if (!(mounted instanceof HTMLDialogElement)) throw new Error("The search dialog did not render");
  mounted.addEventListener("close", () => {
    // The close event comes a moment later: the dialog may already be open again.
    if (mounted.open) return;
    if (returnTo) returnTo.focus({ preventScroll: true });
    // Opened from the page itself: the focus leaves the hidden field for the page.
    else if (mounted.contains(doc.activeElement)) (doc.activeElement as HTMLElement).blur();
  });
  return mounted;
}

/**
 * Opens the site search, loaded on the visitor's first search (the header's button or a
 * shortcut; components/layout/behaviours/site-chrome.ts): the first call mounts the dialog,
 * later ones reopen it. Focus goes to the field, and back to where it was when the dialog closes.
 */
export function openSearchDialog(doc: Document): void {
  dialog ??= mount(doc);
  if (dialog.open) return;
  returnTo = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  showModal(dialog);
  dialog.querySelector("input")?.focus();
  // The index starts loading while the visitor types the first letters.
  loadPagefind().catch(() => undefined);
}
