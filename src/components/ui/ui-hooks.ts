/**
 * The hooks of the server-rendered tabs (written by the landing's audience tabs) and of Accordion
 * (accordion.tsx), read by tabs-behaviour.ts and accordion-behaviour.ts as literals checked
 * against this type.
 */
export interface UiHooks {
  /** A block of tabs: its tablist, tabs and panels. */
  tabs: "data-tabs";
  /** An Accordion's root. */
  accordion: "data-accordion";
  /** A tab's, or an answer's, look. */
  state: "data-state";
}
