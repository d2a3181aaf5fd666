import catalogJson from "./catalog.json" with { type: "json" };
import type { GenomeId, GenomeTemplate, MarketplaceModule, ModuleId } from "./catalog";

/**
 * The catalogue's modules for code that runs in the browser (the marketplace's detail dialog):
 * the same file as catalog.ts, typed by its schema but not parsed again. catalog.ts validates it
 * whenever the site is built, and the schema transforms nothing, so the file already has that
 * type; this keeps zod out of island bundles. Only types come from catalog.ts.
 */
const records = catalogJson.modules as unknown as readonly MarketplaceModule[];
const recordsById = new Map<string, MarketplaceModule>(records.map((module) => [module.id, module]));

export function findModuleRecord(id: string): MarketplaceModule | undefined {
  return recordsById.get(id);
}

/** Every module, in catalogue order, for browser code (the composer). */
export const moduleRecords: readonly MarketplaceModule[] = records;

/** Every genome template, in catalogue order, for browser code. */
export const genomeRecords = catalogJson.genomes as unknown as readonly GenomeTemplate[];

/** A module by a checked id: the build's validation guarantees every `ModuleId` is in the file. */
export function moduleRecord(id: ModuleId): MarketplaceModule {
  return recordsById.get(id)!;
}

export function genomeRecord(id: GenomeId): GenomeTemplate {
  return genomeRecords.find((genome) => genome.id === id)!;
}
