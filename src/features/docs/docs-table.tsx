import type { ReactNode } from "react";

/** The class names of a docs table's frame and of the region inside it that scrolls (docs-prose.css). */
export const docsTableClasses = { frame: "docs-table", scroll: "docs-table-scroll scroll-fade-x" } as const;

/**
 * A table in its frame: a wider table scrolls sideways in a region reachable by keyboard, named
 * after its section, fading at the edge that has more to show. docs-html.ts builds the same
 * structure around a Markdown table.
 */
export function DocsTableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={docsTableClasses.frame}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={docsTableClasses.scroll} role="region" tabIndex={0} aria-label={label}>
        {children}
      </div>
    </div>
  );
}
