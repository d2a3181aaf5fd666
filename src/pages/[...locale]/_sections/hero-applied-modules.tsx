import { Fragment } from "react";
import { Plus } from "lucide-react";
import type { ModuleId } from "@/domain/catalog/catalog";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { ModuleLogo } from "@/components/icons/module-logo";

/**
 * What a run applied, legible at a glance: each adapter by its logo and name, each integrator by the
 * two logos of the technologies it joins (as its module page shows it), never one letter repeated.
 * Grids rather than a wrapping row, so no logo is left alone on a line at any width (six adapters
 * fill three rows of two, six integrators two rows of three or one of six).
 */
export function HeroAppliedModules({
  ids,
  labels,
}: {
  ids: readonly ModuleId[];
  labels: { adapters: string; integrators: string; integrator: (joined: string) => string };
}) {
  const modules = ids.map(moduleRecord);
  const adapters = modules.filter((module) => module.category === "adapter");
  const integrators = modules.flatMap((module) => (module.category === "integrator" ? [module] : []));
  return (
    <div className="grid gap-3">
      <div>
        <p className="text-xs text-muted">{labels.adapters}</p>
        <ul aria-label={labels.adapters} className="mt-1.5 grid grid-cols-2 gap-1.5">
          {adapters.map((module) => (
            <li key={module.id} className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-surface px-2 py-1.5 text-[13px] text-foreground">
              <ModuleLogo moduleId={module.id} size="sm" />
              <span className="min-w-0 leading-tight">{module.name}</span>
            </li>
          ))}
        </ul>
      </div>
      {integrators.length > 0 ? (
        <div>
          <p className="text-xs text-muted">{labels.integrators}</p>
          <ul aria-label={labels.integrators} className="mt-1.5 grid grid-cols-3 gap-1.5 sm:grid-cols-6">
            {integrators.map((module) => {
              const joined = module.group.map((id) => moduleRecord(id).name).join(" + ");
              return (
                <li
                  key={module.id}
                  title={joined}
                  className="flex items-center justify-center gap-1 rounded-md border border-border bg-surface px-1.5 py-1.5"
                >
                  <span className="sr-only">{labels.integrator(joined)}</span>
                  {module.group.map((id, index) => (
                    <Fragment key={id}>
                      {index > 0 ? <Plus aria-hidden className="size-2.5 text-subtle" /> : null}
                      <ModuleLogo moduleId={id} size="sm" />
                    </Fragment>
                  ))}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
