import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { highlight } from "sugar-high";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import type { DemoLabels } from "./demo-labels";
import type { DemoData, DemoTemplate } from "./demo-types";
import { expandDemoData } from "./demo-data";
import { takeQueuedRequest } from "./demo-handover";
import { matchTemplate } from "./template-matching";
import { availableTabs, demoModuleGroups, moduleStepState, settledAt, stepStates, visibleLineCount, type DemoModuleGroup, type DemoTab } from "./demo-timeline";
import { useDemoClock } from "./use-demo-clock";
import { DemoControls } from "./demo-controls";
import { DemoLayout, EmptyOutput, ModuleStepList, StepList, outputPanelClassName, type ModuleStepView } from "./demo-parts";
import { PromptForm } from "./prompt-form";
import { BlueprintPanel, PreviewPanel, StructurePanel, TechnologiesPanel } from "./demo-panels";

export interface InteractiveDemoProps {
  title: string;
  badge: string;
  labels: DemoLabels;
  data: DemoData;
}

interface Run {
  prompt: string;
  template: DemoTemplate;
  fallback: boolean;
  code: string;
  /** Highlighted HTML, one entry per line of `code`. */
  lines: string[];
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const subscribeToNothing = () => () => undefined;

/** False on the server and while React hydrates the server HTML, true from the render after. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

function prepareRun(prompt: string, templates: readonly DemoTemplate[]): Run {
  const { template, fallback } = matchTemplate(prompt, templates);
  const genome = { ...template.genome, project: { ...template.genome.project, description: prompt } };
  const code = genomeToTypeScript(genome);
  const lines = highlight(code.replace(/\n+$/, "")).split("\n");
  return { prompt, template, fallback, code, lines };
}

/**
 * The landing page's demo, one island: the server renders its idle state and the island hydrates
 * that markup in place, so the field keeps the caret and whatever the visitor typed meanwhile.
 */
export function InteractiveDemo({ title, badge, labels, data }: InteractiveDemoProps) {
  const hydrated = useHydrated();
  const templates = useMemo(() => expandDemoData(data), [data]);
  const reducedMotion = usePrefersReducedMotion();
  const [prompt, setPrompt] = useState("");
  const [run, setRun] = useState<Run | null>(null);
  const [tab, setTab] = useState<DemoTab>("technologies");
  const [pickedTab, setPickedTab] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clock = useDemoClock();
  const { phase, elapsed } = clock;

  const generating = phase === "running" || phase === "paused";
  const generationDone = elapsed !== null && elapsed >= settledAt(0);
  const busy = generating && !generationDone;

  const begin = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || busy) return;
      const next = prepareRun(trimmed, templates);
      setRun(next);
      setTab("technologies");
      setPickedTab(false);
      clock.start(settledAt(next.lines.length, reducedMotion));
    },
    [busy, templates, clock, reducedMotion],
  );

  // Text typed before hydration is in the field but not in state, and a request made then is
  // queued on the form (demo-handover.ts): take both over once, as the island starts.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const typed = input.value;
    if (typed) setPrompt(typed);
    if (takeQueuedRequest(input.form)) begin(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the island hydrates
  }, []);

  const tabs = elapsed === null ? [] : availableTabs(elapsed);
  // Follow the generation to the blueprint once it appears, unless the visitor chose a tab.
  const activeTab: DemoTab = pickedTab && tabs.includes(tab) ? tab : tabs.includes("blueprint") ? "blueprint" : "technologies";

  const moduleSteps = useMemo(() => {
    const result = {} as Record<DemoModuleGroup, ModuleStepView>;
    for (const group of demoModuleGroups) {
      const module = run?.template.modules.find((candidate) => candidate.category === "adapter" && candidate.group === group);
      if (run && !module) {
        result[group] = { state: "skipped" };
        continue;
      }
      const state = moduleStepState(group, run ? elapsed : null);
      // Done means applied only where the recorded run applied it.
      const applied = !module || run?.template.run.applied.includes(module.id);
      result[group] = { state: state === "done" && !applied ? "notApplied" : state, name: module?.name };
    }
    return result;
  }, [run, elapsed]);

  const statusText = !run
    ? labels.status.idle
    : phase === "paused" && !generationDone
      ? labels.status.paused
      : generationDone
        ? labels.perTemplate[run.template.id]?.complete
        : labels.status.running;

  const shownLines = run && elapsed !== null ? visibleLineCount(elapsed, run.lines.length, reducedMotion) : 0;

  return (
    <DemoLayout
      interactive={hydrated}
      title={title}
      badge={badge}
      form={
        <PromptForm
          labels={labels}
          value={prompt}
          onValueChange={setPrompt}
          onSubmit={() => begin(prompt)}
          onExample={(text) => {
            if (busy) return;
            setPrompt(text);
            begin(text);
          }}
          busy={busy}
          inputRef={inputRef}
        />
      }
      controls={
        <DemoControls
          labels={labels}
          paused={phase === "paused"}
          canPause={busy}
          canReset={run !== null}
          canReplay={run !== null && generationDone}
          onPause={() => (phase === "paused" ? clock.resume() : clock.pause())}
          onReset={() => {
            clock.reset();
            setRun(null);
          }}
          onReplay={() => run && begin(run.prompt)}
        />
      }
      status={
        <p
          role="status"
          aria-live="polite"
          data-demo-status={!run ? "idle" : generationDone ? "complete" : phase === "paused" ? "paused" : "running"}
          className={cn("min-h-10 text-sm", generationDone ? "text-success" : "text-muted")}
        >
          {statusText}
        </p>
      }
      progress={
        <>
          <StepList labels={labels} states={stepStates(run ? elapsed : null)} />
          <ModuleStepList labels={labels} steps={moduleSteps} />
        </>
      }
      output={
        run && elapsed !== null ? (
          <Tabs
            value={activeTab}
            onValueChange={(value) => {
              setPickedTab(true);
              setTab(value as DemoTab);
            }}
            className={outputPanelClassName}
          >
            <div className="border-b border-border px-3 pt-3 sm:px-4">
              <TabsList aria-label={labels.tabsLabel} className="flex w-full overflow-x-auto rounded-lg p-0.5 sm:w-auto sm:inline-flex">
                {tabs.map((id) => (
                  <TabsTrigger key={id} value={id} className="flex-1 animate-fade-in px-3 py-1.5 text-[13px] sm:flex-none">
                    {labels.tabs[id]}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="h-3" />
            </div>
            <TabsContent value="technologies" className="mt-0 min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
              <TechnologiesPanel labels={labels} template={run.template} fallback={run.fallback} />
            </TabsContent>
            <TabsContent value="blueprint" className="mt-0 flex min-h-0 flex-1 flex-col">
              <BlueprintPanel labels={labels} code={run.code} lines={run.lines} shown={shownLines} />
            </TabsContent>
            <TabsContent value="structure" className="mt-0 min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
              <StructurePanel labels={labels} template={run.template} />
            </TabsContent>
            <TabsContent value="preview" className="mt-0 min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
              <PreviewPanel labels={labels} template={run.template} />
            </TabsContent>
          </Tabs>
        ) : (
          <EmptyOutput labels={labels} />
        )
      }
    />
  );
}
