import { describe, expect, it } from "vitest";
import { genomes, getModule, modules, publishedStats } from "./catalog";

const parameterTypes = new Set(["boolean", "string", "array", "select", "number"]);

describe("catalogue copy", () => {
  it("holds 38 unique modules and 4 genome templates", () => {
    expect(modules).toHaveLength(38);
    expect(new Set(modules.map((module) => module.id)).size).toBe(38);
    expect(genomes.map((genome) => genome.id)).toEqual(["comprehensive-app", "saas-starter", "ecommerce-app", "blog-app"]);
  });

  it("matches the declared types at run time", () => {
    for (const entry of modules) {
      expect(["adapter", "integrator"]).toContain(entry.category);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.githubUrl).toMatch(/^https:\/\/github\.com\//);
      for (const parameter of entry.parameters) {
        expect(parameterTypes.has(parameter.type), `${entry.id}.${parameter.name}`).toBe(true);
        if (!parameter.choices || parameter.default === undefined) continue;
        const defaults = Array.isArray(parameter.default) ? parameter.default : [parameter.default];
        for (const value of defaults) expect(parameter.choices, `${entry.id}.${parameter.name}`).toContain(value);
      }
    }
  });

  it("resolves every dependency and every genome module to a module of the list", () => {
    for (const entry of modules) for (const dependency of entry.dependencies) expect(getModule(dependency), dependency).toBeDefined();
    for (const genome of genomes) for (const id of genome.modules) expect(getModule(id), id).toBeDefined();
  });

  it("keeps the published figures the landing data carried", () => {
    expect(publishedStats).toEqual({ totalModules: 38, adapters: 18, integrators: 20, features: 0, templates: 0, contributors: 150 });
  });
});
