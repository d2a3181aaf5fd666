import { newPhaseLine } from "./new-phases";

/**
 * The one generation run of state B recorded so far (facts/CLI-FACTS.md §8, R3): the site's
 * saas-starter genome written the way state B reads it, without ui/shadcn-ui, its three
 * integrators and the two integrators that lack templates (vitest-nextjs, zustand-nextjs). Its
 * genome, output and files are facts/cli-runs/state-b-saas-starter.{genome.ts,out.txt,files.txt};
 * recorded-run.test.ts checks every figure and line here against them.
 */
export const RECORDED_RUN = {
  genome: "saas-starter",
  recordedOn: "2026-11-28",
  exitCode: 0,
  /** Wall clock, start to exit (§8: "exit 0 in 66 s"). */
  seconds: 66,
  /** The "Setting Up Framework" phase, create-next-app and its npm install included ("✅ Completed in 59867ms"), rounded. */
  frameworkSeconds: 60,
  /** Files in the project folder afterwards, without node_modules and .git (files.txt). */
  files: 58,
  /** "✅ Module <id> executed successfully", in the order the run printed them. */
  applied: [
    "framework/nextjs",
    "auth/better-auth",
    "database/drizzle",
    "payment/stripe",
    "state/zustand",
    "testing/vitest",
    "integrations/better-auth-drizzle-integration",
    "integrations/better-auth-nextjs-integration",
    "integrations/drizzle-nextjs-integration",
    "integrations/stripe-drizzle-integration",
    "integrations/stripe-nextjs-integration",
    "integrations/vitest-zustand-integration",
  ],
} as const;

/**
 * Lines the run printed, in its order, as the site's terminals quote them: every phase heading,
 * the framework's progress line, and the last word. Each is a whole line of out.txt, trimmed.
 */
export const RECORDED_RUN_LINES = [
  newPhaseLine("validate"),
  newPhaseLine("plan"),
  newPhaseLine("framework"),
  "[2/12] ✅ framework/nextjs",
  newPhaseLine("adapters"),
  newPhaseLine("integrations"),
  newPhaseLine("finalize"),
  "🎉 Project created successfully!",
] as const;
