import { describe, expect, it } from "vitest";
import { genomes, modules } from "@/domain/catalog/catalog";
import { countByCategory, filterMarketplace, matchesQuery, offeredCategories, type MarketplaceSearchItem } from "./filter-marketplace";

const stripe: MarketplaceSearchItem = { id: "payment/stripe", name: "Stripe Payment Processing", description: "Paiements Stripe et abonnements", category: "adapter" };
const drizzle: MarketplaceSearchItem = { id: "database/drizzle", name: "Drizzle ORM", description: "SQL typé avec migrations", category: "adapter" };
const joined: MarketplaceSearchItem = { id: "stripe-drizzle-integration", name: "Stripe Drizzle Integration", description: "Enregistre les paiements", category: "integrator" };
const shop: MarketplaceSearchItem = { id: "ecommerce-app", name: "E-commerce Platform", description: "Stripe checkout on Drizzle", category: "template" };
const items = [stripe, drizzle, joined, shop];

const ids = (list: MarketplaceSearchItem[]) => list.map((item) => item.id);

describe("marketplace filter", () => {
  it("matches name or description, ignoring case and surrounding spaces", () => {
    expect(matchesQuery(stripe, "STRIPE")).toBe(true);
    expect(matchesQuery(drizzle, "  migrations ")).toBe(true);
    expect(matchesQuery(drizzle, "typé")).toBe(true);
    expect(matchesQuery(drizzle, "prisma")).toBe(false);
  });

  it("combines the search with the category, templates included", () => {
    expect(ids(filterMarketplace(items, { q: "stripe", category: "all" }))).toEqual(["payment/stripe", "stripe-drizzle-integration", "ecommerce-app"]);
    expect(ids(filterMarketplace(items, { q: "stripe", category: "integrator" }))).toEqual(["stripe-drizzle-integration"]);
    expect(ids(filterMarketplace(items, { q: "", category: "adapter" }))).toEqual(["payment/stripe", "database/drizzle"]);
    expect(ids(filterMarketplace(items, { q: "", category: "template" }))).toEqual(["ecommerce-app"]);
    expect(filterMarketplace(items, { q: "nothing-like-this", category: "all" })).toEqual([]);
  });

  it("counts each category within the current search", () => {
    expect(countByCategory(items, "")).toEqual({ all: 4, adapter: 2, integrator: 1, template: 1 });
    expect(countByCategory(items, "drizzle")).toEqual({ all: 3, adapter: 1, integrator: 1, template: 1 });
  });

  it("offers a chip only for a kind that has entries", () => {
    expect(offeredCategories(items)).toEqual(["all", "adapter", "integrator", "template"]);
    expect(offeredCategories([stripe, drizzle, joined])).toEqual(["all", "adapter", "integrator"]);
  });

  it("counts the real marketplace as 42 = 18 adapters + 20 integrators + 4 genome templates", () => {
    const catalogue = [
      ...modules.map((module) => ({ ...module, description: "" })),
      ...genomes.map((genome) => ({ id: genome.id, name: genome.name, description: "", category: "template" as const })),
    ];
    expect(countByCategory(catalogue, "")).toEqual({ all: 42, adapter: 18, integrator: 20, template: 4 });
  });
});
