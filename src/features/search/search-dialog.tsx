import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Modal } from "@/components/ui/modal";
import { SearchCombobox } from "./search-combobox";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { SEARCH_DIALOG_ID, searchDialogIds } from "./search-dom";
import type { SearchLabels } from "./search-labels";

/** Dispatched on the dialog as it opens, by components/layout/behaviours/show-search-dialog.ts. */
const OPENING_EVENT = "site-search-opening";

/**
 * The site search in a modal dialog (the site's modal: focus kept inside, Escape and a click on
 * the backdrop close it, the page behind stops scrolling). Each opening starts with an empty field;
 * nothing typed is kept once it closes.
 */
export function SearchDialog({ labels }: { labels: SearchLabels }) {
  const titleId = searchDialogIds.title;
  const committed = useIslandCommitted<HTMLHeadingElement>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A new, empty search for each opening, in place before the opener focuses the field.
    const restart = () => flushSync(() => setOpening((count) => count + 1));
    dialog.addEventListener(OPENING_EVENT, restart);
    return () => dialog.removeEventListener(OPENING_EVENT, restart);
  }, []);

  const choose = (url: string) => {
    dialogRef.current?.close();
    window.location.assign(url);
  };

  return (
    <Modal
      ref={dialogRef}
      id={SEARCH_DIALOG_ID}
      aria-labelledby={titleId}
      closeLabel={labels.close}
      className="mt-[8dvh] mb-auto max-h-[min(40rem,calc(100dvh-2rem))] max-w-2xl flex-col overflow-hidden p-0 open:flex sm:p-0"
    >
      <h2 ref={committed} id={titleId} className="sr-only">
        {labels.dialogTitle}
      </h2>
      <SearchCombobox key={opening} labels={labels} onChoose={choose} />
    </Modal>
  );
}
