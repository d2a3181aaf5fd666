import { useEffect, useRef, type RefObject } from "react";
import type { ModuleCategory } from "@/domain/catalog/catalog";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import { moduleDialogDescriptionId, moduleDialogTitleId } from "./module-dialog-ids";
import { ModuleDetails, type ModuleDetailsLabels, type ModuleFeatureNames } from "./module-details";
import { Modal, showModal } from "@/components/ui/modal";

/** One dialog serves every module: a dependency opens in it too. */
const MODULE_DIALOG_ID = "module-dialog";

/**
 * The module detail dialog, on the site's modal (ui/modal.tsx: focus containment, Escape, an inert
 * page, backdrop clicks and the close button come with it). Loaded on the first "Details" click,
 * with the catalogue it reads, so neither is part of the page's first load; it stays mounted
 * afterwards. A dependency opens in the same
 * dialog, and closing returns focus to the button that opened the first one.
 */
export function ModuleDialog({
  openId,
  descriptions,
  featureNames,
  categoryLabels,
  labels,
  closeLabel,
  onClose,
  returnFocusRef,
}: {
  openId: string | null;
  /** Each module's description in the reader's language, by id. */
  descriptions: ReadonlyMap<string, string>;
  featureNames: ModuleFeatureNames;
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

  const handleClose = () => {
    onClose();
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  return (
    <Modal
      ref={dialogRef}
      id={MODULE_DIALOG_ID}
      tabIndex={-1}
      closeLabel={closeLabel}
      aria-labelledby={openId ? moduleDialogTitleId(openId) : undefined}
      aria-describedby={openId ? moduleDialogDescriptionId(openId) : undefined}
      onClose={handleClose}
      className="max-w-2xl open:animate-fade-in"
    >
      {module ? (
        <ModuleDetails
          module={module}
          description={descriptions.get(module.id) ?? ""}
          featureNames={featureNames[module.id] ?? {}}
          categoryLabel={categoryLabels[module.category]}
          labels={labels}
        />
      ) : null}
    </Modal>
  );
}
