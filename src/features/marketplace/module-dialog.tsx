"use client";

import type { ReactNode, RefObject } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { moduleDialogDescriptionId, moduleDialogTitleId } from "./module-dialog-ids";

/**
 * The module detail dialog. Loaded on the first "Details" click, so the dialog code is not part
 * of the page's first-load JavaScript; it stays mounted afterwards so closing can return focus.
 */
export function ModuleDialog({
  openId,
  details,
  closeLabel,
  onClose,
  contentRef,
  returnFocusRef,
}: {
  openId: string | null;
  details: Record<string, ReactNode>;
  closeLabel: string;
  onClose: () => void;
  contentRef: RefObject<HTMLDivElement | null>;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={openId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        ref={contentRef}
        closeLabel={closeLabel}
        className="max-w-2xl"
        aria-labelledby={openId ? moduleDialogTitleId(openId) : undefined}
        aria-describedby={openId ? moduleDialogDescriptionId(openId) : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
          returnFocusRef.current = null;
        }}
      >
        {openId ? details[openId] : null}
      </DialogContent>
    </Dialog>
  );
}
