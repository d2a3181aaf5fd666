import type { CustomElementProps } from "@/lib/dom-hooks";

/** The contents' element: table-of-contents.tsx renders it, behaviours/table-of-contents.ts defines it. */
export const TABLE_OF_CONTENTS = "table-of-contents";

/** The print button's element: print-button.tsx renders it around its button, behaviours/print-button.ts defines it. */
export const PRINT_BUTTON = "print-button";

/** The hooks table-of-contents.tsx writes and behaviours/table-of-contents.ts reads. */
export const tocHooks = {
  /** The contents' nav. */
  nav: "data-toc",
  /** The small screens' toggle, and the name of the section being read in it. */
  toggle: "data-toc-toggle",
  current: "data-toc-current",
  /** An entry's link: the id of its section; and its name. */
  link: "data-toc-link",
  label: "data-toc-label",
} as const;

export type TocHooks = typeof tocHooks;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its intrinsic elements in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      [TABLE_OF_CONTENTS]: CustomElementProps;
      [PRINT_BUTTON]: CustomElementProps;
    }
  }
}
