import { ArrowRight } from "lucide-react";
import type { GenomeId, ModuleId } from "@/domain/catalog/catalog";
import { fillTemplate } from "@/i18n/message-template";
import { picksQuery, templateQuery } from "../compose-link";
import type { ComposerLabels, ComposerTemplate } from "./composer-labels";
import type { ComposerText } from "./composer-text";

/** Adapters that wire each other, so a first pick shows what the composer does: one integrator, then three. */
const suggestedPicks: readonly (readonly ModuleId[])[] = [
  ["framework/nextjs", "database/drizzle"],
  ["framework/nextjs", "database/drizzle", "auth/better-auth"],
];
const suggestedTemplate: GenomeId = "saas-starter";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md border border-border bg-surface px-2.5 py-1.5 text-[13px] font-medium text-foreground transition-colors hover:border-border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The empty composer's invitation: a few picks that wire each other, and a template. Plain links to
 * the composition's address, so a click on a page whose code has not loaded yet is answered too.
 */
export function FirstPicks({ templates, text, labels }: { templates: readonly ComposerTemplate[]; text: ComposerText; labels: ComposerLabels["wiring"] }) {
  const template = templates.find((entry) => entry.id === suggestedTemplate);
  return (
    <div className="mt-3">
      <p id="composer-first-picks" className="text-[13px] text-muted">
        {labels.tryTitle}
      </p>
      <ul aria-labelledby="composer-first-picks" className="mt-2 flex flex-wrap gap-2">
        {suggestedPicks.map((ids) => (
          <li key={ids.join()}>
            <a href={`?${picksQuery(ids)}`} className={linkClass}>
              {ids.map(text.name).join(" + ")}
            </a>
          </li>
        ))}
        {template ? (
          <li>
            <a href={`?${templateQuery(template.id)}`} className={linkClass}>
              {fillTemplate(labels.tryTemplate, { name: template.name })}
              <ArrowRight aria-hidden className="size-3.5" />
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
