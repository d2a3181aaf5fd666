import { describe, expect, it } from "vitest";
import type { ModuleId } from "@/domain/catalog/catalog";
import { genomeIds } from "@/domain/catalog/catalog-ids";
import { genomeRecord, moduleRecord } from "@/domain/catalog/catalog-records";
import type { Composition } from "./composition";
import {
  canonicalComposition,
  compositionFromTemplate,
  dependentsOf,
  emptyComposition,
  pickModule,
  resolutionChanges,
  resolveComposition,
  resolvedIds,
  setFeature,
  setParameter,
  unpickModule,
} from "./resolve-composition";

function picking(...ids: ModuleId[]): Composition {
  return ids.reduce((c, id) => pickModule(c, id).composition, emptyComposition());
}

describe("resolveComposition", () => {
  it("wires Drizzle, Next.js and Better Auth with exactly their three integrators, the framework first as the CLI requires", () => {
    const resolution = resolveComposition(picking("database/drizzle", "framework/nextjs", "auth/better-auth"));
    expect(resolution.modules).toEqual([
      { id: "framework/nextjs", reason: { kind: "picked" } },
      { id: "auth/better-auth", reason: { kind: "picked" } },
      { id: "database/drizzle", reason: { kind: "picked" } },
      { id: "better-auth-drizzle-integration", reason: { kind: "wires", modules: ["auth/better-auth", "database/drizzle"] } },
      { id: "better-auth-nextjs-integration", reason: { kind: "wires", modules: ["auth/better-auth", "framework/nextjs"] } },
      { id: "drizzle-nextjs-integration", reason: { kind: "wires", modules: ["database/drizzle", "framework/nextjs"] } },
    ]);
  });

  it("adds Next.js when Vitest alone is picked, saying Vitest requires it, and wires them", () => {
    const resolution = resolveComposition(picking("testing/vitest"));
    expect(resolution.modules).toEqual([
      { id: "framework/nextjs", reason: { kind: "required", by: ["testing/vitest"] } },
      { id: "testing/vitest", reason: { kind: "picked" } },
      { id: "vitest-nextjs-integration", reason: { kind: "wires", modules: ["testing/vitest", "framework/nextjs"] } },
    ]);
  });

  it("names every module that requires a dependency", () => {
    const resolution = resolveComposition(picking("testing/vitest", "content/next-intl"));
    expect(resolution.modules.find((module) => module.id === "framework/nextjs")?.reason).toEqual({
      kind: "required",
      by: ["content/next-intl", "testing/vitest"],
    });
  });

  it("never picks an integrator: it comes with its group", () => {
    const c = pickModule(emptyComposition(), "drizzle-nextjs-integration");
    expect(c.composition.picked).toEqual([]);
    expect(resolveComposition({ ...emptyComposition(), picked: ["drizzle-nextjs-integration"] }).modules).toEqual([]);
  });

  it("resolves every template to its declared modules plus the integrators that apply", () => {
    for (const id of genomeIds) {
      const resolved = resolvedIds(resolveComposition(compositionFromTemplate(id)));
      for (const declared of genomeRecord(id).modules) expect(resolved, `${id} keeps ${declared}`).toContain(declared);
    }
    expect(resolvedIds(resolveComposition(compositionFromTemplate("comprehensive-app")))).toHaveLength(genomeRecord("comprehensive-app").modules.length);
  });
});

describe("pickModule", () => {
  it("announces the dependency and the integrators it brings", () => {
    const { composition, changes } = pickModule(emptyComposition(), "testing/vitest");
    expect(composition.picked).toEqual(["testing/vitest"]);
    expect(changes).toEqual([
      { kind: "added", id: "framework/nextjs", reason: { kind: "required", by: ["testing/vitest"] } },
      { kind: "added", id: "vitest-nextjs-integration", reason: { kind: "wires", modules: ["testing/vitest", "framework/nextjs"] } },
    ]);
  });

  it("replaces the ORM in a single-choice group, and its integrators and settings leave with it", () => {
    let c = picking("framework/nextjs", "database/drizzle");
    c = setParameter(c, "database/drizzle", "provider", "supabase");
    const { composition, changes } = pickModule(c, "database/prisma");
    expect(composition.picked).toEqual(["database/prisma", "framework/nextjs"]);
    expect(composition.parameters).toEqual({});
    expect(changes).toEqual([
      { kind: "replaced", id: "database/drizzle", by: "database/prisma" },
      { kind: "removed", id: "drizzle-nextjs-integration" },
      { kind: "added", id: "prisma-nextjs-integration", reason: { kind: "wires", modules: ["database/prisma", "framework/nextjs"] } },
    ]);
  });

  it("keeps several adapters of a multiple-choice group", () => {
    expect(picking("ui/shadcn-ui", "ui/tailwind").picked).toEqual(["ui/shadcn-ui", "ui/tailwind"]);
  });

  it("changes nothing for a module already picked", () => {
    const c = picking("framework/nextjs");
    expect(pickModule(c, "framework/nextjs")).toEqual({ composition: c, changes: [] });
  });
});

describe("dependentsOf and unpickModule", () => {
  const c = picking("testing/vitest", "content/next-intl", "database/drizzle");

  it("says which modules need Next.js before removing it", () => {
    expect(dependentsOf(c, "framework/nextjs")).toEqual(["content/next-intl", "testing/vitest"]);
    expect(dependentsOf(c, "database/drizzle")).toEqual([]);
  });

  it("keeps a required module unless its dependents go too", () => {
    expect(unpickModule(c, "framework/nextjs", { withDependents: false })).toEqual({ composition: c, changes: [] });
    const { composition, changes } = unpickModule(c, "framework/nextjs", { withDependents: true });
    expect(composition.picked).toEqual(["database/drizzle"]);
    expect(resolvedIds(resolveComposition(composition))).toEqual(["database/drizzle"]);
    expect(changes).toEqual([
      { kind: "removed", id: "content/next-intl" },
      { kind: "removed", id: "testing/vitest" },
      { kind: "removed", id: "drizzle-nextjs-integration" },
      { kind: "removed", id: "vitest-nextjs-integration" },
    ]);
  });

  it("removes a module nothing needs, with the integrators it completed", () => {
    const { composition, changes } = unpickModule(c, "database/drizzle", { withDependents: false });
    expect(composition.picked).toEqual(["content/next-intl", "testing/vitest"]);
    expect(changes).toEqual([{ kind: "removed", id: "drizzle-nextjs-integration" }]);
  });

  it("changes nothing for a module outside the genome", () => {
    expect(unpickModule(c, "payment/stripe", { withDependents: true })).toEqual({ composition: c, changes: [] });
  });
});

describe("resolutionChanges", () => {
  it("lists what left and what came without being picked", () => {
    const before = resolveComposition(picking("framework/nextjs"));
    const after = resolveComposition(picking("database/drizzle"));
    expect(resolutionChanges(before, after)).toEqual([{ kind: "removed", id: "framework/nextjs" }]);
    expect(resolutionChanges(after, resolveComposition(picking("database/drizzle", "testing/vitest")))).toEqual([
      { kind: "added", id: "framework/nextjs", reason: { kind: "required", by: ["testing/vitest"] } },
      { kind: "added", id: "drizzle-nextjs-integration", reason: { kind: "wires", modules: ["database/drizzle", "framework/nextjs"] } },
      { kind: "added", id: "vitest-nextjs-integration", reason: { kind: "wires", modules: ["testing/vitest", "framework/nextjs"] } },
    ]);
  });
});

describe("setParameter and setFeature", () => {
  const c = picking("database/drizzle", "framework/nextjs");

  it("keeps only values that differ from the defaults", () => {
    const changed = setParameter(c, "database/drizzle", "provider", "supabase");
    expect(changed.parameters).toEqual({ "database/drizzle": { provider: "supabase" } });
    expect(setParameter(changed, "database/drizzle", "provider", "neon").parameters).toEqual({});
    expect(setParameter(c, "database/drizzle", "provider", "neon").parameters).toEqual({});
  });

  it("compares lists by their items", () => {
    const zustand = picking("state/zustand");
    expect(setParameter(zustand, "state/zustand", "middleware", ["persist"]).parameters).toEqual({});
    expect(setParameter(zustand, "state/zustand", "middleware", ["persist", "devtools"]).parameters).toEqual({
      "state/zustand": { middleware: ["persist", "devtools"] },
    });
  });

  it("ignores unknown parameters, values outside the choices and modules outside the genome", () => {
    expect(setParameter(c, "database/drizzle", "nope", "x")).toBe(c);
    expect(setParameter(c, "database/drizzle", "provider", "oracle")).toBe(c);
    expect(setParameter(c, "database/drizzle", "migrations", "yes")).toBe(c);
    expect(setParameter(c, "payment/stripe", "currency", "eur")).toBe(c);
  });

  it("keeps only features switched against their default, integrators' included", () => {
    const on = setFeature(c, "database/drizzle", "seeding", true);
    expect(on.features).toEqual({ "database/drizzle": { seeding: true } });
    expect(setFeature(on, "database/drizzle", "seeding", false).features).toEqual({});
    expect(setFeature(c, "database/drizzle", "migrations", true).features).toEqual({});
    expect(setFeature(c, "drizzle-nextjs-integration", "adminPanel", false).features).toEqual({ "drizzle-nextjs-integration": { adminPanel: false } });
    expect(setFeature(c, "database/drizzle", "nope", true)).toBe(c);
  });
});

describe("compositionFromTemplate and canonicalComposition", () => {
  it("picks a template's adapters, never its integrators", () => {
    const c = compositionFromTemplate("blog-app", { description: "A blog" });
    expect(c).toEqual({
      project: { name: "blog-app", description: "A blog" },
      from: "blog-app",
      picked: ["auth/better-auth", "content/next-intl", "database/drizzle", "framework/nextjs", "state/zustand", "testing/vitest", "ui/shadcn-ui"],
      parameters: {},
      features: {},
    });
    for (const id of c.picked) expect(moduleRecord(id).category).toBe("adapter");
  });

  it("orders picks, keeps the first of a single-choice group and drops default or orphan settings", () => {
    const c = canonicalComposition({
      ...emptyComposition(),
      picked: ["framework/nextjs", "database/prisma", "database/drizzle", "framework/nextjs", "drizzle-nextjs-integration"],
      parameters: { "database/prisma": { studio: true, provider: "mysql" }, "payment/stripe": { currency: "eur" } },
      features: { "database/drizzle": { seeding: true } },
    });
    expect(c.picked).toEqual(["database/prisma", "framework/nextjs"]);
    expect(c.parameters).toEqual({ "database/prisma": { provider: "mysql" } });
    expect(c.features).toEqual({});
  });
});
