import { describe, expect, it } from "vitest";
import { genomes, getGenome, modules, publishedStats } from "./catalog";
import {
  catalogMessageKey,
  catalogStats,
  genomeCapabilitiesOf,
  genomeModuleCount,
  genomeModules,
  genomeTags,
  isMarketplaceCategory,
} from "./catalog-derived";

function genome(id: string) {
  const found = getGenome(id);
  if (!found) throw new Error(id);
  return found;
}

describe("derived catalogue facts", () => {
  it("counts 38 modules: 18 adapters and 20 integrators, as published", () => {
    expect(catalogStats.totalModules).toBe(38);
    expect(catalogStats.adapters).toBe(18);
    expect(catalogStats.integrators).toBe(20);
    expect(catalogStats.adapters).toBe(publishedStats.adapters);
    expect(catalogStats.integrators).toBe(publishedStats.integrators);
    expect(catalogStats.contributors).toBe(150);
  });

  it("reports no features or templates because the list has none", () => {
    expect(catalogStats.features).toBe(0);
    expect(catalogStats.templates).toBe(0);
    expect(catalogStats.genomes).toBe(4);
  });

  it("accepts only the five marketplace categories", () => {
    expect(["all", "adapter", "integrator", "feature", "template"].every(isMarketplaceCategory)).toBe(true);
    expect(isMarketplaceCategory("integration")).toBe(false);
    expect(isMarketplaceCategory("")).toBe(false);
  });

  it("maps every id to a distinct message key without dots or slashes", () => {
    const keys = [...modules.map((module) => module.id), ...genomes.map((entry) => entry.id)].map(catalogMessageKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_-]+$/);
    expect(catalogMessageKey("auth/better-auth")).toBe("auth_better-auth");
  });

  it("lists a genome's modules in template order, with their count", () => {
    const saas = genome("saas-starter");
    expect(genomeModules(saas).map((module) => module.id)).toEqual(saas.modules);
    expect(genomes.map(genomeModuleCount)).toEqual([34, 10, 12, 9]);
  });

  it("sorts the distinct template tags", () => {
    expect(genomeTags).toEqual([...genomeTags].sort());
    expect(new Set(genomeTags).size).toBe(genomeTags.length);
    expect(genomeTags).toContain("saas");
    expect(genomeTags).toHaveLength(new Set(genomes.flatMap((entry) => entry.tags)).size);
  });

  it("derives a genome's capabilities only from its modules and tags", () => {
    expect(genomeCapabilitiesOf(genome("saas-starter"))).toEqual(["auth", "payments", "database", "dashboard"]);
    expect(genomeCapabilitiesOf(genome("blog-app"))).toEqual(["auth", "database", "cms", "seo", "i18n"]);
    expect(genomeCapabilitiesOf(genome("comprehensive-app"))).toContain("email");
  });
});
