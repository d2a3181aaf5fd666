import { describe, expect, it } from "vitest";
import { genomes, getGenome, moduleById, modules } from "./catalog";
import { integratorsFor } from "./catalog-graph";
import { isMarketplaceCategory } from "./module-kinds";
import {
  genomesUsing,
  integratorsWiring,
  moduleDependencies,
  moduleDependents,
  catalogMessageKey,
  genomeCapabilitiesOf,
  genomeTags,
} from "./catalog-derived";

function genome(id: string) {
  const found = getGenome(id);
  if (!found) throw new Error(id);
  return found;
}

describe("derived catalogue facts", () => {
  it("accepts only the four marketplace categories: all, the two kinds of module and the templates", () => {
    expect(["all", "adapter", "integrator", "template"].every(isMarketplaceCategory)).toBe(true);
    expect(isMarketplaceCategory("feature")).toBe(false);
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
    expect(saas.modules.map(moduleById).map((module) => module.id)).toEqual(saas.modules);
    expect(genomes.map((genome) => genome.modules.length)).toEqual([34, 10, 12, 9]);
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

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe("links between modules", () => {
  it("lists a module's dependencies and its dependents", () => {
    expect(ids(moduleDependencies("better-auth-drizzle-integration"))).toEqual(["auth/better-auth", "database/drizzle"]);
    expect(moduleDependencies("database/drizzle")).toEqual([]);
    expect(ids(moduleDependents("framework/nextjs"))).toEqual(expect.arrayContaining(["content/next-intl", "testing/vitest", "drizzle-nextjs-integration"]));
    expect(ids(moduleDependents("database/drizzle"))).toEqual([
      "better-auth-drizzle-integration",
      "docker-drizzle-integration",
      "drizzle-nextjs-integration",
      "sentry-drizzle-nextjs-integration",
      "stripe-drizzle-integration",
    ]);
    expect(moduleDependents("better-auth-drizzle-integration")).toEqual([]);
    // Every dependency link seen from both ends: 41 links in the shared data.
    expect(modules.reduce((total, module) => total + moduleDependents(module.id).length, 0)).toBe(41);
  });

  it("finds the integrators that wire a set of adapters: every module of their group is present", () => {
    expect(ids(integratorsFor(["database/drizzle", "framework/nextjs", "auth/better-auth"]))).toEqual([
      "better-auth-drizzle-integration",
      "better-auth-nextjs-integration",
      "drizzle-nextjs-integration",
    ]);
    // The three-way integrator needs all three of its modules.
    expect(ids(integratorsFor(["observability/sentry", "framework/nextjs"]))).toEqual(["sentry-nextjs-integration"]);
    expect(ids(integratorsFor(["observability/sentry", "framework/nextjs", "database/drizzle"]))).toEqual([
      "drizzle-nextjs-integration",
      "sentry-drizzle-nextjs-integration",
      "sentry-nextjs-integration",
    ]);
    expect(integratorsFor(["database/drizzle"])).toEqual([]);
  });

  it("wires each template's own integrators from its adapters", () => {
    for (const template of genomes) {
      const wired = ids(integratorsFor(template.modules));
      const listed = template.modules.filter((id) => id.endsWith("-integration"));
      expect(listed.every((id) => wired.includes(id)), template.id).toBe(true);
    }
  });

  it("lists the integrators that connect a module to others", () => {
    expect(ids(integratorsWiring("ui/shadcn-ui"))).toEqual([
      "resend-shadcn-integration",
      "shadcn-nextjs-integration",
      "shadcn-zustand-integration",
      "stripe-shadcn-integration",
      "web3-shadcn-integration",
    ]);
    expect(integratorsWiring("tooling/dev-tools")).toEqual([]);
  });

  it("finds the genomes that use a module", () => {
    expect(ids(genomesUsing("payment/stripe"))).toEqual(["comprehensive-app", "saas-starter", "ecommerce-app"]);
    expect(ids(genomesUsing("database/prisma"))).toEqual([]);
    expect(ids(genomesUsing("framework/nextjs"))).toEqual(ids(genomes));
  });
});
