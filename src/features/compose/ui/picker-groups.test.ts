import { describe, expect, it } from "vitest";
import { adapterGroups, modules } from "@/domain/catalog/catalog";
import { adapterMatches, adaptersOf, pickerGroupOrder } from "./picker-groups";

describe("the picker's groups", () => {
  it("shows every adapter group once", () => {
    expect([...pickerGroupOrder].sort()).toEqual([...adapterGroups].sort());
    const shown = pickerGroupOrder.flatMap((group) => adaptersOf(group).map((module) => module.id));
    expect(shown.sort()).toEqual(modules.filter((module) => module.category === "adapter").map((module) => module.id).sort());
  });

  it("matches a search on every word, ignoring case and accents", () => {
    const drizzle = { id: "database/drizzle", name: "Drizzle" };
    expect(adapterMatches(drizzle, ["Base de données"], "")).toBe(true);
    expect(adapterMatches(drizzle, ["Base de données"], "DRIZ")).toBe(true);
    expect(adapterMatches(drizzle, ["Base de données"], "donnees drizzle")).toBe(true);
    expect(adapterMatches(drizzle, ["Base de données"], "prisma")).toBe(false);
  });
});
