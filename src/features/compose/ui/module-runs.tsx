import { ChevronRight } from "lucide-react";
import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import type { ModuleId } from "@/domain/catalog/catalog";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { fillTemplate, formatCount } from "@/i18n/message-template";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { FilePathList } from "@/features/genome/file-path-list";

const FRAMEWORK: ModuleId = "framework/nextjs";

/** One module's own run: its outcome, then, opened, the files it wrote or the CLI's first error. */
function ModuleRun({ id, run, text, labels, filesLabel }: { id: ModuleId; run: ComposerModuleRun | undefined; text: ComposerText; labels: ComposerLabels["runs"]; filesLabel: string }) {
  const outcome = run?.outcome ?? "not-run";
  const files = run?.files ?? [];
  const count =
    outcome === "generates"
      ? formatCount(id === FRAMEWORK ? labels.frameworkFiles : labels.files, files.length)
      : outcome === "fails" && files.length > 0
        ? formatCount(labels.filesBeforeStop, files.length)
        : null;
  return (
    <li data-module-run={id} data-run-outcome={outcome}>
      <details className="group rounded-lg border border-border bg-surface open:bg-surface-raised/40">
        <summary className="flex cursor-pointer list-none items-center gap-2.5 rounded-lg px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden className="size-3.5 shrink-0 text-subtle transition-transform group-open:rotate-90" />
          <ModuleLogoUse moduleId={id} size="sm" />
          {/* Name and outcome share the row while they fit; on a phone the outcome goes under the name. */}
          <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="min-w-0">
              <span className="block text-sm font-medium text-foreground">{text.name(id)}</span>
              {count ? <span className="block text-xs text-muted">{count}</span> : null}
            </span>
            <RunOutcomeBadge outcome={outcome} label={labels.outcomes[outcome]} />
          </span>
        </summary>
        <div className="border-t border-border px-3 py-2.5">
          {outcome === "fails" ? (
            // CLI output, as the run printed it: never translated.
            <code className="block font-mono text-[12px] leading-5 text-foreground [overflow-wrap:anywhere]">{run?.firstError}</code>
          ) : null}
          {files.length > 0 ? (
            <FilePathList
              files={files}
              aria-label={fillTemplate(filesLabel, { name: text.name(id) })}
              className="mt-2 font-mono text-[12px] leading-5 text-muted first:mt-0"
            />
          ) : null}
          {outcome === "not-applied" ? <p className="text-[13px] text-muted">{labels.notApplied}</p> : null}
          {outcome === "not-run" ? <p className="text-[13px] text-muted">{labels.notRun}</p> : null}
        </div>
      </details>
    </li>
  );
}

/**
 * What each module of the genome wrote in its own recorded run at state B (the framework, the
 * module and what it needs): one run per module, never summed, since the combination itself was
 * not run.
 */
export function ModuleRuns({
  ids,
  runs,
  text,
  labels,
  filesLabel,
}: {
  ids: readonly ModuleId[];
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["runs"];
  filesLabel: string;
}) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" data-module-runs="">
      {ids.map((id) => (
        <ModuleRun key={id} id={id} run={runs[id]} text={text} labels={labels} filesLabel={filesLabel} />
      ))}
    </ul>
  );
}
