import type { CopyButtonLabels } from "@/components/ui/copy-button";
import type { AgentState, DemoAgent, DemoStep, DemoTab, StepState } from "./demo-timeline";

/** Every string the demo shows, translated on the server. */
export interface DemoLabels {
  inputLabel: string;
  placeholder: string;
  examplesLabel: string;
  examples: { key: string; text: string }[];
  start: string;
  generating: string;
  pause: string;
  resume: string;
  reset: string;
  replay: string;
  controlsLabel: string;
  status: { idle: string; running: string; paused: string };
  stepsLabel: string;
  steps: Record<DemoStep, string>;
  stepState: Record<StepState, string>;
  agentsTitle: string;
  agents: Record<DemoAgent, string>;
  agentState: Record<AgentState | "skipped", string>;
  tabsLabel: string;
  tabs: Record<DemoTab, string>;
  matched: string;
  matchedFallback: string;
  adapters: string;
  integrators: string;
  copyGenome: CopyButtonLabels;
  downloadGenome: string;
  openInComposer: string;
  /** The composer's localized URL for a template, with `{id}` to fill in. */
  composerHref: string;
  blueprintLabel: string;
  structureTitle: string;
  structureLabel: string;
  structureNote: string;
  previewTitle: string;
  previewLabel: string;
  previewNote: string;
  previewStatus: string;
  emptyTitle: string;
  emptyDescription: string;
  simulated: string;
  groups: Record<string, string>;
  /** Per template: the formatted module count and completion message (ICU plurals stay on the server). */
  perTemplate: Record<string, { moduleCount: string; complete: string }>;
}
