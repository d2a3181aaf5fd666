import { ArrowDown } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { ComposerLabels } from "./composer-labels";

/**
 * On a narrow screen the genome comes after every group of options: this bar stays at the bottom of
 * the screen with the module count and a way down to the genome. Wide screens show the genome
 * beside the options and have no bar. While it is there, the social widget's floating button steps
 * aside (globals.css, `data-sticky-bar`), so nothing floats over a control.
 */
export function SummaryBar({ total, labels }: { total: number; labels: ComposerLabels }) {
  return (
    <div
      data-sticky-bar=""
      className="sticky bottom-0 z-20 -mx-5 flex items-center justify-between gap-3 border-t border-border bg-background/95 px-5 py-2.5 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden"
    >
      <p className="text-sm font-semibold text-foreground">
        {labels.outputs.count.modules[total]}
      </p>
      <a href="#composer-outputs" className={buttonVariants({ size: "sm" })}>
        {labels.summaryBar.viewGenome}
        <ArrowDown aria-hidden />
      </a>
    </div>
  );
}
