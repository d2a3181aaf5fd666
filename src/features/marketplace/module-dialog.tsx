import { useEffect, useRef, type RefObject, type SyntheticEvent } from "react";
import { X } from "lucide-react";
import type { ModuleCategory } from "@/domain/catalog/catalog";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import { moduleDialogDescriptionId, moduleDialogTitleId } from "./module-dialog-ids";
import { ModuleDetails, type ModuleDetailsLabels } from "./module-details";
import { modalPanelClass, releasePageScroll, showModal } from "@/components/ui/modal";
import { cn } from "@/lib/utils";

/**
 * The module detail dialog, a native modal <dialog> (focus containment, Escape and an inert page
 * come with it). Loaded on the first "Details" click, with the catalogue it reads, so neither is
 * part of the page's first load; it stays mounted afterwards. A dependency opens in the same
 * dialog, and closing returns focus to the button that opened the first one.
 */
export function ModuleDialog({
  openId,
  descriptions,
  categoryLabels,
  labels,
  closeLabel,
  onClose,
  returnFocusRef,
}: {
  openId: string | null;
  /** Each module's description in the reader's language, by id. */
  descriptions: ReadonlyMap<string, string>;
  categoryLabels: Record<ModuleCategory, string>;
  labels: ModuleDetailsLabels;
  closeLabel: string;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const module = openId ? findModuleRecord(openId) : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!openId) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) {
      // Another module in the same dialog: start at its top, with focus on the dialog itself.
      dialog.scrollTo({ top: 0 });
      dialog.focus();
      return;
    }
    showModal(dialog);
  }, [openId]);

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    releasePageScroll(event.currentTarget);
    onClose();
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click closes from the backdrop; keyboards have Escape, native to the modal dialog
    <dialog
      ref={dialogRef}
      tabIndex={-1}
      aria-labelledby={openId ? moduleDialogTitleId(openId) : undefined}
      aria-describedby={openId ? moduleDialogDescriptionId(openId) : undefined}
      onClose={handleClose}
      onClick={(event) => {
        // The content fills the dialog, so a click on the <dialog> element itself is on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cn(modalPanelClass, "max-w-2xl p-0 open:animate-fade-in")}
    >
      <div className="relative p-6 sm:p-8">
        {module ? (
          <ModuleDetails
            module={module}
            description={descriptions.get(module.id) ?? ""}
            categoryLabel={categoryLabels[module.category]}
            labels={labels}
          />
        ) : null}
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </dialog>
  );
}
