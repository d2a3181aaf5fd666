import { describe, expect, it } from "vitest";
import catalogJson from "@/domain/catalog/catalog.json" with { type: "json" };
import { parseCatalog } from "@/domain/catalog/catalog-schema";
import { catalogFacts } from "./catalog-facts";

describe("catalogFacts", () => {
  it("counts 38 modules: 18 adapters and 20 integrators, as published", () => {
    const facts = catalogFacts();
    expect(facts.moduleCount).toBe(38);
    expect(facts.adapterCount).toBe(18);
    expect(facts.integratorCount).toBe(20);
    expect(facts.adapterCount).toBe(parseCatalog(catalogJson).stats.adapters);
    expect(facts.integratorCount).toBe(parseCatalog(catalogJson).stats.integrators);
    expect(facts.genomeCount).toBe(4);
  });

  it("counts the catalogue as the data README states it", () => {
    const facts = catalogFacts();
    expect(facts).toMatchObject({ moduleCount: 38, adapterCount: 18, integratorCount: 20, genomeCount: 4, dependencyLinks: 41 });
    // The blog template lists 9 modules and installs 15 once its integrators are wired, as its card says.
    expect(facts.smallestGenome).toBe(15);
    expect(facts.largestGenome).toBe(34);
  });
});
