/** Opens the site search dialog (src/features/search/open-search-dialog.tsx). */
export type OpenSearch = (doc: Document) => void;

/** Fields where a key press types text: `/` there is a slash, never a shortcut. */
const TYPING = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/**
 * Whether a key press lands in a field. A field of a dialog that just closed can keep the focus
 * for a moment, hidden: nobody types there, so it does not hold the shortcut back.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null && target.closest("dialog:not([open])") === null;
}

/** `/` (as the layout types it, Shift included, no other modifier) or Ctrl/Cmd+K, outside any field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey && !event.altKey;
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * The site search's ways in: the header's button (`[data-search-open]`), `/` and Ctrl/Cmd+K. The
 * dialog's code (React included) is fetched by `load` on first use only, then reused. On the
 * search page itself, they go to its field (`[data-search-page-field]`) instead.
 */
export function wireSearchShortcut(doc: Document, load: () => Promise<{ openSearchDialog: OpenSearch }>, signal?: AbortSignal) {
  const on = { signal };
  let loading: Promise<{ openSearchDialog: OpenSearch }> | undefined;

  const open = () => {
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

  doc.addEventListener(
    "keydown",
    (event) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    },
    on,
  );
  for (const button of doc.querySelectorAll("[data-search-open]")) button.addEventListener("click", open, on);
}
