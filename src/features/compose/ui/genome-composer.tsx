import { memo, useMemo } from "react";
import type { AdapterGroup, GenomeId } from "@/domain/catalog/catalog";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import type { DefaultDescription } from "../composition-url";
import { AdapterPicker } from "./adapter-picker";
import { ChangeLog } from "./change-log";
import type { GenomeComposerProps } from "./composer-labels";
import { ComposerPanel } from "./composer-panel";
import { composerText } from "./composer-text";
import { DroppedNotice } from "./dropped-notice";
import { ModuleSettings } from "./module-settings";
import { ProjectFields } from "./project-fields";
import { StartPoints } from "./start-points";
import { SummaryBar } from "./summary-bar";
import { useComposer } from "./use-composer";

export type { GenomeComposerProps } from "./composer-labels";


function Part({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {description ? <p className="mt-1.5 max-w-2xl text-sm leading-relaxed text-muted">{description}</p> : null}
      <div className="mt-5 min-w-0">{children}</div>
    </section>
  );
}

/**
 * Where the composition starts, and the project's name. Memo keeps a pick's render from reaching
 * them. No Suspense boundary of their own: a radio or field replayed into a boundary still
 * dehydrated would be hydrated by that very event, React would take the visitor's value as its
 * starting one, and the change would never reach the state.
 */
const StartPart = memo(function StartPart({
  templates,
  from,
  onChoose,
  labels,
}: {
  templates: GenomeComposerProps["templates"];
  from: GenomeId | null;
  onChoose: (id: GenomeId | null) => void;
  labels: GenomeComposerProps["labels"];
}) {
  return (
    <Part id="composer-start" title={labels.sections.start}>
      <StartPoints templates={templates} current={from} labels={labels.start} onChoose={onChoose} />
    </Part>
  );
});
const ProjectPart = memo(ProjectFields);

/** What the composer made of the picks. Memo keeps renders that leave the composition as it was (a notice dismissed, a removal asked) from reaching it. */
const ResultsPanel = memo(ComposerPanel);

/**
 * The genome composer, the page's one island: pick adapters, watch the wiring, set parameters and
 * features, and take the genome file away. The whole composition lives in the URL. The page's title
 * opens its first column, so that on wide screens the panel beside it starts at the top and fits
 * the screen from the first scroll position.
 */
export function GenomeComposer({ locale, heading, groups, templates, descriptions, featureNames, runs, labels }: GenomeComposerProps) {
  const defaultDescription = useMemo<DefaultDescription>(() => {
    const byId = new Map<GenomeId, string>(templates.map((template) => [template.id, template.description]));
    return (from) => (from ? (byId.get(from) ?? "") : "");
  }, [templates]);
  const composer = useComposer(defaultDescription);
  // A change renders its outputs (the genome file, the wiring, the settings) in the same render as
  // the boxes: the browser ticks a clicked box itself (before hydration too, src/lib/islands/early-input.ts),
  // and a later, deferred render of the outputs kept the genome file waiting for hydration's leftovers.
  const { composition, resolution } = composer;
  const committed = useIslandCommitted<HTMLDivElement>();
  const text = useMemo(() => composerText(locale, labels), [locale, labels]);
  const groupLabels = useMemo(() => Object.fromEntries(groups.map((group) => [group.id, group.label])) as Record<AdapterGroup, string>, [groups]);

  return (
    <div ref={committed} className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8 xl:gap-12">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10">
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">{heading.title}</h1>
          <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-pretty text-muted">{heading.lead}</p>
        </header>
        {composer.dropped.length > 0 ? (
          <DroppedNotice items={composer.dropped} text={text} labels={labels.dropped} onDismiss={composer.dismissDropped} />
        ) : null}
        <StartPart templates={templates} from={composition.from} onChoose={composer.startFrom} labels={labels} />
        <Part id="composer-adapters" title={labels.sections.adapters} description={labels.sections.adaptersDescription}>
          <AdapterPicker groups={groups} descriptions={descriptions} runs={runs} composer={composer} text={text} labels={labels} />
          <ChangeLog changes={composer.changes} text={text} labels={labels.changes} onDismiss={composer.dismissChanges} />
        </Part>
        <Part id="composer-settings" title={labels.sections.settings} description={labels.settings.description}>
          <div className="grid gap-8">
            <ProjectPart name={composition.project.name} description={composition.project.description} labels={labels.project} onChange={composer.setProject} />
            <ModuleSettings modules={resolution.modules} composer={composer} featureNames={featureNames} text={text} labels={labels.settings} />
          </div>
        </Part>
      </div>
      <ResultsPanel composition={composition} resolution={resolution} templates={templates} groupLabels={groupLabels} runs={runs} text={text} labels={labels} />
      <SummaryBar total={composer.resolution.modules.length} labels={labels} />
    </div>
  );
}
