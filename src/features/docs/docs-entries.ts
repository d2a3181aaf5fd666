import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import type { CliCommandKey } from "@/domain/cli/commands";
import { defaultLocale, type Locale } from "@/i18n/routing";

/*
 * The documentation's collection (src/content.config.ts), read by pages and endpoints only:
 * astro:content exists inside Astro's build, not in unit tests, which read the same files through
 * scripts/lib/docs-files.ts.
 */

export type DocsEntry = CollectionEntry<"docs">;

/** A page's entry id: `docs/start/introduction`, `fr/docs/start/introduction`. */
export function docsEntryId(locale: Locale, slug: string): string {
  return locale === defaultLocale ? `docs/${slug}` : `${locale}/docs/${slug}`;
}

export async function loadDocsEntry(locale: Locale, slug: string): Promise<DocsEntry> {
  const entry = await getEntry("docs", docsEntryId(locale, slug));
  if (!entry) throw new Error(`No documentation page ${slug} in ${locale}: src/content/docs/${docsEntryId(locale, slug)}.md`);
  return entry;
}

/** The docs pages of one language as their Markdown twins are written from them, by slug. */
export async function loadDocsSources(locale: Locale): Promise<Map<string, { body: string; command?: CliCommandKey }>> {
  const prefix = docsEntryId(locale, "");
  const entries = await getCollection("docs", (entry) => entry.id.startsWith(prefix));
  return new Map(entries.map((entry) => [entry.id.slice(prefix.length), { body: entry.body ?? "", command: entry.data.command }]));
}
