import catalogJson from "./catalog.json" with { type: "json" };
import type { MarketplaceModule } from "./catalog";

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
