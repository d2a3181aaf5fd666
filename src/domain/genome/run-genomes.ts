import type { GenomeId } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { templateGenome } from "./composition-genome";
import { genomeToTypeScript } from "./genome-code";
import { buildGenome, type GenomeDefinition } from "./genome-definition";

/**
 * The genome files a run of the CLI takes (scripts and tests in Node: nothing here imports Astro),
 * written by the same writer as every genome on the site, so what a run records is what a visitor
 * downloads.
 */

/** A genome of these catalogue modules, each with its defaults, in the order the CLI runs them. */
export function genomeForModules(ids: readonly string[], project: { name: string; description?: string }): GenomeDefinition {
  return buildGenome({ id: project.name, modules: ids }, { name: project.name, description: project.description ?? "" });
}

/** The state-B genome file (`export default { … }`) of these catalogue modules, each with its defaults. */
export function genomeFileForModules(ids: readonly string[], project: { name: string; description?: string }): string {
  return genomeToTypeScript(genomeForModules(ids, project));
}

/** A template's genome file exactly as its page, the composer (`?from=<id>`) and its download write it, in English by default. */
export function templateGenomeFile(id: GenomeId, description: string = getCatalogCopy("en").genome(id, "description")): string {
  return genomeToTypeScript(templateGenome(id, description));
}
