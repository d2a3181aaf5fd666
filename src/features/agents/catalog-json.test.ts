import { describe, expect, it } from "vitest";
import { catalogVersion, genomes, modules } from "@/domain/catalog/catalog";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { absoluteUrl } from "@/lib/site-config";
import { CATALOG_JSON_SCHEMA_VERSION, catalogJson } from "./catalog-json";

describe("the public catalogue JSON", () => {
  const catalog = JSON.parse(JSON.stringify(catalogJson())) as ReturnType<typeof catalogJson>;

  it("is versioned, both in shape and in data", () => {
    expect(catalog.schemaVersion).toBe(CATALOG_JSON_SCHEMA_VERSION);
    expect(catalog.catalogVersion).toBe(catalogVersion);
  });

  it("has every module and genome, with the figures the pages show", () => {
    expect(catalog.modules).toHaveLength(38);
    expect(catalog.genomes).toHaveLength(4);
    const facts = catalogFacts();
    expect(catalog.stats).toEqual({ totalModules: facts.moduleCount, adapters: facts.adapterCount, integrators: facts.integratorCount, genomes: facts.genomeCount });
    expect(catalog.stats.totalModules).toBe(catalog.modules.length);
    expect(catalog.stats.adapters).toBe(catalog.modules.filter((module) => module.category === "adapter").length);
    expect(catalog.stats.integrators).toBe(catalog.modules.filter((module) => module.category === "integrator").length);
    expect(catalog.stats.genomes).toBe(catalog.genomes.length);
    expect(Object.keys(catalog.stats)).not.toContain("contributors");
    // No figure the catalogue cannot back: no contributors, no feature or template module count.
    expect(Object.keys(catalog.stats).sort()).toEqual(["adapters", "genomes", "integrators", "totalModules"]);
  });

  it("gives each genome what its file installs, counted as its page counts it", () => {
    const saas = catalog.genomes.find((genome) => genome.id === "saas-starter")!;
    expect(saas.modules).toHaveLength(10);
    expect(saas.installs).toMatchObject({ total: 18, chosen: 7, wired: 11 });
    expect(saas.installs.modules).toHaveLength(18);
  });

  it("gives each module its facts, its prose in both languages and the addresses of its pages", () => {
    modules.forEach((module, index) => {
      const entry = catalog.modules[index]!;
      expect(entry).toMatchObject({
        id: module.id,
        name: module.name,
        category: module.category,
        version: module.version,
        cliVersion: module.cliVersion,
        dependencies: module.dependencies,
        parameters: module.parameters,
        features: module.features,
        source: module.githubUrl,
      });
      expect("group" in entry ? entry.group : entry.joins).toEqual(module.group);
      expect("group" in entry).toBe(module.category === "adapter");
      expect(entry.description).toEqual({
        en: getCatalogCopy("en").moduleDescription(module.id),
        fr: getCatalogCopy("fr").moduleDescription(module.id),
      });
      expect(entry.links?.markdown).toEqual({
        en: absoluteUrl(`/marketplace/${module.id}.md`),
        fr: absoluteUrl(`/fr/marketplace/${module.id}.md`),
      });
    });
  });

  it("lists each genome's modules in order, every one of them in the catalogue", () => {
    const ids = new Set(catalog.modules.map((module) => module.id));
    genomes.forEach((genome, index) => {
      const entry = catalog.genomes[index]!;
      expect(entry.modules).toEqual(genome.modules);
      for (const id of entry.modules) expect(ids.has(id)).toBe(true);
      expect(entry.name.fr).toBe(getCatalogCopy("fr").genome(genome.id, "name"));
      expect(entry.links?.page.en).toBe(absoluteUrl(`/solutions/${genome.id}`));
    });
    for (const module of catalog.modules) for (const dependency of module.dependencies) expect(ids.has(dependency)).toBe(true);
  });
});
