import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import catalogJson from "./catalog.json" with { type: "json" };
import { catalogIdsSource } from "./catalog-ids-source";
import { parseCatalog } from "./catalog-schema";

/** What the tests edit in a copy of the file. */
interface EditableCatalog {
  modules: {
    id: string;
    group: string | string[];
    dependencies: string[];
    parameters: { name: string; default?: unknown }[];
  }[];
  genomes: { modules: string[] }[];
}

/** A fresh, editable copy of the real file. */
function copy(): EditableCatalog {
  return structuredClone(catalogJson) as EditableCatalog;
}

function moduleIndex(data: EditableCatalog, id: string): number {
  const index = data.modules.findIndex((module) => module.id === id);
  if (index < 0) throw new Error(id);
  return index;
}

describe("catalogue validation", () => {
  it("accepts the real file and returns it unchanged", () => {
    expect(parseCatalog(copy())).toEqual(catalogJson);
  });

  it("keeps catalog-ids.ts generated from the file", () => {
    expect(readFileSync("src/domain/catalog/catalog-ids.ts", "utf8")).toBe(catalogIdsSource(catalogJson));
  });

  it("fails on a dependency that names no module", () => {
    const data = copy();
    data.modules[moduleIndex(data, "better-auth-drizzle-integration")]!.dependencies.push("database/nope");
    expect(() => parseCatalog(data)).toThrow(/modules\.\d+\.dependencies\.2: unknown module id "database\/nope"/);
  });

  it("fails on a genome or an integrator group that names no module", () => {
    const genome = copy();
    genome.genomes[0]!.modules.push("auth/clerk");
    expect(() => parseCatalog(genome)).toThrow(/genomes\.0\.modules\.\d+: unknown module id "auth\/clerk"/);

    const group = copy();
    const integrator = group.modules[moduleIndex(group, "stripe-drizzle-integration")]!;
    integrator.group = ["payment/stripe", "database/mongo"];
    expect(() => parseCatalog(group)).toThrow(/unknown module id "database\/mongo"/);
  });

  it("fails when a module is added or renamed without regenerating the id list", () => {
    const data = copy();
    data.modules[moduleIndex(data, "email/resend")]!.id = "email/postmark";
    expect(() => parseCatalog(data)).toThrow(/unknown module id "email\/postmark"/);
    const removed = copy();
    removed.modules.pop();
    expect(() => parseCatalog(removed)).toThrow(/module ids differ from catalog-ids\.ts/);
  });

  it("fails on links that make no sense", () => {
    const self = copy();
    self.modules[moduleIndex(self, "database/drizzle")]!.dependencies.push("database/drizzle");
    expect(() => parseCatalog(self)).toThrow(/database\/drizzle depends on itself/);

    const wiresIntegrator = copy();
    wiresIntegrator.modules[moduleIndex(wiresIntegrator, "stripe-drizzle-integration")]!.group = ["payment/stripe", "drizzle-nextjs-integration"];
    expect(() => parseCatalog(wiresIntegrator)).toThrow(/wires drizzle-nextjs-integration, which is not an adapter/);

    const badDefault = copy();
    const session = badDefault.modules[moduleIndex(badDefault, "auth/better-auth")]!.parameters.find((parameter) => parameter.name === "session")!;
    session.default = "cookie";
    expect(() => parseCatalog(badDefault)).toThrow(/auth\/better-auth\.session defaults to cookie/);
  });

  it("refuses prose and unknown fields: the file holds facts only", () => {
    const data = copy();
    Object.assign(data.modules[0]!, { description: "Auth for everyone" });
    expect(() => parseCatalog(data)).toThrow(/modules\.0/);
  });
});
