import { createContext, useContext, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { hook } from "@/lib/dom-hooks";
import { marketplaceHooks } from "./marketplace-hooks";

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
    <Button {...props} aria-haspopup="dialog" onClick={() => open?.(moduleId)} {...hook(marketplaceHooks.moduleDetails, moduleId)}>
      {children}
    </Button>
  );
}
