import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";

/** A module whose own run at state B fails, or exits 0 without applying it: what the picker and the wiring flag. */
export interface RunProblem {
  outcome: "fails" | "not-applied";
  label: string;
}

export function problemOf(run: ComposerModuleRun | undefined, labels: ComposerLabels["runs"]): RunProblem | null {
  if (run?.outcome !== "fails" && run?.outcome !== "not-applied") return null;
  return { outcome: run.outcome, label: labels.outcomes[run.outcome] };
}
