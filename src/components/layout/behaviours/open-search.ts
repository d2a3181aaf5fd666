/** Takes the server-rendered search dialog over (src/features/search/open-search-dialog.tsx). */
export type HydrateSearchDialog = (doc: Document) => void;

/**
 * Once the search dialog is open (./show-search-dialog.ts, from the header's button, `/` or
 * Ctrl/Cmd+K), fetches its code (React included) on first use only, which brings the results.
 */
export function createSearchLoader(load: () => Promise<{ hydrateSearchDialog: HydrateSearchDialog }>) {
  let loading: Promise<{ hydrateSearchDialog: HydrateSearchDialog }> | undefined;
  return (doc: Document) => {
    loading ??= load();
    loading.then(
      ({ hydrateSearchDialog }) => hydrateSearchDialog(doc),
      // Offline, say: the next attempt fetches the code again.
      () => (loading = undefined),
    );
  };
}
