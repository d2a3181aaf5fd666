import { createContext, useContext, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { MarketplaceHooks } from "./marketplace-hooks";

const OpenModuleContext = createContext<((id: string) => void) | null>(null);

export const ModuleDialogProvider = OpenModuleContext.Provider;

/** A button that opens a module's detail dialog; used on cards and for dependencies inside a dialog. */
export function ModuleDetailsButton({
  moduleId,
  children,
  ...props
}: Omit<ButtonProps, "onClick"> & { moduleId: string; children: ReactNode }) {
  const open = useContext(OpenModuleContext);
  return (
    // A literal checked against marketplace-hooks.ts: the dialog's code carries no hooks module.
    <Button
      {...props}
      aria-haspopup="dialog"
      onClick={() => open?.(moduleId)}
      {...({ "data-module-details": moduleId } satisfies Record<MarketplaceHooks["moduleDetails"], string>)}
    >
      {children}
    </Button>
  );
}
