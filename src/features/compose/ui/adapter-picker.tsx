import { useMemo, useState } from "react";
import { SearchField } from "@/components/ui/search-field";
import type { ModuleId } from "@/domain/catalog/catalog";
import { fillTemplate } from "@/i18n/message-template";
import type { ResolvedModule } from "@/domain/genome/composition";
import { AdapterGroupFieldset } from "./adapter-group";
import type { ComposerGroup, ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { adapterMatches, adaptersOf } from "./picker-groups";
import type { Composer } from "./use-composer";

/** The adapters by group, with a search that narrows every group at once. */
export function AdapterPicker({
  groups,
  descriptions,
  runs,
  composer,
  text,
  labels,
}: {
  groups: ComposerGroup[];
  descriptions: Partial<Record<ModuleId, string>>;
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  composer: Composer;
  text: ComposerText;
  labels: ComposerLabels;
}) {
  const [query, setQuery] = useState("");
  const resolved = useMemo(
    () => new Map<ModuleId, ResolvedModule>(composer.resolution.modules.map((module) => [module.id, module])),
    [composer.resolution],
  );
  const shown = groups
    .map((group) => ({
      ...group,
      adapters: adaptersOf(group.id).filter((module) => adapterMatches(module, [descriptions[module.id] ?? "", group.label], query)),
    }))
    .filter((group) => group.adapters.length > 0);

  return (
    <div>
      <SearchField label={labels.picker.search} placeholder={labels.picker.searchPlaceholder} value={query} onValueChange={setQuery} />
      {shown.length === 0 ? (
        <p role="status" className="mt-6 rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted">
          {fillTemplate(labels.picker.noResults, { query: query.trim() })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-7">
        {shown.map((group) => (
          <AdapterGroupFieldset
            key={group.id}
            group={group.id}
            label={group.label}
            adapters={group.adapters}
            descriptions={descriptions}
            runs={runs}
            resolved={resolved}
            composer={composer}
            text={text}
            labels={labels}
          />
        ))}
      </div>
    </div>
  );
}
