import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CommandLine } from "@/features/cli/command-line";
import { fillTemplate } from "@/i18n/message-template";
import { downloadText } from "@/lib/download-text";
import type { ComposerLabels } from "./composer-labels";

/**
 * What the visitor acts on: the genome file to download and the command that runs it. The panel
 * keeps it out of its scrolling part, so it stays on screen whatever the panel holds.
 */
export function RunBar({ code, file, labels }: { code: string; file: string; labels: ComposerLabels["outputs"] }) {
  return (
    <div id="composer-run" className="scroll-mt-24 scroll-mb-20 border-t border-border bg-surface px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-foreground">{labels.commandTitle}</h3>
        <Button variant="outline" size="sm" onClick={() => downloadText(code, file, "text/typescript")} aria-label={fillTemplate(labels.downloadLabel, { file })}>
          <Download aria-hidden />
          {labels.download}
        </Button>
      </div>
      <p className="mt-1 text-[13px] text-muted">{labels.commandDescription}</p>
      <CommandLine command={fillTemplate(labels.command, { file })} copyLabels={labels.copy} label={labels.commandLabel} className="mt-2.5" />
    </div>
  );
}
