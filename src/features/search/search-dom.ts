import type { SearchLabels } from "./search-labels";

/** The JSON element every page carries with the dialog's strings (rendered by the base layout). */
export const SEARCH_LABELS_ID = "search-labels";
export const SEARCH_DIALOG_ID = "site-search";
/**
 * The dialog is server-rendered on every page and hydrated when first opened, so its ids cannot
 * come from useId (the page's other React renders shift those): there is one dialog per page.
 */
export const searchDialogIds = {
  title: `${SEARCH_DIALOG_ID}-title`,
  input: `${SEARCH_DIALOG_ID}-input`,
  listbox: `${SEARCH_DIALOG_ID}-listbox`,
} as const;

/** The dialog's strings, read from the page when the dialog is first opened. */
export function readSearchLabels(doc: Document): SearchLabels {
  const text = doc.getElementById(SEARCH_LABELS_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SEARCH_LABELS_ID} element`);
  return JSON.parse(text) as SearchLabels;
}
