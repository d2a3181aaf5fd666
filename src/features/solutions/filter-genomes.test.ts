import { describe, expect, it } from "vitest";
import { filterGenomes, type GenomeSearchItem } from "./filter-genomes";

const items: GenomeSearchItem[] = [
  { id: "saas-starter", name: "Application SaaS", description: "Abonnements Stripe", tags: [{ id: "payments", label: "Paiements" }, { id: "saas", label: "SaaS" }] },
  { id: "blog-app", name: "Plateforme de blog", description: "Blog multilingue", tags: [{ id: "seo", label: "SEO" }, { id: "content", label: "Contenu" }] },
  { id: "ecommerce-app", name: "Plateforme e-commerce", description: "Boutique", tags: [{ id: "payments", label: "Paiements" }, { id: "cart", label: "Panier" }] },
];
const ids = (list: GenomeSearchItem[]) => list.map((item) => item.id);

describe("solutions filter", () => {
  it("searches name, description and tags in any case", () => {
    expect(ids(filterGenomes(items, { q: "PLATEFORME", tag: null }))).toEqual(["blog-app", "ecommerce-app"]);
    expect(ids(filterGenomes(items, { q: "stripe", tag: null }))).toEqual(["saas-starter"]);
    expect(ids(filterGenomes(items, { q: "panier", tag: null }))).toEqual(["ecommerce-app"]);
    expect(ids(filterGenomes(items, { q: "seo", tag: null }))).toEqual(["blog-app"]);
  });

  it("matches the selected tag exactly and combines it with the search", () => {
    expect(ids(filterGenomes(items, { q: "", tag: "payments" }))).toEqual(["saas-starter", "ecommerce-app"]);
    expect(ids(filterGenomes(items, { q: "boutique", tag: "payments" }))).toEqual(["ecommerce-app"]);
    expect(filterGenomes(items, { q: "", tag: "pay" })).toEqual([]);
    expect(filterGenomes(items, { q: "blog", tag: "payments" })).toEqual([]);
  });
});
