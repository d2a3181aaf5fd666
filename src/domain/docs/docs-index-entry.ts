/** One documentation page in the generated index (src/domain/docs/docs-index.ts). */
export interface DocsIndexEntry {
  /** Its path under `/docs/`: `reference/cli/new`. Its folder is its sidebar group. */
  slug: string;
  /** Its place in its group. */
  order: number;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
}
