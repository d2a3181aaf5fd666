import { useId } from "react";
import type { GenomeId } from "@/domain/catalog/catalog";
import { choiceCardVariants } from "./choice-card";
import type { ComposerLabels, ComposerTemplate } from "./composer-labels";

/**
 * Where a composition starts: empty, or one of the genome templates. Choosing one replaces the
 * selection; the URL keeps it (`?from=saas-starter`).
 */
export function StartPoints({
  templates,
  current,
  labels,
  onChoose,
}: {
  templates: ComposerTemplate[];
  current: GenomeId | null;
  labels: ComposerLabels["start"];
  onChoose: (id: GenomeId | null) => void;
}) {
  const name = useId();
  const options = [
    { id: null, title: labels.empty, detail: labels.emptyDescription },
    ...templates.map((template) => ({ id: template.id, title: template.name, detail: template.moduleCount })),
  ];
  return (
    <fieldset className="min-w-0">
      {/* The part's title says it on screen. */}
      <legend className="sr-only">{labels.title}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.id ?? "empty"}`;
          const checked = option.id === current;
          return (
            <li key={id} className={option.id === null ? "sm:col-span-2" : undefined}>
              <div className={choiceCardVariants({ checked, fill: true })}>
                <input
                  id={id}
                  type="radio"
                  name={name}
                  checked={checked}
                  onChange={() => onChoose(option.id)}
                  aria-describedby={`${id}-detail`}
                  className="relative z-10 mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-foreground after:absolute after:inset-0">
                    {option.title}
                  </label>
                  <span id={`${id}-detail`} className="mt-0.5 block text-[13px] leading-snug text-muted">
                    {option.detail}
                  </span>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
