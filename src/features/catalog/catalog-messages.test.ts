import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { adapterGroups, genomes, modules } from "@/domain/catalog/catalog";
import { genomeCapabilities, genomeCapabilityTags } from "@/domain/catalog/genome-capabilities";
import { marketplaceKinds } from "@/domain/catalog/module-kinds";
import { catalogMessageKey, genomeTags } from "@/domain/catalog/catalog-derived";

const catalogs = { en: en.Catalog, fr: fr.Catalog } as const;

describe.each(Object.entries(catalogs))("catalogue copy in %s", (_locale, copy) => {
  const moduleCopy = copy.modules as Record<string, string>;
  const genomeCopy = copy.genomes as Record<string, Record<string, string>>;

  it("describes every module, and only those", () => {
    expect(Object.keys(moduleCopy).sort()).toEqual(modules.map((module) => catalogMessageKey(module.id)).sort());
    for (const description of Object.values(moduleCopy)) expect(description.length).toBeGreaterThan(30);
  });

  it("names every feature its module's author named, and only those", () => {
    const featureCopy = copy.features as Record<string, Record<string, string>>;
    const expected = Object.fromEntries(
      modules
        .map((module) => [catalogMessageKey(module.id), module.features.filter((feature) => feature.name !== null).map((feature) => feature.id).sort()] as const)
        .filter(([, ids]) => ids.length > 0),
    );
    const actual = Object.fromEntries(Object.entries(featureCopy).map(([key, names]) => [key, Object.keys(names).sort()]));
    expect(actual).toEqual(expected);
  });

  it("names, describes and frames the challenge of every genome", () => {
    expect(Object.keys(genomeCopy).sort()).toEqual(genomes.map((genome) => catalogMessageKey(genome.id)).sort());
    for (const entry of Object.values(genomeCopy)) {
      expect(Object.keys(entry).sort()).toEqual(["challenge", "description", "name"]);
      expect(entry.challenge?.length).toBeGreaterThan(100);
    }
  });

  it("labels every tag, capability, use case, complexity and module kind", () => {
    expect(Object.keys(copy.tags).sort()).toEqual([...genomeTags]);
    expect(Object.keys(copy.capabilities).sort()).toEqual([...genomeCapabilities].sort());
    expect(Object.keys(copy.useCases).sort()).toEqual([...new Set(genomes.map((genome) => genome.useCase))].sort());
    expect(Object.keys(copy.complexity).sort()).toEqual([...new Set(genomes.map((genome) => genome.complexity))].sort());
    expect(Object.keys(copy.categories).sort()).toEqual([...marketplaceKinds].sort());
  });

  it("names every adapter group", () => {
    expect(Object.keys(copy.groups).sort()).toEqual([...adapterGroups].sort());
  });

  it("uses one word for a capability and the tag that stands for it, so a genome page and its card agree", () => {
    const tags = copy.tags as Record<string, string>;
    const capabilities = copy.capabilities as Record<string, string>;
    for (const [capability, [ownTag]] of Object.entries(genomeCapabilityTags)) {
      if (ownTag) expect(tags[ownTag], capability).toBe(capabilities[capability]);
    }
  });
});
