import { useId, useRef } from "react";
import type { AdapterModule } from "@/domain/catalog/catalog";
import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import type { ResolvedModule } from "@/domain/genome/composition";
import type { ComposerLabels } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { choiceCardVariants } from "./choice-card";
import { RemovalConfirm } from "./removal-confirm";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import type { RunProblem } from "./run-problem";

export interface OptionRemoval {
  /** The modules that need this one, joined into one phrase. */
  others: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * One adapter of the picker: a checkbox, or a radio in a single-choice group. A module that is in
 * the genome without being picked says why, right under its name; nothing is ever disabled.
 */
export function AdapterOption({
  module,
  description,
  problem,
  type,
  name,
  resolved,
  text,
  labels,
  removal,
  onToggle,
}: {
  module: Pick<AdapterModule, "id" | "name">;
  description: string;
  /** When the module's own run fails or applies nothing at state B: said before it is picked. */
  problem: RunProblem | null;
  type: "checkbox" | "radio";
  /** The radio group's name. */
  name?: string;
  resolved: ResolvedModule | undefined;
  text: ComposerText;
  labels: ComposerLabels["removal"];
  removal: OptionRemoval | null;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const checked = resolved !== undefined;
  const reason = resolved && resolved.reason.kind !== "picked" ? text.reason(module.id, resolved.reason) : null;
  const back = (answer: () => void) => () => {
    inputRef.current?.focus();
    answer();
  };

  return (
    <li data-module-option={module.id}>
      <div className={choiceCardVariants({ checked })}>
        <input
          ref={inputRef}
          id={id}
          type={type}
          name={name}
          checked={checked}
          onChange={(event) => onToggle(type === "radio" ? true : event.target.checked)}
          aria-describedby={`${id}-description${problem ? ` ${id}-run` : ""}${reason ? ` ${id}-reason` : ""}`}
          className="relative z-10 mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
        />
        <div className="min-w-0">
          {/* The whole row is the label's click target; its name alone is the control's name. */}
          <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-medium text-foreground after:absolute after:inset-0">
            <ModuleLogoUse moduleId={module.id} size="sm" />
            {module.name}
          </label>
          <p id={`${id}-description`} className="mt-0.5 text-[13px] leading-snug text-muted">
            {description}
          </p>
          {problem ? (
            <p id={`${id}-run`} className="mt-1.5 flex">
              <RunOutcomeBadge outcome={problem.outcome} label={problem.label} />
            </p>
          ) : null}
          {reason ? (
            <p id={`${id}-reason`} className="mt-1.5 text-[13px] font-medium text-primary-text" data-reason="">
              {reason}
            </p>
          ) : null}
        </div>
      </div>
      {removal ? (
        <RemovalConfirm name={module.name} others={removal.others} labels={labels} onConfirm={back(removal.onConfirm)} onCancel={back(removal.onCancel)} />
      ) : null}
    </li>
  );
}
