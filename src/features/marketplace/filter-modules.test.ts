import { describe, expect, it } from "vitest";
import { modules } from "@/domain/catalog/catalog";
import { countModulesByCategory, filterModules, matchesModuleQuery, type ModuleSearchItem } from "./filter-modules";
import { moduleCommand } from "@/domain/catalog/module-command";

const stripe: ModuleSearchItem = { id: "payment/stripe", name: "Stripe Payment Processing", description: "Paiements Stripe et abonnements", category: "adapter" };
const drizzle: ModuleSearchItem = { id: "database/drizzle", name: "Drizzle ORM", description: "SQL typé avec migrations", category: "adapter" };
const joined: ModuleSearchItem = { id: "stripe-drizzle-integration", name: "Stripe Drizzle Integration", description: "Enregistre les paiements", category: "integrator" };
const items = [stripe, drizzle, joined];

const ids = (list: ModuleSearchItem[]) => list.map((item) => item.id);

describe("marketplace filter", () => {
  it("matches name or description, ignoring case and surrounding spaces", () => {
    expect(matchesModuleQuery(stripe, "STRIPE")).toBe(true);
    expect(matchesModuleQuery(drizzle, "  migrations ")).toBe(true);
    expect(matchesModuleQuery(drizzle, "typé")).toBe(true);
    expect(matchesModuleQuery(drizzle, "prisma")).toBe(false);
  });

  it("combines the search with the category", () => {
    expect(ids(filterModules(items, { q: "stripe", category: "all" }))).toEqual(["payment/stripe", "stripe-drizzle-integration"]);
    expect(ids(filterModules(items, { q: "stripe", category: "integrator" }))).toEqual(["stripe-drizzle-integration"]);
    expect(ids(filterModules(items, { q: "", category: "adapter" }))).toEqual(["payment/stripe", "database/drizzle"]);
    expect(filterModules(items, { q: "", category: "feature" })).toEqual([]);
    expect(filterModules(items, { q: "nothing-like-this", category: "all" })).toEqual([]);
  });

  it("counts each category within the current search", () => {
    expect(countModulesByCategory(items, "")).toEqual({ all: 3, adapter: 2, integrator: 1, feature: 0, template: 0 });
    expect(countModulesByCategory(items, "drizzle")).toEqual({ all: 2, adapter: 1, integrator: 1, feature: 0, template: 0 });
  });

  it("counts the real catalogue as 38 = 18 + 20", () => {
    const catalogue = modules.map((module) => ({ ...module, description: "" }));
    expect(countModulesByCategory(catalogue, "")).toEqual({ all: 38, adapter: 18, integrator: 20, feature: 0, template: 0 });
  });

  it("adds adapters and enhances with integrators", () => {
    expect(moduleCommand({ id: "payment/stripe", category: "adapter" })).toBe("architech add payment/stripe");
    expect(moduleCommand({ id: "stripe-drizzle-integration", category: "integrator" })).toBe("architech enhance stripe-drizzle-integration");
  });
});
