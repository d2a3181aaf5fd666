import { genomes, moduleById, type GenomeId, type MarketplaceModule } from "@/domain/catalog/catalog";
import { moduleMark } from "@/domain/catalog/module-logos";
import { moduleRunResult, templateRunResult } from "@/domain/cli/cli-run-results";
import { buildGenome, defaultModuleEntry } from "@/domain/genome/genome-definition";
import { templateModuleIds } from "@/domain/genome/template-modules";
import type { DemoData, DemoModule, DemoRun } from "./demo-types";
import { templateTerms } from "./template-matching";

/** Copy for one template, from the message files: the visitor's description and every language's words. */
export interface TemplateCopy {
  name: string;
  description: string;
  descriptions: string[];
  /** Comma-separated keyword lists, one per language. */
  keywordLists: string[];
}

function toDemoModule(found: MarketplaceModule): Omit<DemoModule, "id"> {
  const { parameters, features } = defaultModuleEntry(found);
  return {
    name: found.name,
    category: found.category,
    group: found.category === "adapter" ? found.group : "integration",
    icon: moduleMark(found.id).glyph,
    parameters,
    features,
  };
}

/** What the template's recorded run made: its own run, or its nearest variant's when it fails. */
function demoRun(id: GenomeId): DemoRun {
  const { outcome, run, made } = templateRunResult(id);
  return { outcome, firstError: run?.firstError ?? null, applied: made?.applied ?? [], files: made?.files ?? [] };
}

/**
 * The demo island's data, built on the server: each module once, and per template what the island
 * shows and the words it matches a prompt against (so capabilities and keywords stay here).
 */
export function buildDemoData(copyFor: (id: GenomeId) => TemplateCopy): DemoData {
  const modules: DemoData["modules"] = {};
  for (const id of new Set(genomes.flatMap((template) => templateModuleIds(template.id)))) modules[id] = toDemoModule(moduleById(id));

  const templates = genomes.map((template) => {
    const copy = copyFor(template.id);
    const { version, project } = buildGenome(template, { description: "" });
    return {
      id: template.id,
      name: copy.name,
      description: copy.description,
      // What its genome file installs, as its page and card count it: its modules and the integrators that apply.
      moduleIds: templateModuleIds(template.id),
      genome: { version, project },
      terms: templateTerms({
        strong: [...template.tags, template.useCase, ...copy.keywordLists.flatMap((list) => list.split(","))],
        name: [copy.name],
        weak: [
          ...template.modules.flatMap((id) => {
            const found = moduleById(id);
            return [found.name, found.id, ...found.capabilities];
          }),
          ...copy.descriptions,
        ],
      }),
      run: demoRun(template.id),
    };
  });
  return { modules, templates, frameworkFiles: moduleRunResult("framework/nextjs").files };
}
