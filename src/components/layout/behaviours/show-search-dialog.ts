import type { ChromeHooks as H } from "../chrome-hooks";

/** The server-rendered search dialog every page carries (src/layouts/base-layout.astro). */
const SEARCH_DIALOG = "[data-site-search] dialog" satisfies `[${H["siteSearch"]}] dialog`;
/** On the search page, the shortcuts go to its own field instead (src/features/search/search-page.tsx). */
const PAGE_FIELD = "[data-search-page-field] input" satisfies `[${H["searchPageField"]}] input`;

/**
 * Dispatched on the dialog as it opens: once the search's code has taken over, it starts a new,
 * empty search on it (src/features/search/search-dialog.tsx spells the same name; a shared module
 * would give this page-load script a chunk of its own to fetch).
 */
const OPENING_EVENT = "site-search-opening";

/** Where the focus was when the dialog opened; null when it was on the page itself. */
let returnTo: HTMLElement | null = null;
const wired = new WeakSet<HTMLDialogElement>();

/** Until the search's code has taken over, nothing else empties the field for the next search. */
function emptyServerField(dialog: HTMLDialogElement) {
  const field = dialog.querySelector("input");
  if (field && !dialog.closest("[data-island]")) field.value = "";
}

/**
 * Each opening starts empty. The close event cannot see to it alone: the browser runs input before
 * that event's task, so a visitor who closes and presses / at once reopens a dialog whose close
 * event has not come yet, and would find the last query there.
 */
function startEmpty(dialog: HTMLDialogElement) {
  emptyServerField(dialog);
  dialog.dispatchEvent(new Event(OPENING_EVENT));
}

function wireClose(dialog: HTMLDialogElement) {
  wired.add(dialog);
  dialog.addEventListener("close", () => {
    // The close event comes a moment later: the dialog may already be open again.
    if (dialog.open) return;
    emptyServerField(dialog);
    if (returnTo) returnTo.focus({ preventScroll: true });
    // Opened from the page itself: the focus leaves the hidden field for the page.
    else if (dialog.contains(dialog.ownerDocument.activeElement)) (dialog.ownerDocument.activeElement as HTMLElement).blur();
  });
}

/**
 * Opens the site search at once, before its code has arrived: the dialog and its field are in the
 * page, so the visitor can type straight away (src/features/search/open-search-dialog.tsx then
 * brings the results and takes the typed text over). Focus goes to the field, and back to where
 * it was when the dialog closes. Returns false on the search page, whose own field gets the focus.
 */
export function showSearchDialog(doc: Document): boolean {
  const pageField = doc.querySelector<HTMLInputElement>(PAGE_FIELD);
  if (pageField) {
    pageField.focus();
    pageField.select();
    return false;
  }
  const dialog = doc.querySelector<HTMLDialogElement>(SEARCH_DIALOG);
  if (!dialog) return false;
  if (!wired.has(dialog)) wireClose(dialog);
  if (!dialog.open) {
    returnTo = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    startEmpty(dialog);
    dialog.showModal();
  }
  dialog.querySelector("input")?.focus();
  return true;
}
