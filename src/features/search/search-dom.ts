import type { SearchLabels } from "./search-labels";

/** The JSON element every page carries with the dialog's strings (rendered by the base layout). */
export const SEARCH_LABELS_ID = "search-labels";
export const SEARCH_DIALOG_ID = "site-search";

/** The dialog's strings, read from the page when the dialog is first opened. */
export function readSearchLabels(doc: Document): SearchLabels {
  const text = doc.getElementById(SEARCH_LABELS_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SEARCH_LABELS_ID} element`);
  return JSON.parse(text) as SearchLabels;
}
