import { describe, expect, it } from "vitest";
import type { ModuleId } from "@/domain/catalog/catalog";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { moduleProvides } from "@/domain/catalog/provides";
import { compositionFromTemplate, emptyComposition, pickModule, resolveComposition } from "@/domain/genome/resolve-composition";
import { capabilitySummary, providedFiles, providedFileTree, type FileTreeNode } from "./provided-files";

function resolving(...ids: ModuleId[]) {
  return resolveComposition(ids.reduce((c, id) => pickModule(c, id).composition, emptyComposition()));
}

function paths(nodes: FileTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node.path] : paths(node.children)));
}

describe("providedFiles and providedFileTree", () => {
  it("lists each file once, with every module that writes it", () => {
    const resolution = resolving("auth/better-auth", "framework/nextjs", "observability/sentry");
    const middleware = providedFiles(resolution).find((file) => file.path === "src/middleware.ts");
    expect(middleware?.providedBy).toEqual(["better-auth-nextjs-integration", "sentry-nextjs-integration"]);
    const expected = new Set(resolution.modules.flatMap(({ id }) => moduleProvides(moduleRecord(id)).files));
    expect(providedFiles(resolution).map((file) => file.path)).toEqual([...expected].sort());
  });

  it("has no files for adapters alone: integrators write them", () => {
    expect(providedFileTree(resolving("database/drizzle"))).toEqual([]);
  });

  it("nests files by directory, directories first, each level by name", () => {
    const tree = providedFileTree(resolving("testing/vitest", "deployment/docker"));
    const names = tree.map((node) => node.name);
    const directories = tree.filter((node) => node.children.length > 0).map((node) => node.name);
    expect(names.slice(0, directories.length)).toEqual([...directories].sort());
    expect(names).toContain("Dockerfile");
    expect(names.indexOf("Dockerfile")).toBeGreaterThan(names.indexOf("tests"));
    const tests = tree.find((node) => node.name === "tests")!;
    expect(tests.path).toBe("tests");
    expect(tests.providedBy).toEqual([]);
    expect(new Set(paths(tree))).toEqual(new Set(providedFiles(resolving("testing/vitest", "deployment/docker")).map((file) => file.path)));
  });
});

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
