/**
 * The phases `new` announces as it runs, in order, in the CLI's own words: state B's phase
 * headings (cli@0ff82950, enhanced-logger.ts). The recorded run of the saas-starter genome
 * (facts/cli-runs/state-b-saas-starter.out.txt) prints all six, each on its own line after its
 * emoji; a run without integrators or other adapters skips the phases it has nothing for. They are
 * program output, so they are quoted as the CLI prints them, in English, on every page.
 */
export const NEW_PHASES = {
  validate: "Validating Genome",
  plan: "Planning Execution",
  framework: "Setting Up Framework",
  adapters: "Installing Adapters",
  integrations: "Configuring Integrations",
  finalize: "Finalizing Project",
} as const;

export type NewPhase = keyof typeof NEW_PHASES;

const PHASE_EMOJI: Record<NewPhase, string> = {
  validate: "🔍",
  plan: "📋",
  framework: "🏗️",
  adapters: "🔧",
  integrations: "🔗",
  finalize: "✨",
};

/** `🔍 Validating Genome`: a phase's line exactly as the CLI prints it. */
export function newPhaseLine(phase: NewPhase): string {
  return `${PHASE_EMOJI[phase]} ${NEW_PHASES[phase]}`;
}
