import { useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { SearchCombobox } from "./search-combobox";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { SEARCH_DIALOG_ID, searchDialogIds } from "./search-dom";
import type { SearchLabels } from "./search-labels";

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
      onClose={(event) => {
        // Reopened before the close event came: the visitor is typing in the field already.
        if (!event.currentTarget.open) setOpening((count) => count + 1);
      }}
    >
      <h2 ref={committed} id={titleId} className="sr-only">
        {labels.dialogTitle}
      </h2>
      <SearchCombobox key={opening} labels={labels} onChoose={choose} />
    </Modal>
  );
}
