import { describe, expect, it } from "vitest";
import { genomes, getModule } from "@/domain/catalog/catalog";
import { GenomeResolutionError, resolveLayers, type DependencyNode } from "./resolve-order";

function fake(dependencies: string[]): DependencyNode {
  return { dependencies };
}

describe("resolveLayers", () => {
  it.each(genomes.map((genome) => [genome.id, genome.modules] as const))("orders %s so dependencies come first", (_id, ids) => {
    const layers = resolveLayers(ids);
    const position = new Map(layers.flatMap((layer, index) => layer.map((id) => [id, index] as const)));
    expect(position.size).toBe(ids.length);
    for (const id of ids) {
      for (const dependency of getModule(id)!.dependencies) expect(position.get(dependency)!).toBeLessThan(position.get(id)!);
    }
  });

  it("keeps the genome's order within a layer", () => {
    const [first] = resolveLayers(["database/drizzle", "framework/nextjs", "drizzle-nextjs-integration"]);
    expect(first).toEqual(["database/drizzle", "framework/nextjs"]);
  });

  it("names a dependency the genome forgot", () => {
    expect(() => resolveLayers(["drizzle-nextjs-integration", "database/drizzle"])).toThrow(/framework\/nextjs/);
  });

  it("rejects unknown modules and cycles", () => {
    expect(() => resolveLayers(["nope/nope"])).toThrow(GenomeResolutionError);
    const table = new Map([
      ["a", fake(["b"])],
      ["b", fake(["a"])],
    ]);
    expect(() => resolveLayers(["a", "b"], (id) => table.get(id))).toThrow(/cycle/);
  });
});
