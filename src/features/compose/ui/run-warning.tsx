import { TriangleAlert } from "lucide-react";
import type { ModuleId } from "@/domain/catalog/catalog";
import { formatCount } from "@/i18n/message-template";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";

/**
 * The genome's modules whose own run fails at state B, each with the CLI's first error as it
 * printed it, and those whose run exits 0 without applying them. The region is always in the page and polite, so a pick that brings a failing module
 * is read out once it shows; the icon and the words say it, not the colour. The download stays:
 * the genome is the visitor's.
 */
export function RunWarning({
  ids,
  runs,
  text,
  labels,
}: {
  ids: readonly ModuleId[];
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["runs"];
}) {
  // A run that exits 0 without applying the module makes nothing of it either: warned about too.
  const failing = ids.filter((id) => runs[id]?.outcome === "fails" || runs[id]?.outcome === "not-applied");
  return (
    <div aria-live="polite" data-run-warning={failing.length}>
      {failing.length > 0 ? (
        <div className="mb-5 rounded-xl border border-danger-border bg-danger-bg p-4">
          <div className="flex gap-3">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-foreground">{formatCount(labels.failing, failing.length)}</p>
              <p className="mt-1 text-[13px] leading-relaxed text-muted">{formatCount(labels.warningDescription, failing.length)}</p>
              <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2">
                {failing.map((id) => (
                  <li key={id} data-failing-module={id} className="text-sm">
                    <span className="font-medium text-foreground">{text.name(id)}</span>
                    {runs[id]?.outcome === "not-applied" ? (
                      <span className="mt-0.5 block text-[13px] text-muted">
                        {labels.outcomes["not-applied"]}: {labels.notApplied}
                      </span>
                    ) : (
                      // CLI output, as the run printed it: never translated.
                      <code className="mt-1 block rounded-md border border-border bg-terminal px-2.5 py-1.5 font-mono text-[12px] leading-5 text-foreground [overflow-wrap:anywhere]">
                        {runs[id]?.firstError}
                      </code>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
