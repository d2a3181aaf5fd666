import { genomes, getModule } from "@/data/catalog";
import { buildGenome } from "@/features/genome/genome-definition";
import type { DemoModule, DemoTemplate } from "./demo-types";

/** Copy for one template, from the message files: the visitor's description and every language's words. */
export interface TemplateCopy {
  name: string;
  description: string;
  descriptions: string[];
  /** Comma-separated keyword lists, one per language. */
  keywordLists: string[];
}

function toDemoModule(id: string): DemoModule {
  const found = getModule(id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return {
    id: found.id,
    name: found.name,
    category: found.category,
    group: typeof found.group === "string" ? found.group : "integration",
    capabilities: found.capabilities,
    files: found.category === "integrator" ? found.provides : [],
  };
}

/** Every genome template with what the demo needs; the genome's description is filled with the prompt later. */
export function buildDemoTemplates(copyFor: (id: string) => TemplateCopy): DemoTemplate[] {
  return genomes.map((template) => {
    const copy = copyFor(template.id);
    return {
      id: template.id,
      name: copy.name,
      useCase: template.useCase,
      tags: template.tags,
      description: copy.description,
      descriptions: copy.descriptions,
      keywords: copy.keywordLists.flatMap((list) => list.split(",").map((word) => word.trim())).filter(Boolean),
      modules: template.modules.map(toDemoModule),
      genome: buildGenome(template, { description: "" }),
    };
  });
}
