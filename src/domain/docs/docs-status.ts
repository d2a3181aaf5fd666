import { findDocsPage, type DocsPage } from "./docs-nav";

/**
 * The two pages that say where the documented state of the CLI stands (src/domain/cli/documented-state.ts):
 * the Status page, what works in it and what does not, from the runs of one day; and the Versions
 * page, what later states changed. The docs home and the installation page link both.
 */
export const DOCS_STATUS = {
  status: "status",
  versions: "reference/versions",
  /** The day the Status page's runs were made (facts/CLI-FACTS.md §8). */
  checked: "2026-11-28",
} as const;

function page(slug: string): DocsPage {
  const found = findDocsPage(slug);
  if (!found) throw new Error(`No documentation page ${slug}`);
  return found;
}

export const docsStatusPage = (): DocsPage => page(DOCS_STATUS.status);
export const docsVersionsPage = (): DocsPage => page(DOCS_STATUS.versions);

/** The day the status was checked as a reader writes it, kept on one line: "November 28, 2026", "28 novembre 2026". */
export function docsStatusCheckedDate(locale: string): string {
  const date = new Date(`${DOCS_STATUS.checked}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date).replace(/ /g, "\u00a0");
}
