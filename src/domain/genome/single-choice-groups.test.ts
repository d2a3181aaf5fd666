import { describe, expect, it } from "vitest";
import { adapterGroups } from "@/domain/catalog/catalog-ids";
import { isSingleChoiceGroup, singleChoiceGroups } from "./single-choice-groups";

describe("single-choice groups", () => {
  it("are one framework and one ORM at least, all of them catalogue groups", () => {
    expect(singleChoiceGroups).toEqual(expect.arrayContaining(["framework", "database"]));
    for (const group of singleChoiceGroups) expect(adapterGroups).toContain(group);
    expect(isSingleChoiceGroup("database")).toBe(true);
    expect(isSingleChoiceGroup("ui")).toBe(false);
  });
});
