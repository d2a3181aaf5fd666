import { findModuleRecord } from "@/domain/catalog/catalog-records";
import type { Composition } from "@/domain/genome/composition";
import type { GenomeDefinition } from "@/domain/genome/genome-definition";
import { canonicalComposition, emptyComposition } from "@/domain/genome/resolve-composition";

/**
 * Reads a genome back into a composition: its adapters picked, its parameters, and the features it
 * turns on or off against the defaults. Resolving it gives the genome's modules again.
 */
export function compositionFromGenome(genome: GenomeDefinition): Composition {
  const c = emptyComposition(genome.project);
  for (const entry of genome.modules) {
    const module = findModuleRecord(entry.id);
    if (!module) throw new Error(`The genome names unknown module ${entry.id}`);
    if (module.category === "adapter") c.picked.push(module.id);
    c.parameters[module.id] = entry.parameters;
    c.features[module.id] = Object.fromEntries(module.features.map((feature) => [feature.id, entry.features.includes(feature.id)]));
  }
  return canonicalComposition(c);
}
