/**
 * What a page presents: a page of the documentation, a catalogue module, a genome, or any other
 * page. The page registry says it of each page (src/lib/pages.ts); the site search groups and
 * labels its results by it.
 */
export const pageKinds = ["page", "docs", "module", "genome"] as const;
export type PageKind = (typeof pageKinds)[number];

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === "string" && (pageKinds as readonly string[]).includes(value);
}
