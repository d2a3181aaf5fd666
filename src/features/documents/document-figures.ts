import { getModule, type GenomeId } from "@/domain/catalog/catalog";

/**
 * What the documents' figures are drawn from, shared by the pages and their Markdown twins: the
 * genome the product brief writes out and the white paper plans, and the integrator whose
 * manifest the white paper prints.
 */
export const EXAMPLE_GENOME_ID: GenomeId = "saas-starter";
export const MANIFEST_MODULE_ID = "stripe-drizzle-integration";

/** The facts of a module's manifest that resolution reads, as published in the catalogue. */
export function manifestCode(id: string): string {
  const manifest = getModule(id);
  if (!manifest) throw new Error(`Unknown module ${id}`);
  const { category, group, version, cliVersion, dependencies } = manifest;
  return `${JSON.stringify({ id, category, joins: group, version, cliVersion, dependencies }, null, 2)}\n`;
}
