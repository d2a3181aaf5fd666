/** When each output tab appears, counted from the start of a generation. */
export const STAGE_AT_MS = { technologies: 0, blueprint: 800, structure: 1500, preview: 2000 } as const;
/** Generation ends when the last tab (preview) appears. */
export const GENERATION_MS = STAGE_AT_MS.preview;
/** The blueprint's lines appear one at a time, this far apart. */
export const LINE_INTERVAL_MS = 50;

export type DemoTab = keyof typeof STAGE_AT_MS;
export const demoTabs = Object.keys(STAGE_AT_MS) as DemoTab[];

export function availableTabs(elapsed: number): DemoTab[] {
  return demoTabs.filter((tab) => elapsed >= STAGE_AT_MS[tab]);
}

/** Lines of the blueprint shown: the first as the blueprint appears, then one every LINE_INTERVAL_MS. */
export function visibleLineCount(elapsed: number, totalLines: number, instant = false): number {
  if (elapsed < STAGE_AT_MS.blueprint) return 0;
  if (instant) return totalLines;
  return Math.min(totalLines, Math.floor((elapsed - STAGE_AT_MS.blueprint) / LINE_INTERVAL_MS) + 1);
}

/** The moment after which nothing on screen changes any more. */
export function settledAt(totalLines: number, instant = false): number {
  if (instant || totalLines === 0) return GENERATION_MS;
  return Math.max(GENERATION_MS, STAGE_AT_MS.blueprint + (totalLines - 1) * LINE_INTERVAL_MS);
}

export const demoSteps = ["idea", "adapters", "blueprint", "code", "complete"] as const;
export type DemoStep = (typeof demoSteps)[number];

/** When each step is reached: the idea is given at the start, the rest follow the tabs. */
const STEP_AT_MS: Record<DemoStep, number> = {
  idea: 0,
  adapters: STAGE_AT_MS.technologies,
  blueprint: STAGE_AT_MS.blueprint,
  code: STAGE_AT_MS.structure,
  complete: GENERATION_MS,
};

export type StepState = "done" | "current" | "pending";

/**
 * Before a generation every step is pending. Once started the idea is done, and the step being
 * worked on is `current` until the next one is reached; `complete` is done when generation ends.
 */
export function stepStates(elapsed: number | null): Record<DemoStep, StepState> {
  const states = {} as Record<DemoStep, StepState>;
  for (const [index, step] of demoSteps.entries()) {
    if (elapsed === null) {
      states[step] = "pending";
      continue;
    }
    const next = demoSteps[index + 1];
    if (step === "idea" || step === "complete") {
      states[step] = elapsed >= STEP_AT_MS[step] && (step === "idea" || elapsed >= GENERATION_MS) ? "done" : "pending";
      continue;
    }
    const reached = elapsed >= STEP_AT_MS[step];
    const passed = next !== undefined && elapsed >= STEP_AT_MS[next];
    states[step] = passed ? "done" : reached ? "current" : "pending";
  }
  return states;
}

/**
 * The adapter groups the demo follows as the CLI applies them: the framework first (the CLI refuses
 * a genome that does not start with it, facts/CLI-FACTS.md §8), then the genome's order.
 */
export const demoModuleGroups = ["framework", "auth", "database", "ui"] as const;
export type DemoModuleGroup = (typeof demoModuleGroups)[number];
export type ModuleStepState = "waiting" | "working" | "done";

const MODULE_SLOT_MS = GENERATION_MS / demoModuleGroups.length;

/** The groups' modules are shown applied one after the other across the generation. */
export function moduleStepState(group: DemoModuleGroup, elapsed: number | null): ModuleStepState {
  if (elapsed === null) return "waiting";
  const start = demoModuleGroups.indexOf(group) * MODULE_SLOT_MS;
  if (elapsed >= start + MODULE_SLOT_MS) return "done";
  return elapsed >= start ? "working" : "waiting";
}
