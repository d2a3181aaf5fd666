import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { genomes, getGenome, getModule, modules } from "@/domain/catalog/catalog";
import { genomeIds } from "@/domain/catalog/catalog-ids";
import { buildGenome, defaultModuleEntry, genomeModuleEntry, inRunOrder } from "./genome-definition";
import { evaluateGenome, evaluateGenomeFile } from "@/test/evaluate-genome";
import { catalogModuleId, genomeFile, genomeFileModuleId, genomeToTypeScript, moduleEntryCode } from "./genome-code";
import { genomeSafeText, isGenomeSafeText } from "./genome-text";
import { genomeFileForModules, templateGenomeFile } from "./run-genomes";
import { templateGenome } from "./composition-genome";

const HOSTILE = [
  `A "quoted" description`,
  "Costs $5, or $(rm -rf ~) and ${HOME}",
  "Run `id` first",
  "C:\\Users\\me and a trailing \\",
  "It's a shop's \\' escape",
  "Two\nlines\r\nand a\ttab and a bell \u0007",
  "日本語 and é, fine as they are",
];

/** Characters no genome file the site writes contains. */
const SHELL_FORBIDDEN = ['"', "$", "`"] as const;

/** What a genome file must never hold: the CLI pastes it into `tsx -e "…"`. */
function expectShellSafe(code: string) {
  for (const character of SHELL_FORBIDDEN) expect(code, `holds ${character}`).not.toContain(character);
  // The only backslashes are the escapes of single quotes, which the shell leaves alone inside double quotes.
  expect(code.replace(/\\'/g, "")).not.toContain("\\");
}

const saas = () => getGenome("saas-starter")!;

describe("buildGenome", () => {
  it("builds every template from catalogue modules only, the framework first, then the template's order", () => {
    for (const template of genomes) {
      const genome = buildGenome(template, { description: "x" });
      expect(genome.modules.map((entry) => entry.id)).toEqual(inRunOrder(template.modules.map((id) => ({ id }))).map(({ id }) => id));
      expect(genome.modules[0]!.id).toBe("framework/nextjs");
      for (const entry of genome.modules) expect(getModule(entry.id)).toBeDefined();
    }
  });

  it("writes every parameter with its default, an empty secret as the empty string", () => {
    const resend = getModule("email/resend")!;
    const entry = defaultModuleEntry(resend);
    expect(entry.parameters).toEqual({ apiKey: "", fromEmail: "noreply@example.com", webhooks: true, analytics: true });
    for (const module of modules) expect(Object.keys(genomeModuleEntry(module).parameters)).toEqual(module.parameters.map((parameter) => parameter.name));
  });

  it("applies a genome's choices over the defaults and keeps the other parameters", () => {
    const entry = genomeModuleEntry(getModule("database/drizzle")!, { parameters: { provider: "supabase" }, features: { studio: false, seeding: true } });
    expect(entry.parameters).toEqual({ provider: "supabase", migrations: true, studio: true, databaseType: "postgresql" });
    expect(entry.features).toEqual(["migrations", "seeding"]);
  });

  it("enables an adapter's core features and all of an integrator's features", () => {
    const auth = defaultModuleEntry(getModule("auth/better-auth")!);
    expect(auth.features).toEqual(["oauth-providers", "session-management"]);
    const integrator = getModule("better-auth-drizzle-integration")!;
    expect(defaultModuleEntry(integrator).features).toHaveLength(integrator.features.length);
  });

  it("names the framework from the framework adapter", () => {
    const framework = (modules: string[]) => buildGenome({ id: "t", modules }, { description: "" }).project.framework;
    expect(framework(["auth/better-auth", "framework/nextjs"])).toBe("nextjs");
    expect(framework(["auth/better-auth"])).toBe("none");
  });

  it("refuses a template that names an unknown module", () => {
    expect(() => buildGenome({ ...genomes[0]!, modules: ["nope/nothing"] }, { description: "" })).toThrow(/unknown module/);
  });
});

describe("inRunOrder", () => {
  it("puts the framework first, then the adapters, then the integrators, each keeping its order", () => {
    const ids = ["auth/better-auth", "drizzle-nextjs-integration", "database/drizzle", "framework/nextjs", "better-auth-drizzle-integration"];
    expect(inRunOrder(ids.map((id) => ({ id }))).map(({ id }) => id)).toEqual([
      "framework/nextjs",
      "auth/better-auth",
      "database/drizzle",
      "drizzle-nextjs-integration",
      "better-auth-drizzle-integration",
    ]);
  });
});

describe("genomeSafeText", () => {
  it("replaces or drops every character the shell reads inside double quotes, and nothing else", () => {
    expect(genomeSafeText(`say "hi" to \`id\``)).toBe("say 'hi' to 'id'");
    expect(genomeSafeText("$5 for ${HOME} and $(id)")).toBe("5 for {HOME} and (id)");
    expect(genomeSafeText("C:\\app\\x")).toBe("C:/app/x");
    expect(genomeSafeText("a\nb\tc")).toBe("a b c");
    expect(genomeSafeText("It's café, 日本")).toBe("It's café, 日本");
  });

  it("is stable: safe text stays as it is", () => {
    for (const text of HOSTILE) {
      const safe = genomeSafeText(text);
      expect(isGenomeSafeText(safe), safe).toBe(true);
      expect(genomeSafeText(safe)).toBe(safe);
    }
    expect(isGenomeSafeText("It's fine")).toBe(true);
    expect(isGenomeSafeText('not "fine"')).toBe(false);
  });
});

describe("genomeToTypeScript", () => {
  it("writes each template as the state-B run's genome: same shape, framework first, integrators under integrations/", () => {
    const recorded = evaluateGenomeFile(readFileSync("facts/cli-runs/state-b-saas-starter.genome.ts", "utf8").replace(/;\s*$/, ""));
    const file = evaluateGenomeFile(templateGenomeFile("saas-starter"));
    expect(Object.keys(file)).toEqual(Object.keys(recorded));
    expect(Object.keys(file.project)).toEqual(Object.keys(recorded.project));
    expect(file.project).toEqual(recorded.project);
    // The run left out shadcn-ui, its three integrators and the two without templates; every module it kept is written the same way.
    for (const entry of recorded.modules) expect(file.modules).toContainEqual(entry);
  });

  it("names integrators under integrations/ and adapters as the catalogue does", () => {
    expect(genomeFileModuleId("drizzle-nextjs-integration")).toBe("integrations/drizzle-nextjs-integration");
    expect(genomeFileModuleId("database/drizzle")).toBe("database/drizzle");
    expect(catalogModuleId("integrations/drizzle-nextjs-integration")).toBe("drizzle-nextjs-integration");
    for (const id of genomeIds) {
      const file = evaluateGenomeFile(genomeToTypeScript(templateGenome(id, "d")));
      expect(file.modules[0]!.id).toBe("framework/nextjs");
      for (const entry of file.modules) {
        const module = getModule(catalogModuleId(entry.id))!;
        expect(entry.id).toBe(module.category === "integrator" ? `integrations/${module.id}` : module.id);
      }
    }
  });

  it("holds no double quote, $ or backtick, whatever the description and parameters say", () => {
    for (const description of HOSTILE) {
      for (const id of genomeIds) expectShellSafe(genomeToTypeScript(templateGenome(id, description)));
      const genome = buildGenome({ id: "x", modules: ["framework/nextjs", "email/resend"] }, { name: `my-"app"$`, description });
      genome.modules[1]!.parameters.fromEmail = description;
      genome.modules[1]!.parameters.apiKey = "`$KEY`";
      expectShellSafe(genomeToTypeScript(genome));
    }
  });

  it("evaluates to the genome it writes, hostile text made safe", () => {
    for (const description of HOSTILE) {
      for (const template of genomes) {
        const genome = buildGenome(template, { description });
        expect(genome.project.description).toBe(genomeSafeText(description));
        const code = genomeToTypeScript(genome);
        expect(evaluateGenome(code)).toEqual(genome);
        expect(evaluateGenomeFile(code)).toEqual(genomeFile(genome));
      }
    }
  });

  it("writes the features as an object of true and every parameter with its value", () => {
    const file = evaluateGenomeFile(templateGenomeFile("saas-starter"));
    const drizzle = file.modules.find((entry) => entry.id === "database/drizzle")!;
    expect(drizzle).toEqual({
      id: "database/drizzle",
      parameters: { provider: "neon", migrations: true, studio: true, databaseType: "postgresql" },
      features: { migrations: true, studio: true },
    });
  });

  it("is stable: the same input gives byte-identical output", () => {
    const first = genomeToTypeScript(buildGenome(saas(), { description: "SaaS" }));
    const second = genomeToTypeScript(buildGenome(saas(), { description: "SaaS" }));
    expect(first).toBe(second);
    expect(first).toContain("id: 'payment/stripe'");
    expect(first.startsWith("export default {")).toBe(true);
  });

  it("covers all 38 catalogue modules without throwing", () => {
    const everything = { ...genomes[0]!, modules: modules.map((module) => module.id) };
    const code = genomeToTypeScript(buildGenome(everything, { description: "all" }));
    expectShellSafe(code);
    expect(evaluateGenomeFile(code).modules).toHaveLength(modules.length);
  });

  it("writes a module page's entry by the same rules", () => {
    const code = moduleEntryCode(defaultModuleEntry(getModule("better-auth-drizzle-integration")!));
    expect(code.startsWith("modules: [\n  {\n    id: 'integrations/better-auth-drizzle-integration',\n")).toBe(true);
    expectShellSafe(moduleEntryCode(defaultModuleEntry(getModule("email/resend")!)));
  });
});

describe("genomeFileForModules", () => {
  it("writes the genome of a list of modules, in the order the CLI runs them", () => {
    const file = evaluateGenomeFile(genomeFileForModules(["drizzle-nextjs-integration", "database/drizzle", "framework/nextjs"], { name: "check-drizzle" }));
    expect(file.project).toEqual({ name: "check-drizzle", description: "", version: "1.0.0", framework: "nextjs" });
    expect(file.modules.map((entry) => entry.id)).toEqual(["framework/nextjs", "database/drizzle", "integrations/drizzle-nextjs-integration"]);
  });

  it("writes a template's file as its page does", () => {
    expect(templateGenomeFile("blog-app", "d")).toBe(genomeToTypeScript(templateGenome("blog-app", "d")));
    expectShellSafe(templateGenomeFile("comprehensive-app"));
  });
});
