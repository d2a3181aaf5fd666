import { useId, useState, type ReactNode } from "react";
import { Input, inputVariants } from "@/components/ui/input";
import type { ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { fillTemplate } from "@/i18n/message-template";
import { cn } from "@/lib/utils";
import type { ComposerLabels } from "./composer-labels";
import { parameterControl, parameterText, parseParameterText } from "./parameter-input";
import { SwitchField } from "./switch-field";

/** A parameter's name over the control that sets it. */
function LabelledRow({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 py-1.5">
      <label htmlFor={id} className="text-sm text-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * One parameter of a module, edited the way its type asks: a switch, a select, checkboxes for a
 * list of choices, or a text field checked as it is typed (an invalid value shows its error and
 * is not written to the genome).
 */
export function ParameterField({
  parameter,
  value,
  labels,
  onChange,
}: {
  parameter: ModuleParameter;
  value: ParameterValue;
  labels: ComposerLabels["settings"];
  onChange: (value: ParameterValue) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<{ text: string; error: string | null } | null>(null);
  const control = parameterControl(parameter);
  const nameLabel = <span className="font-mono text-[13px]">{parameter.name}</span>;

  if (control === "switch") {
    return (
      <SwitchField id={id} checked={value === true} onCheckedChange={onChange}>
        {nameLabel}
      </SwitchField>
    );
  }

  const defaultText = parameter.default === undefined ? "" : parameterText(parameter.default);
  const hint = [defaultText ? fillTemplate(labels.defaultValue, { value: defaultText }) : "", control === "list" ? labels.listHint : ""]
    .filter(Boolean)
    .join(" · ");

  if (control === "choices") {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="min-w-0 py-1.5">
        <legend className="text-sm text-foreground">{nameLabel}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {(parameter.choices ?? []).map((choice) => (
            <label key={choice} className="inline-flex cursor-pointer items-center gap-2 font-mono text-[13px] text-muted">
              <input
                type="checkbox"
                checked={chosen.includes(choice)}
                onChange={(event) =>
                  onChange((parameter.choices ?? []).filter((item) => (item === choice ? event.target.checked : chosen.includes(item))))
                }
                className="size-4 cursor-pointer accent-primary"
              />
              {choice}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (control === "select") {
    return (
      <LabelledRow id={id} label={nameLabel}>
        <select
          id={id}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          className={inputVariants({ density: "compact", text: "code" })}
        >
          {(parameter.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </LabelledRow>
    );
  }

  const error = draft?.error ?? null;
  return (
    <LabelledRow id={id} label={nameLabel}>
      <Input
        id={id}
        inputMode={control === "number" ? "numeric" : undefined}
        value={draft?.text ?? parameterText(value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint`}
        density="compact"
        text="code"
        onChange={(event) => {
          const text = event.target.value;
          const parsed = parseParameterText(parameter, text);
          const errors = { number: labels.numberError, required: labels.requiredError, characters: labels.charactersError };
          setDraft({ text, error: parsed.ok ? null : errors[parsed.error] });
          if (parsed.ok) onChange(parsed.value);
        }}
        onBlur={() => {
          if (draft && draft.error === null) setDraft(null);
        }}
      />
      <p id={`${id}-hint`} className={cn("text-[13px]", error ? "text-danger" : "text-subtle")}>
        {error ?? hint}
      </p>
    </LabelledRow>
  );
}
