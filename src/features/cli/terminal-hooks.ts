/** The hooks terminal-session.tsx writes and terminal-reveal.ts reads, as literals checked against this type. */
export interface TerminalHooks {
  /** A terminal session, and whether all its lines are shown. */
  terminal: "data-terminal";
  done: "data-done";
  /** A line (its index), and whether it is shown. */
  line: "data-terminal-line";
  visible: "data-visible";
}
