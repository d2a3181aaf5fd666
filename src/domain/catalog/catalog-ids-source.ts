interface CatalogIdSource {
  modules: { id: string; category: string; group: unknown }[];
  genomes: { id: string }[];
}

function constList(name: string, doc: string, values: readonly string[]): string {
  return [`/** ${doc} */`, `export const ${name} = [`, ...values.map((value) => `  ${JSON.stringify(value)},`), "] as const;", ""].join("\n");
}

/** The text of src/domain/catalog/catalog-ids.ts for a catalogue file (see scripts/catalog-ids.ts). */
export function catalogIdsSource(catalog: CatalogIdSource): string {
  const groups = catalog.modules.flatMap((module) =>
    module.category === "adapter" && typeof module.group === "string" ? [module.group] : [],
  );
  return [
    "// Generated from catalog.json by scripts/catalog-ids.ts: do not edit by hand.",
    "",
    constList("moduleIds", "Every module id, in catalogue order.", catalog.modules.map((module) => module.id)),
    constList("genomeIds", "Every genome template id, in catalogue order.", catalog.genomes.map((genome) => genome.id)),
    constList("adapterGroups", "The technology groups of the adapters, in order of first appearance.", [...new Set(groups)]),
    "export type ModuleId = (typeof moduleIds)[number];",
    "export type GenomeId = (typeof genomeIds)[number];",
    "export type AdapterGroup = (typeof adapterGroups)[number];",
    "",
  ].join("\n");
}
