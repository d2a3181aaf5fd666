import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import type { ResolvedModule } from "@/domain/genome/composition";
import type { ModuleId } from "@/domain/catalog/catalog";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";
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

/** What the composer added on its own: the integrators that apply and the dependencies, each with its reason. */
export function WiringList({
  modules,
  runs,
  text,
  labels,
  runLabels,
}: {
  modules: readonly ResolvedModule[];
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["wiring"];
  runLabels: ComposerLabels["runs"];
}) {

  const integrators = modules.filter((module) => module.reason.kind === "wires");
  const dependencies = modules.filter((module) => module.reason.kind === "required");
  if (integrators.length === 0 && dependencies.length === 0) {
    return <p className="rounded-lg border border-dashed border-border-strong px-4 py-5 text-sm text-muted">{labels.empty}</p>;
  }
  return (
    <div className="grid gap-6">
      {dependencies.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-foreground">{labels.dependencies}</h3>
          <ul className="mt-3 grid gap-2">
            {dependencies.map((module) => (
              <Entry key={module.id} module={module} text={text} problem={problemOf(runs[module.id], runLabels)} />
            ))}
          </ul>
        </div>
      ) : null}
      {integrators.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-foreground">{labels.integrators}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {integrators.map((module) => (
              <Entry key={module.id} module={module} text={text} problem={problemOf(runs[module.id], runLabels)} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
