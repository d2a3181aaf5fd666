/**
 * The hooks a CopyButton (copy-button.tsx) writes and the page-load script reads
 * (layout/behaviours/copy-buttons.ts, copy-source-buttons.ts). Both sides write them as literals
 * checked against this type: the button is rendered inside islands too, and a module both the
 * page-load script and an island imported would be a chunk of its own to fetch.
 */
export interface CopyButtonHooks {
  /** A button copying its `data-copy-value`. */
  button: "data-copy-button";
  value: "data-copy-value";
  /** A button copying the text at a URL. */
  source: "data-copy-source";
  /** The button's look, and its name in each state. */
  state: "data-state";
  label: "data-label-";
  /** The status line after the button. */
  status: "data-copy-status";
}
