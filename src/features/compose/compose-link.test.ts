import { describe, expect, it } from "vitest";
import { modules } from "@/domain/catalog/catalog";
import { resolveComposition, resolvedIds } from "@/domain/genome/resolve-composition";
import { composerQueryFor } from "./compose-link";
import { decodeComposition } from "./composition-url";

describe("composerQueryFor", () => {
  it("opens the composer with every module in the genome, an integrator through the modules it wires", () => {
    for (const module of modules) {
      const { composition, dropped } = decodeComposition(composerQueryFor(module));
      expect(dropped, module.id).toEqual([]);
      expect(resolvedIds(resolveComposition(composition)), module.id).toContain(module.id);
    }
    expect(composerQueryFor(modules.find((module) => module.id === "database/drizzle")!)).toBe("m=drizzle");
  });
});
