import { describe, expect, it } from "vitest";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { compositionFromTemplate, resolveComposition } from "@/domain/genome/resolve-composition";
import { capabilitySummary } from "./capability-summary";

describe("capabilitySummary", () => {
  it("groups adapters by their group, with its capability, and integrators apart", () => {
    const resolution = resolveComposition(compositionFromTemplate("saas-starter"));
    const summary = capabilitySummary(resolution);
    expect(summary.total).toBe(resolution.modules.length);
    expect(summary.groups.find((group) => group.group === "database")).toEqual({ group: "database", capability: "database", modules: ["database/drizzle"] });
    expect(summary.groups.find((group) => group.group === "framework")).toEqual({ group: "framework", capability: null, modules: ["framework/nextjs"] });
    expect(summary.groups.flatMap((group) => group.modules).length + summary.integrators.length).toBe(summary.total);
    for (const id of summary.integrators) expect(moduleRecord(id).category).toBe("integrator");
  });
});
