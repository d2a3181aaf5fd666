import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Composition } from "@/domain/genome/composition";
import { isValidProjectName } from "@/domain/genome/project-name";
import type { ComposerLabels } from "./composer-labels";

/**
 * The project's name and description. A name the CLI would refuse stays in the field with its
 * error until it is corrected; meanwhile the genome keeps the last valid one.
 */
export function ProjectFields({
  name: projectName,
  description,
  labels,
  onChange,
}: {
  name: string;
  description: string;
  labels: ComposerLabels["project"];
  onChange: (project: Partial<Composition["project"]>) => void;
}) {
  const id = useId();
  // What the visitor typed, while it is being typed or while it is not a valid name; the composition's name otherwise.
  const [nameDraft, setNameDraft] = useState<string | null>(null);
  const name = nameDraft ?? projectName;
  const invalid = !isValidProjectName(name);

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <legend className="mb-3 text-sm font-semibold text-foreground">{labels.title}</legend>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-name`}>{labels.name}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={`${id}-name-hint`}
          text="code"
          onChange={(event) => {
            setNameDraft(event.target.value);
            if (isValidProjectName(event.target.value)) onChange({ name: event.target.value });
          }}
          onBlur={() => {
            if (nameDraft !== null && isValidProjectName(nameDraft)) setNameDraft(null);
          }}
        />
        <p id={`${id}-name-hint`} className={invalid ? "text-[13px] text-danger" : "text-[13px] text-subtle"}>
          {invalid ? labels.nameError : labels.nameHint}
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-description`}>{labels.description}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          placeholder={labels.descriptionPlaceholder}
          rows={3}
          density="compact"
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
