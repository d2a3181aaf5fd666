import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Opens the browser's print dialog, where the reader can also save the document as a PDF. Static
 * markup: the document shell's script (behaviours/print-button.ts) wires the click.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" data-print-button className="print:hidden">
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
