// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { genomeIds } from "@/domain/catalog/catalog-ids";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { locales } from "@/i18n/routing";
import { GenomeCodeSection } from "./genome-code-section";
import { genomeById } from "@/domain/catalog/catalog";
import { compositionGenome, templateGenome } from "@/domain/genome/composition-genome";
import { compositionFromGenome } from "@/test/composition-from-genome";
import { templateModules } from "@/domain/genome/template-modules";
import { compositionFromTemplate, emptyComposition, pickModule, setFeature, setParameter } from "@/domain/genome/resolve-composition";

function picking(...ids: Parameters<typeof pickModule>[1][]) {
  return ids.reduce((c, id) => pickModule(c, id).composition, emptyComposition({ name: "my-shop", description: "A shop" }));
}

/** The file a genome page's copy button copies. */
function pageFile(locale: (typeof locales)[number], id: (typeof genomeIds)[number]): string {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<GenomeCodeSection locale={locale} genome={genomeById(id)} />);
  return container.querySelector("[data-copy-value]")!.getAttribute("data-copy-value")!;
}

describe("compositionGenome", () => {
  it("writes the resolved modules, the project and the framework", () => {
    const genome = compositionGenome(picking("testing/vitest"));
    expect(genome.version).toBe("1.0");
    expect(genome.project).toEqual({ name: "my-shop", description: "A shop", version: "1.0.0", framework: "nextjs" });
    expect(genome.modules.map((entry) => entry.id)).toEqual(["framework/nextjs", "testing/vitest", "vitest-nextjs-integration"]);
    expect(compositionGenome(emptyComposition()).project.framework).toBe("none");
  });

  it("writes every parameter, at its default or as changed, and each feature change", () => {
    const defaults = { provider: "neon", migrations: true, studio: true, databaseType: "postgresql" };
    let c = picking("database/drizzle");
    expect(compositionGenome(c).modules[0]).toEqual({ id: "database/drizzle", parameters: defaults, features: ["migrations", "studio"] });
    c = setParameter(c, "database/drizzle", "provider", "supabase");
    c = setFeature(setFeature(c, "database/drizzle", "seeding", true), "database/drizzle", "studio", false);
    expect(compositionGenome(c).modules[0]).toEqual({ id: "database/drizzle", parameters: { ...defaults, provider: "supabase" }, features: ["migrations", "seeding"] });
  });

  it("reads back into the same selection and settings", () => {
    let c = picking("testing/vitest", "database/prisma", "state/zustand");
    c = setParameter(c, "state/zustand", "middleware", ["persist", "devtools"]);
    c = setFeature(c, "vitest-zustand-integration", "mocking", false);
    const genome = compositionGenome(c);
    const back = compositionFromGenome(genome);
    expect(compositionGenome(back)).toEqual(genome);
    expect(back.parameters).toEqual(c.parameters);
    expect(back.features).toEqual(c.features);
  });
});

describe("template genomes", () => {
  it("are the templates' compositions, resolved: every declared module plus the integrators that apply", () => {
    for (const id of genomeIds) {
      const genome = templateGenome(id, "d");
      expect(genome).toEqual(compositionGenome(compositionFromTemplate(id, { description: "d" })));
      const ids = genome.modules.map((entry) => entry.id);
      expect(ids).toEqual(templateModules(id).map((module) => module.id));
      const added = templateModules(id).filter((module) => !genomeById(id).modules.includes(module.id));
      expect(new Set(ids)).toEqual(new Set([...genomeById(id).modules, ...added.map((module) => module.id)]));
      expect(added.every((module) => module.category === "integrator")).toBe(true);
    }
    const declared = (id: (typeof genomeIds)[number]) => new Set<string>(genomeById(id).modules);
    expect(templateModules("comprehensive-app").filter((module) => !declared("comprehensive-app").has(module.id))).toEqual([]);
    expect(templateModules("blog-app").filter((module) => !declared("blog-app").has(module.id)).map((module) => module.id)).toEqual([
      "better-auth-nextjs-integration",
      "drizzle-nextjs-integration",
      "shadcn-nextjs-integration",
      "vitest-nextjs-integration",
      "vitest-zustand-integration",
      "zustand-nextjs-integration",
    ]);
  });

  it.each(locales)("equal the file the genome page shows and copies (%s)", (locale) => {
    for (const id of genomeIds) {
      const description = getCatalogCopy(locale).genome(id, "description");
      expect(pageFile(locale, id)).toBe(genomeToTypeScript(templateGenome(id, description)).replace(/\n+$/, ""));
    }
  });
});
