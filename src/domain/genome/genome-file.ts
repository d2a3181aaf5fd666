/** The file a genome is saved as, and passed to `architech new`. */
export function genomeFileName(genomeId: string): string {
  return `${genomeId}.genome.ts`;
}
