/** Opens the site search dialog (src/features/search/open-search-dialog.tsx). */
export type OpenSearchDialog = (doc: Document) => void;

/**
 * What the header's button (`[data-search-open]`), `/` and Ctrl/Cmd+K do: open the search dialog,
 * whose code (React included) `load` fetches on first use only, then reuses. On the search page
 * itself, they go to its field (`[data-search-page-field]`) instead.
 */
export function createSearchOpener(load: () => Promise<{ openSearchDialog: OpenSearchDialog }>) {
  let loading: Promise<{ openSearchDialog: OpenSearchDialog }> | undefined;
  return (doc: Document) => {
    const pageField = doc.querySelector<HTMLInputElement>("[data-search-page-field] input");
    if (pageField) {
      pageField.focus();
      pageField.select();
      return;
    }
    loading ??= load();
    loading.then(
      ({ openSearchDialog }) => openSearchDialog(doc),
      // Offline, say: the next attempt fetches the code again.
      () => (loading = undefined),
    );
  };
}
