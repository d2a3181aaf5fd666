import { describe, expect, it } from "vitest";
import { moduleIds } from "@/domain/catalog/catalog";
import { milestones, roadmapEntries, type Milestone } from "./roadmap";

const statusOf = (entries: ReturnType<typeof roadmapEntries>) => Object.fromEntries(entries.map((entry) => [entry.id, entry.status]));

describe("the roadmap's statuses", () => {
  it("reads shipped and in progress from the products' availability, as the home page shows it", () => {
    const roadmap = statusOf(roadmapEntries());
    expect(roadmap.v1).toBe("shipped");
    expect(roadmap.enterprise).toBe("shipped");
    expect(roadmap["ai-creation"]).toBe("in-progress");
  });

  it("reads a module milestone from the marketplace's catalogue: next-intl is in it, so translated routes have shipped", () => {
    expect(moduleIds).toContain("content/next-intl");
    expect(statusOf(roadmapEntries()).i18n).toBe("shipped");
    expect(statusOf(roadmapEntries()).cms).toBe("planned");
  });

  it("derives a module milestone's status from the catalogue it is given: all there, some, or none", () => {
    const list = [{ id: "i18n", modules: ["content/next-intl", "database/drizzle"] }] as const satisfies readonly Milestone[];
    const availability = { cli: "available", teams: "available", builder: "coming-soon" } as const;
    expect(roadmapEntries(list, availability, ["content/next-intl", "database/drizzle"])).toEqual([{ id: "i18n", status: "shipped" }]);
    expect(roadmapEntries(list, availability, ["content/next-intl"])).toEqual([{ id: "i18n", status: "in-progress" }]);
    expect(roadmapEntries(list, availability, [])).toEqual([{ id: "i18n", status: "planned" }]);
  });

  it("follows the availability it is given: a product that becomes available ships its milestone", () => {
    const list = [{ id: "ai-creation", product: "builder" }] as const satisfies readonly Milestone[];
    expect(roadmapEntries(list, { cli: "available", teams: "available", builder: "coming-soon" })).toEqual([{ id: "ai-creation", status: "in-progress" }]);
    expect(roadmapEntries(list, { cli: "available", teams: "available", builder: "available" })).toEqual([{ id: "ai-creation", status: "shipped" }]);
  });

  it("carries no dates: every milestone is listed the same way, by what it delivers", () => {
    for (const milestone of milestones) expect(Object.keys(milestone).filter((key) => !["id", "product", "modules"].includes(key))).toEqual([]);
  });
});
