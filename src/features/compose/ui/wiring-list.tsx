import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import type { ResolvedModule } from "@/domain/genome/composition";
import type { ModuleId } from "@/domain/catalog/catalog";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import type { ComposerLabels, ComposerModuleRun, ComposerTemplate } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { FirstPicks } from "./first-picks";
import { problemOf, type RunProblem } from "./run-problem";

function Entry({ module, text, problem }: { module: ResolvedModule; text: ComposerText; problem: RunProblem | null }) {
  return (
    <li data-wired={module.id} className="flex items-start gap-3 rounded-lg border border-border bg-surface px-3.5 py-3">
      <ModuleLogoUse moduleId={module.id} size="sm" className="mt-0.5" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-foreground">{text.name(module.id)}</p>
        <p className="mt-0.5 text-[13px] leading-snug text-muted">{text.reason(module.id, module.reason)}</p>
        {problem ? (
          <p className="mt-1.5 flex">
            <RunOutcomeBadge outcome={problem.outcome} label={problem.label} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What the composer added on its own: the integrators that apply and the dependencies, each with its
 * reason. Before any pick, an invitation to make one.
 */
export function WiringList({
  modules,
  templates,
  runs,
  text,
  labels,
  runLabels,
}: {
  modules: readonly ResolvedModule[];
  templates: readonly ComposerTemplate[];
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["wiring"];
  runLabels: ComposerLabels["runs"];
}) {

  const integrators = modules.filter((module) => module.reason.kind === "wires");
  const dependencies = modules.filter((module) => module.reason.kind === "required");
  if (integrators.length === 0 && dependencies.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border-strong px-4 py-4">
        <p className="text-sm text-muted">{labels.empty}</p>
        {modules.length === 0 ? <FirstPicks templates={templates} text={text} labels={labels} /> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {dependencies.length > 0 ? (
        <div>
          <h4 className="text-[13px] font-medium text-muted">{labels.dependencies}</h4>
          <ul className="mt-2 grid gap-2">
            {dependencies.map((module) => (
              <Entry key={module.id} module={module} text={text} problem={problemOf(runs[module.id], runLabels)} />
            ))}
          </ul>
        </div>
      ) : null}
      {integrators.length > 0 ? (
        <div>
          <h4 className="text-[13px] font-medium text-muted">{labels.integrators}</h4>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {integrators.map((module) => (
              <Entry key={module.id} module={module} text={text} problem={problemOf(runs[module.id], runLabels)} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
