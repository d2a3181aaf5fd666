import { describe, expect, it } from "vitest";
import { genomeRecord } from "@/domain/catalog/catalog-records";
import { genomeIds } from "@/domain/catalog/catalog-ids";
import { templateGenome } from "./composition-genome";
import { templateModuleCount, templateModules } from "./template-modules";

describe("templateModules", () => {
  it.each(genomeIds)("%s: the modules its genome file lists, the template's own among them", (id) => {
    const ids = templateModules(id).map((module) => module.id);
    expect(ids).toEqual(templateGenome(id, "").modules.map((entry) => entry.id));
    expect(new Set(ids)).toEqual(new Set([...genomeRecord(id).modules, ...ids]));
  });

  it("counts the blog template's 15 modules: 7 adapters chosen and 8 integrators wired, 6 of them beyond its list of 9", () => {
    expect(genomeRecord("blog-app").modules).toHaveLength(9);
    expect(templateModuleCount("blog-app")).toEqual({ total: 15, chosen: 7, wired: 8 });
  });
});
