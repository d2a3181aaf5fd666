/** The file a genome is saved as when nothing names it: what the landing page, the demo and the preview images show. */
export const GENOME_FILE_NAME = "genome.ts";

/** The file a template's genome is saved as, and passed to `architech new`: `saas-starter.genome.ts`. */
export function genomeFileName(genomeId: string): string {
  return `${genomeId}.${GENOME_FILE_NAME}`;
}
