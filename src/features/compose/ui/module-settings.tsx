import { ChevronDown } from "lucide-react";
import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import type { ModuleId } from "@/domain/catalog/catalog";
import { formatCount } from "@/i18n/message-template";
import { isFeatureOnByDefault } from "@/domain/genome/genome-definition";
import type { Composition, ResolvedModule } from "@/domain/genome/composition";
import { moduleOf } from "@/domain/genome/resolve-composition";
import type { ComposerLabels, GenomeComposerProps } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { ParameterField } from "./parameter-field";
import { SwitchField } from "./switch-field";
import type { Composer } from "./use-composer";

function changedCount(composition: Composition, id: ModuleId): number {
  return Object.keys(composition.parameters[id] ?? {}).length + Object.keys(composition.features[id] ?? {}).length;
}

/** One module's parameters and features, folded until the visitor opens it. */
function ModuleSettingsPanel({
  resolved,
  composer,
  featureNames,
  text,
  labels,
}: {
  resolved: ResolvedModule;
  composer: Composer;
  featureNames: Readonly<Record<string, string>>;
  text: ComposerText;
  labels: ComposerLabels["settings"];
}) {
  const { id } = resolved;
  const module = moduleOf(id);
  const { composition } = composer;
  const changed = changedCount(composition, id);
  const nothing = module.parameters.length === 0 && module.features.length === 0;

  return (
    <details className="group rounded-lg border border-border bg-surface open:border-border-strong" data-settings={id}>
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg px-3.5 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ModuleLogoUse moduleId={id} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-foreground">{module.name}</span>
          <span className="block truncate text-[13px] text-subtle">{text.reason(id, resolved.reason)}</span>
        </span>
        {changed > 0 ? <span className="shrink-0 rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary-text">{formatCount(labels.changed, changed)}</span> : null}
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-5 border-t border-border px-3.5 py-4">
        {nothing ? <p className="text-sm text-muted">{labels.nothing}</p> : null}
        {module.parameters.length > 0 ? (
          <div>
            <h4 className="text-xs font-medium tracking-wide text-subtle uppercase">{labels.parameters}</h4>
            <div className="mt-2 grid gap-1">
              {module.parameters.map((parameter) => (
                <ParameterField
                  key={parameter.name}
                  parameter={parameter}
                  value={composition.parameters[id]?.[parameter.name] ?? parameter.default ?? ""}
                  labels={labels}
                  onChange={(value) => composer.setParameter(id, parameter.name, value)}
                />
              ))}
            </div>
          </div>
        ) : null}
        {module.features.length > 0 ? (
          <div>
            <h4 className="text-xs font-medium tracking-wide text-subtle uppercase">{labels.features}</h4>
            <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
              {module.features.map((feature) => (
                <SwitchField
                  key={feature.id}
                  id={`feature-${id}-${feature.id}`}
                  checked={composition.features[id]?.[feature.id] ?? isFeatureOnByDefault(module, feature)}
                  onCheckedChange={(on) => composer.setFeature(id, feature.id, on)}
                >
                  {featureNames[feature.id] ?? <span className="font-mono text-[13px]">{feature.id}</span>}
                </SwitchField>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </details>
  );
}

/**
 * Every module of the genome, each with its settings: defaults filled in, only changes written.
 * `modules` may lag a moment behind the composer (GenomeComposer passes the deferred resolution, so
 * a pick's first render adds no panel); the values shown and changed are always the composer's.
 */
export function ModuleSettings({
  modules,
  composer,
  featureNames,
  text,
  labels,
}: {
  modules: readonly ResolvedModule[];
  composer: Composer;
  featureNames: GenomeComposerProps["featureNames"];
  text: ComposerText;
  labels: ComposerLabels["settings"];
}) {
  if (modules.length === 0) return <p className="rounded-lg border border-dashed border-border-strong px-4 py-5 text-sm text-muted">{labels.empty}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
      {modules.map((module) => (
        <li key={module.id}>
          <ModuleSettingsPanel resolved={module} composer={composer} featureNames={featureNames[module.id] ?? {}} text={text} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
