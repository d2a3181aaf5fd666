import { ArrowDown } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { formatCount } from "@/i18n/message-template";
import type { ComposerLabels } from "./composer-labels";

/**
 * On a narrow screen the genome comes after every group of options: this bar stays at the bottom of
 * the screen with the module count and a way down to the command that runs it. Wide screens show the genome
 * beside the options and have no bar. Nothing else floats on a narrow screen (globals.css leaves the
 * social widget out there), so the bar covers no other control.
 */
export function SummaryBar({ total, labels }: { total: number; labels: ComposerLabels }) {
  return (
    <div
      className="sticky bottom-0 z-20 -mx-5 flex items-center justify-between gap-3 border-t border-border bg-background/95 px-5 py-2.5 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden"
    >
      <p className="text-sm font-semibold text-foreground">
        {formatCount(labels.outputs.count.modules, total)}
      </p>
      <a href="#composer-run" className={buttonVariants({ size: "sm" })}>
        {labels.summaryBar.toCommand}
        <ArrowDown aria-hidden />
      </a>
    </div>
  );
}
