/**
 * The hooks the package-manager tabs (docs-code.tsx) write and behaviours/package-manager-tabs.ts
 * reads. The blocks of a page follow one choice, so the behaviour listens on the document rather
 * than in an element of each block.
 */
export const packageManagerHooks = {
  /** One block of tabs. */
  tabs: "data-pm-tabs",
  /** A tab, a panel, and the copy button shown with it: each by its package manager. */
  tab: "data-pm",
  panel: "data-pm-panel",
  copy: "data-pm-copy",
  /** A tab's look: "active" or "inactive". */
  state: "data-state",
} as const;

export type PackageManagerHooks = typeof packageManagerHooks;
