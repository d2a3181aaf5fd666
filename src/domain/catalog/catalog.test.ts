import { describe, expect, it } from "vitest";
import catalogJson from "./catalog.json" with { type: "json" };
import { genomes, getGenome, getModule, modules } from "./catalog";
import { parseCatalog } from "./catalog-schema";

/** The figures the landing data carried, kept as published; the site shows catalog-facts.ts's counts. */
const publishedStats = parseCatalog(catalogJson).stats;

const parameterTypes = new Set(["boolean", "string", "array", "select", "number"]);

describe("catalogue copy", () => {
  it("has the 38 modules of the shared catalogue with unique ids", () => {
    expect(modules).toHaveLength(38);
    expect(new Set(modules.map((entry) => entry.id)).size).toBe(38);
    expect(publishedStats.totalModules).toBe(modules.length);
  });

  it("matches the declared types at run time", () => {
    for (const entry of modules) {
      expect(["adapter", "integrator"]).toContain(entry.category);
      for (const parameter of entry.parameters) expect(parameterTypes.has(parameter.type)).toBe(true);
      for (const dependency of entry.dependencies) expect(getModule(dependency), `${entry.id} -> ${dependency}`).toBeDefined();
      expect(entry.githubUrl).toMatch(/^https:\/\/github\.com\/the-architech-xyz\/marketplace\/tree\//);
    }
  });

  it("names no adapter an integration: the word belongs to integrators, the kind that wires adapters together", () => {
    // The registry called blockchain/web3 "Viem Ethereum Integration"; this catalogue shows it as "Viem Ethereum Client".
    const adapterNames = modules.filter((entry) => entry.category === "adapter").map((entry) => entry.name);
    expect(adapterNames.filter((name) => /\bintegrat/i.test(name))).toEqual([]);
  });

  it("has four genome templates whose modules all exist", () => {
    expect(genomes.map((genome) => genome.id)).toEqual(["comprehensive-app", "saas-starter", "ecommerce-app", "blog-app"]);
    for (const genome of genomes) {
      for (const id of genome.modules) expect(getModule(id), `${genome.id} -> ${id}`).toBeDefined();
    }
    expect(getGenome("saas-starter")?.modules).toHaveLength(10);
    expect(getGenome("nope")).toBeUndefined();
  });
});

describe("catalogue facts the pages rely on", () => {
  it("offers every parameter default among its choices", () => {
    for (const entry of modules) {
      for (const parameter of entry.parameters) {
        if (!parameter.choices || parameter.default === undefined) continue;
        const defaults = Array.isArray(parameter.default) ? parameter.default : [parameter.default];
        for (const value of defaults) expect(parameter.choices, `${entry.id}.${parameter.name}`).toContain(value);
      }
    }
  });

  it("keeps the published figures the landing data carried", () => {
    expect(publishedStats).toEqual({ totalModules: 38, adapters: 18, integrators: 20, features: 0, templates: 0, contributors: 150 });
  });
});
