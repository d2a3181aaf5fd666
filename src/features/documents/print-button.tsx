import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PRINT_BUTTON } from "./document-hooks";

/**
 * Opens the browser's print dialog, where the reader can also save the document as a PDF. Static
 * markup in its element (behaviours/print-button.ts, defined by the document shell's script), which
 * lays nothing out (`contents`).
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <PRINT_BUTTON className="contents">
      <Button variant="outline" className="print:hidden">
        <Printer aria-hidden />
        {label}
      </Button>
    </PRINT_BUTTON>
  );
}
