import { memo, useMemo, type ComponentProps } from "react";
import type { AdapterGroup, GenomeId } from "@/domain/catalog/catalog";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import type { DefaultDescription } from "../composition-url";
import { AdapterPicker } from "./adapter-picker";
import { ChangeLog } from "./change-log";
import type { GenomeComposerProps } from "./composer-labels";
import { ComposerOutputs } from "./composer-outputs";
import { composerText } from "./composer-text";
import { DroppedNotice } from "./dropped-notice";
import { ModuleSettings } from "./module-settings";
import { ProjectFields } from "./project-fields";
import { StartPoints } from "./start-points";
import { SummaryBar } from "./summary-bar";
import { useComposer } from "./use-composer";
import { WiringList } from "./wiring-list";

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
 * Where the composition starts and the project's name. Memo keeps a pick's render from reaching
 * it. No Suspense boundary of its own: a radio or field replayed into a boundary still dehydrated
 * would be hydrated by that very event, React would take the visitor's value as its starting one,
 * and the change would never reach the state.
 */
const StartColumn = memo(function StartColumn({
  templates,
  from,
  projectName,
  projectDescription,
  onChoose,
  onProjectChange,
  labels,
}: {
  templates: GenomeComposerProps["templates"];
  from: GenomeId | null;
  projectName: string;
  projectDescription: string;
  onChoose: (id: GenomeId | null) => void;
  onProjectChange: ComponentProps<typeof ProjectFields>["onChange"];
  labels: GenomeComposerProps["labels"];
}) {
  return (
    <Part id="composer-start" title={labels.sections.start}>
      <div className="grid gap-8">
        <StartPoints templates={templates} current={from} labels={labels.start} onChoose={onChoose} />
        <ProjectFields name={projectName} description={projectDescription} labels={labels.project} onChange={onProjectChange} />
      </div>
    </Part>
  );
});

/** What the composer made of the picks: the wiring and the outputs. Memo keeps a change of the project's name from rendering the wiring again. */
const ResultsColumn = memo(function ResultsColumn({
  composition,
  resolution,
  groupLabels,
  runs,
  text,
  labels,
}: Omit<ComponentProps<typeof ComposerOutputs>, "labels" | "runLabels"> & { labels: GenomeComposerProps["labels"] }) {
  return (
    <>
      <Part id="composer-wiring" title={labels.wiring.title} description={labels.wiring.description}>
        <WiringList modules={resolution.modules} runs={runs} text={text} labels={labels.wiring} runLabels={labels.runs} />
      </Part>
      <Part id="composer-outputs" title={labels.sections.outputs}>
        <ComposerOutputs
          composition={composition}
          resolution={resolution}
          groupLabels={groupLabels}
          runs={runs}
          text={text}
          labels={labels.outputs}
          runLabels={labels.runs}
        />
      </Part>
    </>
  );
});

/**
 * The genome composer, the page's one island: pick adapters, watch the wiring, set parameters and
 * features, and take the genome file away. The whole composition lives in the URL.
 */
export function GenomeComposer({ locale, groups, templates, descriptions, featureNames, runs, labels }: GenomeComposerProps) {
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
    <div ref={committed} className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10 xl:gap-14">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-12">
        {composer.dropped.length > 0 ? (
          <DroppedNotice items={composer.dropped} text={text} labels={labels.dropped} onDismiss={composer.dismissDropped} />
        ) : null}
        <StartColumn
          templates={templates}
          from={composition.from}
          projectName={composition.project.name}
          projectDescription={composition.project.description}
          onChoose={composer.startFrom}
          onProjectChange={composer.setProject}
          labels={labels}
        />
        <Part id="composer-adapters" title={labels.sections.adapters} description={labels.sections.adaptersDescription}>
          <AdapterPicker groups={groups} descriptions={descriptions} runs={runs} composer={composer} text={text} labels={labels} />
          <ChangeLog changes={composer.changes} text={text} labels={labels.changes} onDismiss={composer.dismissChanges} />
        </Part>
        <Part id="composer-settings" title={labels.sections.settings} description={labels.settings.description}>
          <ModuleSettings modules={resolution.modules} composer={composer} featureNames={featureNames} text={text} labels={labels.settings} />
        </Part>
      </div>
      {/* The wiring is what the composer made of the picks: on wide screens it stays in view beside them, with the genome. */}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-12 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
        <ResultsColumn composition={composition} resolution={resolution} groupLabels={groupLabels} runs={runs} text={text} labels={labels} />
      </div>
      <SummaryBar total={composer.resolution.modules.length} labels={labels} />
    </div>
  );
}
