import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { MarketplaceViewData } from "./marketplace-view-data";
import { ModuleDialog } from "./module-dialog";
import { ModuleDialogProvider } from "./module-dialog-context";

interface DialogHandle {
  open(id: string, opener: HTMLElement): void;
}

/** The dialog and what it remembers: the module shown, and where focus returns when the chain of dialogs closes. */
function ModuleDialogHost({ data, handle }: { data: MarketplaceViewData; handle: Ref<DialogHandle> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openIdRef = useRef<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const descriptions = useMemo(() => new Map(data.items.map((item) => [item.id, item.description])), [data.items]);

  const open = useCallback((id: string, opener: HTMLElement | null) => {
    // Only the first dialog of a chain (card, then a dependency...) remembers where focus returns.
    if (openIdRef.current === null) returnFocus.current = opener;
    openIdRef.current = id;
    setOpenId(id);
  }, []);
  useImperativeHandle(handle, () => ({ open }), [open]);
  const openDependency = useCallback((id: string) => open(id, null), [open]);

  return (
    <ModuleDialogProvider value={openDependency}>
      <ModuleDialog
        openId={openId}
        descriptions={descriptions}
        featureNames={data.dialog.featureNames}
        categoryLabels={data.dialog.categoryLabels}
        labels={data.dialog.labels}
        closeLabel={data.dialog.closeLabel}
        onClose={() => {
          openIdRef.current = null;
          setOpenId(null);
        }}
        returnFocusRef={returnFocus}
      />
    </ModuleDialogProvider>
  );
}

let dialog: DialogHandle | null = null;

/**
 * Opens a module's details, loaded on the first "Details" click of the marketplace page
 * (marketplace-view.ts): the first call mounts the dialog, later ones reuse it. Focus goes back to
 * `opener` when the dialog closes.
 */
export function openModuleDialog(data: MarketplaceViewData, id: string, opener: HTMLElement): void {
  if (!dialog) {
    const container = document.createElement("div");
    document.body.append(container);
    const handle: { current: DialogHandle | null } = { current: null };
    // Rendered at once, so the handle exists when this call goes on.
    flushSync(() => createRoot(container).render(<ModuleDialogHost data={data} handle={handle} />));
    dialog = handle.current;
  }
  dialog?.open(id, opener);
}
