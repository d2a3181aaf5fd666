import { describe, expect, it } from "vitest";
import { moduleCountOf } from "./module-count";
import { emptyComposition, pickModule, resolveComposition } from "./resolve-composition";

describe("moduleCountOf", () => {
  it("counts adapters picked or required as chosen, and integrators as wired", () => {
    // Vitest requires Next.js, and their integrator comes with them.
    const c = pickModule(emptyComposition(), "testing/vitest").composition;
    expect(moduleCountOf(resolveComposition(c))).toEqual({ total: 3, chosen: 2, wired: 1 });
  });

  it("counts nothing in an empty genome", () => {
    expect(moduleCountOf(resolveComposition(emptyComposition()))).toEqual({ total: 0, chosen: 0, wired: 0 });
  });
});
