import { docsGroupOfSlug, docsGroups, isDocsGroup } from "./docs-groups";

/** What the index keeps of one documentation page in one language. */
export interface DocsFileEntry {
  /** The page's path under its language's docs folder, without `.md`: `reference/cli/new`. */
  slug: string;
  locale: "en" | "fr";
  title: string;
  description: string;
  order: number;
}

function byReadingOrder(a: DocsFileEntry, b: DocsFileEntry): number {
  const group = (entry: DocsFileEntry) => docsGroups.indexOf(docsGroupOfSlug(entry.slug) as (typeof docsGroups)[number]);
  return group(a) - group(b) || a.order - b.order || a.slug.localeCompare(b.slug);
}

/**
 * The text of src/domain/docs/docs-index.ts for the documentation's files (see scripts/docs-index.ts):
 * each page once, in sidebar order, with its title and description in both languages. A page
 * without its twin, or outside a known group, stops the build here.
 */
export function docsIndexSource(entries: readonly DocsFileEntry[]): string {
  const english = entries.filter((entry) => entry.locale === "en").sort(byReadingOrder);
  const french = new Map(entries.filter((entry) => entry.locale === "fr").map((entry) => [entry.slug, entry]));
  for (const entry of english) {
    const group = docsGroupOfSlug(entry.slug);
    if (!isDocsGroup(group)) throw new Error(`docs/${entry.slug}.md is in no sidebar group (${docsGroups.join(", ")})`);
    if (!french.has(entry.slug)) throw new Error(`docs/${entry.slug}.md has no French twin fr/docs/${entry.slug}.md`);
    const twin = french.get(entry.slug)!;
    if (twin.order !== entry.order) throw new Error(`fr/docs/${entry.slug}.md has sidebar order ${twin.order}, its English twin ${entry.order}`);
  }
  const orphan = [...french.keys()].find((slug) => !english.some((entry) => entry.slug === slug));
  if (orphan) throw new Error(`fr/docs/${orphan}.md has no English twin docs/${orphan}.md`);

  const rows = english.map((entry) => {
    const twin = french.get(entry.slug)!;
    return [
      "  {",
      `    slug: ${JSON.stringify(entry.slug)},`,
      `    order: ${entry.order},`,
      `    title: { en: ${JSON.stringify(entry.title)}, fr: ${JSON.stringify(twin.title)} },`,
      `    description: { en: ${JSON.stringify(entry.description)}, fr: ${JSON.stringify(twin.description)} },`,
      "  },",
    ].join("\n");
  });
  return [
    "// Generated from the frontmatter of src/content/docs by scripts/docs-index.ts: do not edit by hand.",
    'import type { DocsIndexEntry } from "./docs-index-entry";',
    "",
    "/** Every documentation page, in sidebar order. */",
    "export const docsIndex = [",
    ...rows,
    "] as const satisfies readonly DocsIndexEntry[];",
    "",
  ].join("\n");
}
