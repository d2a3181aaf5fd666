import type { GenomeId, ModuleId } from "@/domain/catalog/catalog";
import { buildGenome, type GenomeDefinition } from "@/domain/genome/genome-definition";
import type { Composition } from "./composition";
import { compositionFromTemplate, resolveComposition, resolvedIds } from "./resolve-composition";

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
 * A genome template's file, as its page and its Markdown twin show it: the template's adapters,
 * resolved like any composition, so it equals the composer's output for `?from=<id>`.
 */
export function templateGenome(id: GenomeId, description: string): GenomeDefinition {
  return compositionGenome(compositionFromTemplate(id, { description }));
}
