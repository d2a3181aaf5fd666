import { Check, Circle, Loader2, Minus, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { DemoLabels } from "./demo-labels";
import { demoModuleGroups, demoSteps, type DemoModuleGroup, type ModuleStepState, type StepState } from "./demo-timeline";
import { WindowTitleBar } from "@/components/ui/window-frame";
import type { DemoHooks } from "./demo-hooks";

/** The demo's presentational pieces; the island composes them with its state. */
export function DemoLayout({
  title,
  badge,
  form,
  controls,
  status,
  progress,
  output,
  interactive = false,
}: {
  /** False in the server HTML (the idle shell), true once the island has hydrated it. */
  interactive?: boolean;
  title: string;
  badge: string;
  form: ReactNode;
  controls: ReactNode;
  status: ReactNode;
  progress: ReactNode;
  output: ReactNode;
}) {
  return (
    <div
      {...({ "data-demo": interactive ? "interactive" : "shell" } satisfies Record<DemoHooks["demo"], string>)}
      className="relative overflow-hidden rounded-2xl border border-border-strong bg-surface shadow-2xl shadow-black/50"
    >
      <WindowTitleBar title={title} className="h-11 bg-surface-raised/60">
        <span className="ml-auto hidden items-center gap-1.5 font-mono text-[11px] text-subtle sm:flex">
          <Sparkles aria-hidden className="size-3" />
          {badge}
        </span>
      </WindowTitleBar>
      <div className="grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-5 border-b border-border p-5 sm:p-6 lg:border-r lg:border-b-0">
          {form}
          {controls}
          {status}
          {progress}
        </div>
        <div className="relative min-w-0 lg:min-h-[36rem]">{output}</div>
      </div>
    </div>
  );
}

/**
 * A fixed height on small screens; on wide screens the panel fills the row the controls set, and
 * being out of flow it never grows the row, so nothing jumps as tabs and lines appear.
 */
export const outputPanelClassName = "flex h-[28rem] flex-col lg:absolute lg:inset-0 lg:h-auto";

export function StepList({ labels, states }: { labels: DemoLabels; states: Record<(typeof demoSteps)[number], StepState> }) {
  return (
    <ol aria-label={labels.stepsLabel} className="grid grid-cols-5 gap-1.5">
      {demoSteps.map((step) => {
        const state = states[step];
        return (
          <li key={step} className="flex min-w-0 flex-col gap-2" data-step={step} data-state={state}>
            <span
              aria-hidden
              className={cn(
                "h-1 rounded-full transition-colors duration-300",
                state === "done" && "bg-primary",
                state === "current" && "animate-pulse bg-primary/60",
                state === "pending" && "bg-border-strong",
              )}
            />
            <span className={cn("text-[10px] leading-tight break-words sm:text-[11px]", state === "pending" ? "text-subtle" : "text-foreground")}>
              {labels.steps[step]}
              <span className="sr-only">: {labels.stepState[state]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** What a row says: its module (none before a run) and its state, or that the genome has none of its group. */
export interface ModuleStepView {
  state: ModuleStepState | "notApplied" | "skipped";
  name?: string;
}

/**
 * The adapters the CLI applies, one row per group, each named by its module. "Applied" only where
 * the template's recorded run applied it (facts/cli-runs.json); a module that run left out says so.
 */
export function ModuleStepList({ labels, steps }: { labels: DemoLabels; steps: Record<DemoModuleGroup, ModuleStepView> }) {
  return (
    <div>
      <h3 className="font-mono text-[11px] font-medium tracking-[0.14em] text-subtle uppercase">{labels.modulesTitle}</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {demoModuleGroups.map((group) => {
          const step = steps[group];
          const stateText = labels.moduleState[step.state];
          return (
            <li
              key={group}
              data-module-group={group}
              data-state={step.state}
              className={cn(
                "flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors duration-300",
                step.state === "working" ? "border-primary/50 bg-primary/[0.08]" : "border-border bg-background/40",
              )}
            >
              <ModuleStepIcon state={step.state} />
              <span className="min-w-0 flex-1">
                <span className="block text-[13px] leading-snug font-medium text-foreground">{step.name ?? labels.groups[group]}</span>{" "}
                <span className="block text-xs leading-snug text-muted">
                  {step.name ? `${labels.groups[group]} · ${stateText}` : stateText}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ModuleStepIcon({ state }: { state: ModuleStepView["state"] }) {
  const className = "size-4 shrink-0";
  if (state === "done") return <Check aria-hidden className={cn(className, "text-success")} />;
  if (state === "working") return <Loader2 aria-hidden className={cn(className, "animate-spin text-primary-text motion-reduce:animate-none")} />;
  if (state === "skipped" || state === "notApplied") return <Minus aria-hidden className={cn(className, "text-subtle")} />;
  return <Circle aria-hidden className={cn(className, "text-border-strong")} />;
}

export function EmptyOutput({ labels }: { labels: DemoLabels }) {
  return (
    <div className={cn(outputPanelClassName, "items-center justify-center gap-3 bg-grid p-8 text-center")}>
      <span className="inline-flex size-11 items-center justify-center rounded-xl border border-border-strong bg-surface-raised text-primary-text">
        <Sparkles aria-hidden className="size-5" />
      </span>
      <p className="text-sm font-medium text-foreground">{labels.emptyTitle}</p>
      <p className="max-w-xs text-sm text-muted">{labels.emptyDescription}</p>
    </div>
  );
}
