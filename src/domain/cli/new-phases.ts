/**
 * The phases `new` announces as it runs, in order, in the CLI's own words: the 10-02 pipeline
 * (facts/CLI-FACTS.md §4, source C5), which the documented state (C6) still runs. They are program
 * output, so they are quoted as the CLI prints them, in English, on every page.
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
