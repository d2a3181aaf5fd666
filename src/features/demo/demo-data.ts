import type { DemoData, DemoTemplate } from "./demo-types";
import { addedFiles } from "./project-structure";
import { termWeights } from "./template-matching";

/** The island's working copy of its data: each template's modules, genome and weighted words. */
export function expandDemoData(data: DemoData): DemoTemplate[] {
  return data.templates.map((template) => {
    const modules = template.moduleIds.map((id) => {
      const found = data.modules[id];
      if (!found) throw new Error(`Demo template ${template.id} names unknown module ${id}`);
      return { id, ...found };
    });
    return {
      id: template.id,
      name: template.name,
      description: template.description,
      modules,
      genome: { ...template.genome, modules: modules.map(({ id, parameters, features }) => ({ id, parameters, features })) },
      terms: termWeights(template.terms),
      run: { ...template.run, added: addedFiles(template.run.files, data.frameworkFiles) },
    };
  });
}
