import { describe, expect, it } from "vitest";
import { genomes, getGenome, getModule, modules } from "@/domain/catalog/catalog";
import { buildGenome, defaultModuleEntry, projectFramework } from "./genome-definition";
import { evaluateGenome } from "@/test/evaluate-genome";
import { genomeToTypeScript } from "./genome-code";


describe("buildGenome", () => {
  it("builds every template from catalogue modules only, in template order", () => {
    for (const template of genomes) {
      const genome = buildGenome(template, { description: "x" });
      expect(genome.modules.map((entry) => entry.id)).toEqual(template.modules);
      for (const entry of genome.modules) expect(getModule(entry.id)).toBeDefined();
    }
  });

  it("uses the catalogue's default parameters and leaves empty secrets out", () => {
    const resend = getModule("email/resend");
    expect(resend).toBeDefined();
    const entry = defaultModuleEntry(resend!);
    expect(entry.parameters).toEqual({ fromEmail: "noreply@example.com", webhooks: true, analytics: true });
    expect(entry.parameters).not.toHaveProperty("apiKey");
  });

  it("enables an adapter's core features and all of an integrator's features", () => {
    const auth = defaultModuleEntry(getModule("auth/better-auth")!);
    expect(auth.features).toEqual(["oauth-providers", "session-management"]);
    const integrator = getModule("better-auth-drizzle-integration")!;
    expect(defaultModuleEntry(integrator).features).toHaveLength(integrator.features.length);
  });

  it("names the framework from the framework adapter", () => {
    expect(projectFramework(["auth/better-auth", "framework/nextjs"])).toBe("nextjs");
    expect(projectFramework(["auth/better-auth"])).toBe("none");
  });

  it("refuses a template that names an unknown module", () => {
    expect(() => buildGenome({ ...genomes[0]!, modules: ["nope/nothing"] }, { description: "" })).toThrow(/unknown module/);
  });
});

describe("genomeToTypeScript", () => {
  it("produces code that evaluates back to the same genome for every template", () => {
    for (const template of genomes) {
      const genome = buildGenome(template, { description: `A "quoted" description for ${template.id}` });
      expect(evaluateGenome(genomeToTypeScript(genome))).toEqual(genome);
    }
  });

  it("is stable: the same input gives byte-identical output", () => {
    const template = getGenome("saas-starter")!;
    const first = genomeToTypeScript(buildGenome(template, { description: "SaaS" }));
    const second = genomeToTypeScript(buildGenome(template, { description: "SaaS" }));
    expect(first).toBe(second);
    expect(first).toContain('id: "payment/stripe"');
    expect(first.startsWith("export default {")).toBe(true);
  });

  it("covers all 38 catalogue modules without throwing", () => {
    const everything = { ...genomes[0]!, modules: modules.map((module) => module.id) };
    expect(() => genomeToTypeScript(buildGenome(everything, { description: "all" }))).not.toThrow();
  });
});
