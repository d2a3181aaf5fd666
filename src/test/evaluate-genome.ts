import type { GenomeDefinition } from "@/domain/genome/genome-definition";
import { catalogModuleId, type GenomeFile } from "@/domain/genome/genome-code";

/** Evaluates a generated genome file (valid syntax, or this throws) and returns the object it exports, as the CLI reads it. */
export function evaluateGenomeFile(code: string): GenomeFile {
  return new Function(code.replace(/^export default /, "return ").trim())() as GenomeFile;
}

/**
 * Evaluates a generated genome file's object literal and reads it back as a GenomeDefinition: each
 * module's id as the catalogue writes it (an integrator's without `integrations/`), and its
 * `features` object (`{ id: true }`, as the genome type writes it) as the list of the features it turns on.
 */
export function evaluateGenome(code: string): GenomeDefinition {
  const file = evaluateGenomeFile(code) as Omit<GenomeFile, "modules"> & {
    modules: (Omit<GenomeFile["modules"][number], "features"> & { features: Record<string, unknown> })[];
  };
  return {
    ...file,
    modules: file.modules.map((entry) => ({
      ...entry,
      id: catalogModuleId(entry.id),
      features: Object.keys(entry.features).filter((feature) => entry.features[feature] === true),
    })),
  };
}
