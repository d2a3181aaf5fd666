import { docsGroupOfSlug, docsGroups, type DocsGroup } from "./docs-groups";
import { docsIndex } from "./docs-index";
import type { DocsIndexEntry } from "./docs-index-entry";
import { route } from "@/domain/site/page-paths";

/** The documentation's home: the list of its groups and pages. */
export const DOCS_HOME_PATH = route("docs");

export type DocsSlug = (typeof docsIndex)[number]["slug"];
export type DocsPage = DocsIndexEntry & { slug: DocsSlug };

export const docsPages: readonly DocsPage[] = docsIndex;

/** A page's path without locale prefix: `/docs/reference/cli/new`. */
export function docsPagePath(slug: string): string {
  return `${DOCS_HOME_PATH}/${slug}`;
}

export function docsGroupOf(slug: string): DocsGroup {
  return docsGroupOfSlug(slug) as DocsGroup;
}

export function findDocsPage(slug: string): DocsPage | undefined {
  return docsPages.find((page) => page.slug === slug);
}

/** The sidebar: every group, in reading order, with its pages in theirs. */
export function docsSidebar(): { group: DocsGroup; pages: DocsPage[] }[] {
  return docsGroups.map((group) => ({ group, pages: docsPages.filter((page) => docsGroupOf(page.slug) === group) }));
}

/** The pages before and after one, in the sidebar's reading order, across groups. */
export function docsNeighbours(slug: string): { previous?: DocsPage; next?: DocsPage } {
  const index = docsPages.findIndex((page) => page.slug === slug);
  if (index < 0) throw new Error(`No documentation page ${slug}`);
  return { previous: docsPages[index - 1], next: docsPages[index + 1] };
}
