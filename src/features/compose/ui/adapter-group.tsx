import { useId, useRef } from "react";
import type { AdapterGroup, AdapterModule, ModuleId } from "@/domain/catalog/catalog";
import type { ResolvedModule } from "@/domain/genome/composition";
import { isSingleChoiceGroup } from "@/domain/genome/single-choice-groups";
import { AdapterOption, type OptionRemoval } from "./adapter-option";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import { problemOf } from "./run-problem";
import type { ComposerText } from "./composer-text";
import type { Composer } from "./use-composer";
import { RemovalConfirm } from "./removal-confirm";

/** One group of the picker: a fieldset of checkboxes, or of radios with "None" where one adapter at most makes sense. */
export function AdapterGroupFieldset({
  group,
  label,
  adapters,
  descriptions,
  runs,
  resolved,
  composer,
  text,
  labels,
}: {
  group: AdapterGroup;
  label: string;
  adapters: AdapterModule[];
  descriptions: Partial<Record<ModuleId, string>>;
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  resolved: ReadonlyMap<ModuleId, ResolvedModule>;
  composer: Composer;
  text: ComposerText;
  labels: ComposerLabels;
}) {
  const hintId = useId();
  const noneId = useId();
  const noneRef = useRef<HTMLInputElement>(null);
  const single = isSingleChoiceGroup(group);
  const hint = single ? labels.picker.singleChoice[group] : labels.picker.anyNumber;
  // In a single-choice group the radios share a name; the one in the genome is checked.
  const current = adapters.find((module) => resolved.has(module.id));
  const pending = composer.pending;
  const removalOf = (id: ModuleId): OptionRemoval | null =>
    pending?.id === id
      ? { others: text.list(pending.dependents.map(text.name)), onConfirm: composer.confirmRemoval, onCancel: composer.cancelRemoval }
      : null;
  // "None" asks to remove the group's module: its confirmation shows under the module's option.
  const noneOrigin = `none-${group}`;
  const noneAsked = pending?.origin === noneOrigin;

  return (
    <fieldset aria-describedby={hintId} data-group={group} className="min-w-0">
      <legend className="text-sm font-semibold text-foreground">{label}</legend>
      <p id={hintId} className="mt-1 text-[13px] text-subtle">
        {hint}
      </p>
      <ul className={adapters.length > 1 ? "mt-3 grid gap-2 sm:grid-cols-2" : "mt-3 grid gap-2"}>
        {single ? (
          <li>
            <div className="relative flex items-center gap-3 rounded-lg border border-dashed border-border px-3.5 py-3 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring">
              <input
                ref={noneRef}
                id={noneId}
                type="radio"
                name={`group-${group}`}
                checked={current === undefined}
                onChange={() => current && composer.unpick(current.id, noneOrigin)}
                className="relative z-10 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
              />
              <label htmlFor={noneId} className="cursor-pointer text-sm text-muted after:absolute after:inset-0">
                {labels.picker.none}
              </label>
            </div>
            {noneAsked && pending ? (
              <RemovalConfirm
                name={text.name(pending.id)}
                others={text.list(pending.dependents.map(text.name))}
                labels={labels.removal}
                onConfirm={() => {
                  noneRef.current?.focus();
                  composer.confirmRemoval();
                }}
                onCancel={() => {
                  noneRef.current?.focus();
                  composer.cancelRemoval();
                }}
              />
            ) : null}
          </li>
        ) : null}
        {adapters.map((module) => (
          <AdapterOption
            key={module.id}
            module={module}
            description={descriptions[module.id] ?? ""}
            problem={problemOf(runs[module.id], labels.runs)}
            type={single ? "radio" : "checkbox"}
            name={single ? `group-${group}` : undefined}
            resolved={resolved.get(module.id)}
            text={text}
            labels={labels.removal}
            removal={noneAsked ? null : removalOf(module.id)}
            onToggle={(on) => (on ? composer.pick(module.id) : composer.unpick(module.id))}
          />
        ))}
      </ul>
    </fieldset>
  );
}
