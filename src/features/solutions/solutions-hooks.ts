import type { CustomElementProps } from "@/lib/dom-hooks";

/** The solutions browser's element: solutions-browser.tsx renders it, solutions-view.ts defines it. */
export const SOLUTIONS_BROWSER = "solutions-browser";

/** The hooks solutions-browser.tsx writes and solutions-view.ts reads. */
export const solutionsHooks = {
  /** The page data (SolutionsViewData) in a JSON script. */
  data: "data-solutions-view",
  /** A tag chip: its tag ("" for all). */
  tag: "data-tag",
  /** A card's list item: its genome's id. */
  genome: "data-genome-id",
  /** The live result count. */
  resultCount: "data-result-count",
  /** The empty state, and its reset button. */
  empty: "data-empty",
  reset: "data-reset",
} as const;

export type SolutionsHooks = typeof solutionsHooks;

/** The search box's field name (also the URL's parameter). */
export const SOLUTIONS_QUERY_FIELD = "q";
export type SolutionsQueryField = typeof SOLUTIONS_QUERY_FIELD;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its intrinsic elements in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      [SOLUTIONS_BROWSER]: CustomElementProps;
    }
  }
}
