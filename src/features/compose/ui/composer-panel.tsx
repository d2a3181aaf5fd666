import { useMemo } from "react";
import type { AdapterGroup, ModuleId } from "@/domain/catalog/catalog";
import { compositionGenome } from "@/domain/genome/composition-genome";
import type { Composition, Resolution } from "@/domain/genome/composition";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { genomeFileName } from "@/domain/genome/genome-file";
import { moduleCountOf } from "@/domain/genome/module-count";
import { formatModuleCount } from "@/features/genome/module-count-format";
import type { ComposerLabels, ComposerModuleRun, ComposerTemplate } from "./composer-labels";
import { ComposerOutputs } from "./composer-outputs";
import type { ComposerText } from "./composer-text";
import { RunBar } from "./run-bar";
import { RunWarning } from "./run-warning";
import { WiringList } from "./wiring-list";

/**
 * What the composer made of the picks, in one panel: its title and module count on top, the
 * command and the download at the bottom, and between them a part that scrolls on its own (the
 * wiring, the genome file, the details). On wide screens the panel stays in view beside the
 * picker and never grows past the screen, so the command is on screen at every scroll position;
 * on narrow ones it follows the picker, the page's summary bar leading to its command.
 */
export function ComposerPanel({
  composition,
  resolution,
  templates,
  groupLabels,
  runs,
  text,
  labels,
}: {
  composition: Composition;
  resolution: Resolution;
  templates: readonly ComposerTemplate[];
  groupLabels: Readonly<Record<AdapterGroup, string>>;
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels;
}) {
  const code = useMemo(() => genomeToTypeScript(compositionGenome(composition)), [composition]);
  const ids = useMemo(() => resolution.modules.map((module) => module.id), [resolution]);
  const file = genomeFileName(composition.project.name);

  return (
    <section
      id="composer-outputs"
      aria-labelledby="composer-outputs-title"
      className="flex min-w-0 scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-background lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-3.5 sm:px-5">
        <h2 id="composer-outputs-title" className="text-lg font-semibold tracking-tight text-foreground">
          {labels.sections.outputs}
        </h2>
        <p className="text-[13px] text-muted" data-module-count="">
          {formatModuleCount(labels.outputs.count, moduleCountOf(resolution))}
        </p>
      </div>
      {/* Focusable so the keyboard can scroll it where it scrolls (wide screens), named by the panel's title. */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        role="group"
        aria-labelledby="composer-outputs-title"
        data-panel-scroll=""
        className="grid min-h-0 auto-rows-max grid-cols-[minmax(0,1fr)] content-start gap-8 px-4 pt-5 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5 lg:flex-1 lg:overflow-y-auto lg:pb-10 lg:scroll-fade-y lg:scrollbar-panel"
      >
        <div className="min-w-0">
          {/* Above everything, the download stays all the same: the genome is the visitor's to run and change. */}
          <RunWarning ids={ids} runs={runs} text={text} labels={labels.runs} />
          <section id="composer-wiring" aria-labelledby="composer-wiring-title" className="min-w-0 scroll-mt-24">
            <h3 id="composer-wiring-title" className="text-sm font-semibold text-foreground">
              {labels.wiring.title}
            </h3>
            <p className="mt-1 text-[13px] leading-relaxed text-muted">{labels.wiring.description}</p>
            <div className="mt-3">
              <WiringList modules={resolution.modules} templates={templates} runs={runs} text={text} labels={labels.wiring} runLabels={labels.runs} />
            </div>
          </section>
        </div>
        <ComposerOutputs code={code} file={file} ids={ids} resolution={resolution} groupLabels={groupLabels} runs={runs} text={text} labels={labels.outputs} runLabels={labels.runs} />
      </div>
      <RunBar code={code} file={file} labels={labels.outputs} />
    </section>
  );
}
