import { describe, expect, it } from "vitest";
import { roadmapAt, type Milestone, type MilestoneId } from "./roadmap";

const byId = (now: Date) => Object.fromEntries(roadmapAt(now).map((entry) => [entry.id, entry]));

describe("the roadmap on a given day", () => {
  it("reads shipped and in progress from the products' availability, as the home page shows it", () => {
    const roadmap = byId(new Date("2026-11-26T12:00:00Z"));
    expect(roadmap.v1).toEqual({ id: "v1", status: "shipped", when: { version: "1.0" } });
    // The teams offering is available: its milestone shipped, with no planned quarter left beside it.
    expect(roadmap.enterprise).toEqual({ id: "enterprise", status: "shipped", when: null });
    // The visual builder is coming soon: in progress, its passed quarter dropped.
    expect(roadmap["ai-creation"]).toEqual({ id: "ai-creation", status: "in-progress", when: null });
  });

  it("never shows a past quarter as planned: in November 2026 only Q4 2026 keeps its date", () => {
    const roadmap = roadmapAt(new Date("2026-11-26T12:00:00Z"));
    expect(roadmap.filter((entry) => entry.status === "planned").map((entry) => [entry.id, entry.when])).toEqual([
      ["design-to-code", null],
      ["cms-i18n", null],
      ["devops-analytics", null],
      ["ai-project-management", { quarter: 4, year: 2026 }],
    ]);
  });

  it("keeps a quarter up to its last instant, and drops it the moment the next one starts", () => {
    const q4 = (now: string) => byId(new Date(now))["ai-project-management"]!.when;
    expect(q4("2026-12-31T23:59:59Z")).toEqual({ quarter: 4, year: 2026 });
    expect(q4("2027-01-01T00:00:00Z")).toBeNull();
  });

  it("shows every planned quarter before its time", () => {
    const roadmap = byId(new Date("2025-01-15T00:00:00Z"));
    expect(roadmap["design-to-code"]!.when).toEqual({ quarter: 1, year: 2026 });
    expect(roadmap["cms-i18n"]!.when).toEqual({ quarter: 2, year: 2026 });
  });

  it("follows the availability it is given: a product that becomes available ships its milestone", () => {
    const list = [{ id: "ai-creation", product: "builder", when: { quarter: 3, year: 2027 } }] as const satisfies readonly (Milestone & { id: MilestoneId })[];
    const now = new Date("2026-11-26T00:00:00Z");
    expect(roadmapAt(now, list, { cli: "available", teams: "available", builder: "coming-soon" })).toEqual([
      { id: "ai-creation", status: "in-progress", when: { quarter: 3, year: 2027 } },
    ]);
    expect(roadmapAt(now, list, { cli: "available", teams: "available", builder: "available" })).toEqual([
      { id: "ai-creation", status: "shipped", when: null },
    ]);
  });
});
