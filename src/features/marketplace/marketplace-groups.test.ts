import { describe, expect, it } from "vitest";
import { adapterGroups } from "@/domain/catalog/catalog";
import { marketplaceBrowserProps } from "./marketplace-props";
import { countGroups, groupMarketplace, groupSpan, type GroupableEntry } from "./marketplace-groups";

const entries: GroupableEntry[] = [
  { id: "payment/stripe", category: "adapter", group: "payment" },
  { id: "database/drizzle", category: "adapter", group: "database" },
  { id: "database/prisma", category: "adapter", group: "database" },
  { id: "stripe-drizzle-integration", category: "integrator", group: "payment" },
  { id: "blog-app", category: "template", group: "all" },
];

describe("marketplace groups", () => {
  it("groups by kind, then by category in the given order, keeping each entry's order", () => {
    const kinds = groupMarketplace(entries, ["database", "payment"]);
    expect(kinds.map((kind) => kind.id)).toEqual(["adapters", "integrators", "templates"]);
    expect(kinds[0]!.groups.map((group) => [group.id, group.itemIds])).toEqual([
      ["adapters-database", ["database/drizzle", "database/prisma"]],
      ["adapters-payment", ["payment/stripe"]],
    ]);
    expect(kinds[1]!.groups.map((group) => group.id)).toEqual(["integrators-payment"]);
    expect(kinds[2]!.groups.map((group) => group.itemIds)).toEqual([["blog-app"]]);
  });

  it("leaves out a kind without entries, and puts a category the order does not name last", () => {
    const kinds = groupMarketplace(entries.filter((entry) => entry.category === "adapter"), ["payment"]);
    expect(kinds.map((kind) => kind.kind)).toEqual(["adapter"]);
    expect(kinds[0]!.groups.map((group) => group.key)).toEqual(["payment", "database"]);
  });

  it("counts what each kind and category shows", () => {
    const kinds = groupMarketplace(entries, ["database", "payment"]);
    expect(countGroups(kinds, new Set(["database/prisma", "stripe-drizzle-integration"]))).toEqual({
      adapters: 1,
      "adapters-database": 1,
      "adapters-payment": 0,
      integrators: 1,
      "integrators-payment": 1,
      templates: 0,
      "templates-all": 0,
    });
  });

  it("spans a category over one column per card, up to three", () => {
    expect([0, 1, 2, 3, 4].map(groupSpan)).toEqual([0, 1, 2, 3, 3]);
  });

  it("splits the real marketplace into 18 adapters in 13 groups, 20 integrators in 10 and 4 templates", () => {
    const { items, templates, groupOrder } = marketplaceBrowserProps("en");
    const kinds = groupMarketplace([...items, ...templates], groupOrder);
    const all = new Set([...items, ...templates].map((item) => item.id));
    const counts = countGroups(kinds, all);
    expect(kinds.map((kind) => [kind.id, counts[kind.id], kind.groups.length])).toEqual([
      ["adapters", 18, 13],
      ["integrators", 20, 10],
      ["templates", 4, 1],
    ]);
    expect(kinds[0]!.groups.map((group) => group.key)).toEqual([...adapterGroups]);
    expect(counts["adapters-database"]).toBe(4);
    expect(counts["integrators-payment"]).toBe(3);
  });
});
