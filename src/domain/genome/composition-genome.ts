import type { GenomeId, ModuleId } from "@/domain/catalog/catalog";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import { buildGenome, type GenomeDefinition } from "@/domain/genome/genome-definition";
import type { Composition } from "./composition";
import { canonicalComposition, compositionFromTemplate, emptyComposition, resolveComposition, resolvedIds } from "./resolve-composition";

/**
 * The genome file of a composition: every module of its resolution (picked, required, integrators),
 * with only the parameter values that differ from the defaults (the CLI fills in the others) and
 * each module's enabled features. The genome pages write their templates' files through here too.
 */
export function compositionGenome(c: Composition): GenomeDefinition {
  return buildGenome({ id: c.project.name, modules: resolvedIds(resolveComposition(c)) }, c.project, (id) => ({
    parameters: c.parameters[id as ModuleId],
    features: c.features[id as ModuleId],
  }));
}

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

/**
 * A genome template's file, as its page and its Markdown twin show it: the template's adapters,
 * resolved like any composition, so it equals the composer's output for `?from=<id>`.
 */
export function templateGenome(id: GenomeId, description: string): GenomeDefinition {
  return compositionGenome(compositionFromTemplate(id, { description }));
}
