/**
 * The hooks the demo island's markup (demo-parts.tsx, prompt-form.tsx) writes and demo-handover.ts
 * reads before the island hydrates, as literals checked against this type on both sides (the
 * handover imports nothing: it is on every landing page load).
 */
export interface DemoHooks {
  /** The demo's root: "interactive" or "shell". */
  demo: "data-demo";
  /** The prompt's form, and an example button (its text). */
  form: "data-demo-form";
  example: "data-example";
  /** Set on the form while a request made before hydration waits for the island. */
  queued: "data-demo-queued";
}
